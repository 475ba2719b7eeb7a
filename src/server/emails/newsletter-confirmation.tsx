import { SIGNUP_VALID_DAYS } from "@shared/newsletter-consent";
import { site } from "@shared/site";
import {
  BaseLayout,
  ButtonFallback,
  EmailButton,
  EmailHeading,
  Paragraph,
  SignOff,
} from "./base-layout";

export interface NewsletterConfirmationEmailProps {
  confirmUrl: string;
  siteUrl: string;
}

export const newsletterConfirmationSubject = `Bevestig uw aanmelding voor de nieuwsbrief van ${site.name}`;

/** To whoever signed up (footer or a donation form's box): the double opt-in link. */
export function NewsletterConfirmationEmail({
  confirmUrl,
  siteUrl,
}: NewsletterConfirmationEmailProps) {
  return (
    <BaseLayout
      preview="Nog één klik: bevestig uw aanmelding"
      siteUrl={siteUrl}
      footerNote="U ontvangt deze e-mail omdat dit adres op onze website is opgegeven voor de nieuwsbrief. Was u dat niet? Dan hoeft u niets te doen: zonder bevestiging wordt u niet aangemeld."
    >
      <EmailHeading>Bevestig uw aanmelding</EmailHeading>
      <Paragraph>
        Bedankt voor uw interesse in {site.name}. Klik op de knop om uw aanmelding voor onze
        nieuwsbrief te bevestigen. De link werkt {SIGNUP_VALID_DAYS} dagen en één keer.
      </Paragraph>
      <EmailButton href={confirmUrl}>Aanmelding bevestigen</EmailButton>
      <ButtonFallback href={confirmUrl} />
      <SignOff />
    </BaseLayout>
  );
}
