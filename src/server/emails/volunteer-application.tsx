import { BaseLayout, EmailHeading, Paragraph } from "./base-layout";
import { DetailsTable, Quote } from "./details-table";

export interface VolunteerApplicationEmailProps {
  name: string;
  email: string;
  phone?: string;
  organization?: string;
  motivation: string;
  experience?: string;
  network?: string;
  siteUrl: string;
}

export const volunteerApplicationSubject = (name: string) =>
  `Nieuwe aanmelding vrijwilliger: ${name}`;

/** To the foundation: a volunteer application, stored first and then mailed. */
export function VolunteerApplicationEmail(props: VolunteerApplicationEmailProps) {
  const none = "Niet opgegeven";
  return (
    <BaseLayout
      preview={`Aanmelding van ${props.name}`}
      siteUrl={props.siteUrl}
      footerNote="Verstuurd via het aanmeldformulier voor vrijwilligers op de website."
    >
      <EmailHeading>Nieuwe aanmelding als vrijwilliger</EmailHeading>
      <DetailsTable
        rows={[
          ["Naam", props.name],
          ["E-mailadres", props.email],
          ["Telefoon", props.phone || none],
          ["Organisatie", props.organization || none],
        ]}
      />
      <Paragraph>Motivatie:</Paragraph>
      <Quote>{props.motivation}</Quote>
      <Paragraph>Ervaring:</Paragraph>
      <Quote>{props.experience || none}</Quote>
      <Paragraph>Netwerk:</Paragraph>
      <Quote>{props.network || none}</Quote>
    </BaseLayout>
  );
}
