import { Link } from "@react-email/link";
import { formatDateNl } from "@shared/intl";
import { MANDATE_REASON, mandateText } from "@shared/mandate";
import { formatCents } from "@shared/money";
import { maskIban } from "@shared/schemas/fields";
import { site } from "@shared/site";
import { BaseLayout, EmailHeading, Paragraph, SignOff } from "./base-layout";
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
  creditorName: string;
  creditorId: string;
  mandateReference: string;
  /** YYYY-MM-DD */
  firstCollection: string;
  /** 'mollie': the first month is paid now by iDEAL and Mollie collects the rest. */
  collection: "bank" | "mollie";
  /** The signed link with which the donor pauses or stops the gift. */
  manageUrl: string;
}

export const monthlyDonorNotificationSubject = (p: MonthlyDonorEmailProps) =>
  `Nieuwe maandelijkse donateur: ${p.firstName} ${p.lastName}`;
export const monthlyDonorConfirmationSubject = `Uw aanmelding als maandelijkse donateur bij ${site.name}`;

/**
 * To the foundation: empty fields read 'Niet opgegeven' and 'Geen bericht'. The full IBAN
 * and the mandate reference identify the collection at the bank.
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
          ["Kenmerk machtiging", p.mandateReference],
          [
            "Eerste incasso",
            p.collection === "mollie" ? "Via Mollie (iDEAL)" : formatDateNl(p.firstCollection),
          ],
        ]}
      />
      <Paragraph>Bericht:</Paragraph>
      <Quote>{p.message || "Geen bericht"}</Quote>
    </BaseLayout>
  );
}

/**
 * To the donor: the confirmation of the mandate (IBAN masked) and the notice of the first
 * collection, with the link to pause or stop the gift.
 */
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
      <Paragraph>
        {p.collection === "mollie"
          ? `De eerste maand betaalt u met iDEAL; daarna schrijft onze betaaldienst Mollie namens ${p.creditorName} elke maand ${formatCents(p.amountCents)} af.`
          : `De eerste afschrijving van ${formatCents(p.amountCents)} is op of rond ${formatDateNl(p.firstCollection)}; daarna elke maand rond dezelfde dag.`}
      </Paragraph>
      <EmailHeading>Doorlopende machtiging</EmailHeading>
      <DetailsTable
        rows={[
          ["Naam incassant", p.creditorName],
          ...(p.collection === "bank" ? [["Incassant-ID", p.creditorId] as [string, string]] : []),
          ["Kenmerk machtiging", p.mandateReference],
          ["Reden betaling", MANDATE_REASON],
          ["Bedrag per maand", formatCents(p.amountCents)],
          ["IBAN", maskIban(p.iban)],
        ]}
      />
      {mandateText(p.creditorName, formatCents(p.amountCents)).map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <Paragraph>
        {"Wilt u uw maandelijkse gift pauzeren of stoppen? Dat kan altijd via deze link: "}
        <Link href={p.manageUrl}>{p.manageUrl}</Link>
      </Paragraph>
      <SignOff />
    </BaseLayout>
  );
}

export interface FirstPaymentReminderProps {
  firstName: string;
  amountCents: number;
  mandateReference: string;
  siteUrl: string;
  /** The donor's own link to the gift: pay the first month, or stop the gift. */
  manageUrl: string;
}

export const firstPaymentReminderSubject = "Uw maandelijkse gift is nog niet gestart";

/**
 * To the donor, once, when the first payment of a Mollie sign-up did not go through: the
 * sign-up is kept, and the gift's own link pays the first month or stops the gift.
 */
export function FirstPaymentReminderEmail(p: FirstPaymentReminderProps) {
  return (
    <BaseLayout
      preview="De eerste betaling van uw maandelijkse gift is niet gelukt."
      siteUrl={p.siteUrl}
      footerNote="U ontvangt deze e-mail omdat u zich op onze website aanmeldde als maandelijkse donateur."
    >
      <EmailHeading>Uw maandelijkse gift is nog niet gestart</EmailHeading>
      <Paragraph>{`Beste ${p.firstName},`}</Paragraph>
      <Paragraph>
        {`De eerste betaling van uw maandelijkse gift van ${formatCents(p.amountCents)} aan ${site.name} (kenmerk ${p.mandateReference}) is niet gelukt. Er is niets afgeschreven; uw aanmelding is bewaard.`}
      </Paragraph>
      <Paragraph>
        {
          "Wilt u de gift alsnog starten? Betaal dan de eerste maand met iDEAL via deze link; daarna schrijft onze betaaldienst Mollie elke maand af: "
        }
        <Link href={p.manageUrl}>{p.manageUrl}</Link>
      </Paragraph>
      <Paragraph>
        Wilt u toch niet maandelijks geven? Dan kunt u de gift via dezelfde link stoppen. Wij sturen
        u hierover geen e-mail meer.
      </Paragraph>
      <SignOff />
    </BaseLayout>
  );
}

export interface StrayCollectionProps {
  donorName: string;
  email: string;
  mandateReference: string;
  /** The gift's status now: why the month should not have been collected. */
  status: "active" | "paused" | "cancelled";
  amountCents: number;
  paidAt: Date;
  paymentId: string;
  subscriptionId: string;
  siteUrl: string;
}

export const strayCollectionSubject = (p: Pick<StrayCollectionProps, "mandateReference">) =>
  `Controleren: Mollie schreef een maand af buiten de gift ${p.mandateReference} om`;

const STRAY_STATUS: Record<StrayCollectionProps["status"], string> = {
  active: "Actief, met een ander Mollie-abonnement: deze maand is dubbel afgeschreven",
  paused: "Gepauzeerd",
  cancelled: "Gestopt",
};

/**
 * To the foundation, once, when a Mollie subscription the gift never stored (its creation's
 * answer was lost) collected a month that was paid: the subscription is cancelled, the money
 * is recorded, the donor got no receipt. The foundation decides whether to give it back.
 */
export function StrayCollectionEmail(p: StrayCollectionProps) {
  const when = p.paidAt.toLocaleDateString("nl-NL", {
    timeZone: "Europe/Amsterdam",
    dateStyle: "long",
  });
  return (
    <BaseLayout
      preview={`${formatCents(p.amountCents)} afgeschreven bij ${p.donorName} buiten de gift om`}
      siteUrl={p.siteUrl}
      footerNote="Verstuurd door de website bij een incasso van Mollie die niet bij de gift hoort."
    >
      <EmailHeading>Een maand afgeschreven buiten de gift om</EmailHeading>
      <Paragraph>
        Mollie heeft een maand afgeschreven met een abonnement dat de website niet als dat van deze
        gift kende (het antwoord op het aanmaken ervan kwam te laat). De website heeft dat
        abonnement bij Mollie stopgezet: er wordt niets meer mee afgeschreven.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Donateur", `${p.donorName} (${p.email})`],
          ["Kenmerk machtiging", p.mandateReference],
          ["Status van de gift", STRAY_STATUS[p.status]],
          ["Bedrag", formatCents(p.amountCents)],
          ["Betaald op", when],
          ["Mollie-betaling", p.paymentId],
          ["Mollie-abonnement", p.subscriptionId],
        ]}
      />
      <Paragraph>
        Het bedrag staat als betaalde maand bij de gift (jaaroverzicht en Mijn giften), zodat het
        niet zoekraakt. De donateur kreeg geen bedankmail. Neem contact op met de donateur: betaal
        je het bedrag in het Mollie-dashboard terug, dan wordt de maand vanzelf als terugbetaald
        geboekt en telt hij nergens meer mee.
      </Paragraph>
    </BaseLayout>
  );
}
