import { formatCents } from "@shared/money";
import { maskIban } from "@shared/schemas/fields";
import { site } from "@shared/site";
import { BaseLayout, EmailHeading, Paragraph } from "./base-layout";
import { DetailsTable, Quote } from "./details-table";

export interface MonthlyDonorEmailProps {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName?: string;
  iban: string;
  amountCents: number;
  message?: string;
  siteUrl: string;
}

export const monthlyDonorNotificationSubject = (p: MonthlyDonorEmailProps) =>
  `Nieuwe maandelijkse donateur: ${p.firstName} ${p.lastName}`;
export const monthlyDonorConfirmationSubject = `Uw aanmelding als maandelijkse donateur bij ${site.name}`;

/**
 * To the foundation (spec 01 §7 send-monthly-donor-email): empty fields read 'Niet
 * opgegeven' and 'Geen bericht'. The full IBAN is needed here to set up the collection.
 */
export function MonthlyDonorNotificationEmail(p: MonthlyDonorEmailProps) {
  return (
    <BaseLayout
      preview={`${p.firstName} ${p.lastName} geeft ${formatCents(p.amountCents)} per maand`}
      siteUrl={p.siteUrl}
      footerNote="Verstuurd via het formulier voor maandelijkse donateurs op de website."
    >
      <EmailHeading>Nieuwe maandelijkse donateur</EmailHeading>
      <DetailsTable
        rows={[
          ["Naam", `${p.firstName} ${p.lastName}`],
          ["E-mailadres", p.email],
          ["Telefoon", p.phone || "Niet opgegeven"],
          ["Bedrijfsnaam", p.companyName || "Niet opgegeven"],
          ["IBAN", p.iban],
          ["Bedrag per maand", formatCents(p.amountCents)],
        ]}
      />
      <Paragraph>Bericht:</Paragraph>
      <Quote>{p.message || "Geen bericht"}</Quote>
    </BaseLayout>
  );
}

/** To the donor: a confirmation with the IBAN masked. */
export function MonthlyDonorConfirmationEmail(p: MonthlyDonorEmailProps) {
  return (
    <BaseLayout
      preview="Bedankt voor uw aanmelding als maandelijkse donateur."
      siteUrl={p.siteUrl}
      footerNote="U ontvangt deze e-mail omdat u zich op onze website aanmeldde als maandelijkse donateur."
    >
      <EmailHeading>{`Bedankt, ${p.firstName}!`}</EmailHeading>
      <Paragraph>
        {`Wij hebben uw aanmelding als maandelijkse donateur van ${site.name} ontvangen. Met uw maandelijkse gift helpen wij mensen die getroffen zijn door oorlog en natuurrampen.`}
      </Paragraph>
      <DetailsTable
        rows={[
          ["Bedrag per maand", formatCents(p.amountCents)],
          ["IBAN", maskIban(p.iban)],
        ]}
      />
      <Paragraph>
        Wij nemen binnen vijf werkdagen contact met u op om uw maandelijkse donatie af te ronden.
        Klopt er iets niet? Beantwoord dan deze e-mail.
      </Paragraph>
      <Paragraph>
        Met vriendelijke groet,
        <br />
        {site.name}
      </Paragraph>
    </BaseLayout>
  );
}
