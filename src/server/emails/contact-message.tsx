import { BaseLayout, EmailHeading, Paragraph } from "./base-layout";
import { DetailsTable, Quote } from "./details-table";

export interface ContactMessageEmailProps {
  name: string;
  email: string;
  phone?: string;
  message: string;
  siteUrl: string;
}

export const contactMessageSubject = (name: string) =>
  `Nieuw bericht via het contactformulier van ${name}`;

/** To the foundation, reply-to the sender: a message from the contact form. */
export function ContactMessageEmail({
  name,
  email,
  phone,
  message,
  siteUrl,
}: ContactMessageEmailProps) {
  return (
    <BaseLayout
      preview={`Bericht van ${name}`}
      siteUrl={siteUrl}
      footerNote="Verstuurd via het contactformulier op de website. Beantwoorden gaat direct naar de afzender."
    >
      <EmailHeading>Nieuw bericht via de website</EmailHeading>
      <DetailsTable
        rows={[
          ["Naam", name],
          ["E-mailadres", email],
          ["Telefoon", phone || "Niet opgegeven"],
        ]}
      />
      <Paragraph>Bericht:</Paragraph>
      <Quote>{message}</Quote>
    </BaseLayout>
  );
}
