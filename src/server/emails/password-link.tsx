import { site } from "@shared/site";
import {
  BaseLayout,
  ButtonFallback,
  EmailButton,
  EmailHeading,
  Paragraph,
  SignOff,
} from "./base-layout";

export interface PasswordLinkEmailProps {
  siteUrl: string;
  /** better-auth's single-use link; it opens /auth with the form for a new password. */
  resetUrl: string;
  minutes: number;
  /**
   * The address may become the first admin (ADMIN_EMAILS) and no admin exists yet:
   * choosing the password through this link is what makes it admin.
   */
  firstAdmin: boolean;
}

export const passwordResetSubject = `Nieuw wachtwoord voor het beheer van ${site.name}`;
export const firstAdminSubject = `Bevestig uw adres als beheerder van ${site.name}`;

/**
 * The link to choose a password for an account of the admin area: asked for with
 * 'Wachtwoord vergeten?', or, for the first admin, sent on sign-up to prove the address.
 */
export function PasswordLinkEmail(p: PasswordLinkEmailProps) {
  const valid = `De link werkt één keer en is ${p.minutes} minuten geldig.`;
  return (
    <BaseLayout
      preview={
        p.firstAdmin ? "Bevestig uw adres en kies uw wachtwoord." : "Kies een nieuw wachtwoord."
      }
      siteUrl={p.siteUrl}
      footerNote={
        p.firstAdmin
          ? "U ontvangt deze e-mail omdat met dit adres een account voor het beheer van de website werd aangemaakt. Was u dat niet? Dan kunt u deze e-mail negeren: zonder deze link wordt niemand beheerder."
          : "U ontvangt deze e-mail omdat iemand op onze website een nieuw wachtwoord voor dit adres aanvroeg. Was u dat niet? Dan kunt u deze e-mail negeren: uw wachtwoord blijft hetzelfde."
      }
    >
      <EmailHeading>{p.firstAdmin ? "Beheerder worden" : "Nieuw wachtwoord"}</EmailHeading>
      <Paragraph>
        {p.firstAdmin
          ? `Met dit adres is een account voor het beheer van de website van ${site.name} aangemaakt. Kies met de knop hieronder het wachtwoord van dit account. Daarmee bevestigt u dat het adres van u is, en wordt u de eerste beheerder. ${valid}`
          : `Met de knop hieronder kiest u een nieuw wachtwoord voor uw account in het beheer van de website van ${site.name}. ${valid}`}
      </Paragraph>
      <EmailButton href={p.resetUrl}>
        {p.firstAdmin ? "Wachtwoord kiezen" : "Nieuw wachtwoord kiezen"}
      </EmailButton>
      <ButtonFallback href={p.resetUrl} />
      <SignOff />
    </BaseLayout>
  );
}
