import { site } from "@shared/site";
import { BaseLayout, EmailHeading, Paragraph, SignOff } from "./base-layout";

export interface YearlyStatementEmailProps {
  year: number;
  donorName: string | null;
  siteUrl: string;
}

export const yearlyStatementSubject = (year: number) =>
  `Uw jaaroverzicht giften ${year} van ${site.name}`;

/** A short letter with the yearly statement attached as PDF (documents/statement.tsx). */
export function YearlyStatementEmail(p: YearlyStatementEmailProps) {
  return (
    <BaseLayout
      preview={`Het overzicht van uw giften in ${p.year}, voor uw belastingaangifte.`}
      siteUrl={p.siteUrl}
      footerNote={`U ontvangt deze e-mail omdat u in ${p.year} aan ${site.name} gaf.`}
    >
      <EmailHeading>{`Jaaroverzicht giften ${p.year}`}</EmailHeading>
      <Paragraph>{p.donorName ? `Beste ${p.donorName},` : "Beste donateur,"}</Paragraph>
      <Paragraph>
        {`Hartelijk dank voor uw steun in ${p.year}. In de bijlage vindt u het overzicht van alle giften die wij dat jaar van u ontvingen, met het totaal.`}
      </Paragraph>
      <Paragraph>
        {`${site.name} is door de Belastingdienst erkend als ANBI (RSIN ${site.registration.rsin}). Giften aan een ANBI zijn aftrekbaar binnen de regels van de Belastingdienst. Bewaar het overzicht bij uw administratie.`}
      </Paragraph>
      <SignOff />
    </BaseLayout>
  );
}
