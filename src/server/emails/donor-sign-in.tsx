import { site } from "@shared/site";
import {
  BaseLayout,
  ButtonFallback,
  EmailButton,
  EmailHeading,
  Paragraph,
  SignOff,
} from "./base-layout";

export interface DonorSignInEmailProps {
  siteUrl: string;
  /** The single-use link that opens 'Mijn giften' (valid for LINK_MINUTES). */
  signInUrl: string;
  minutes: number;
}

export const donorSignInSubject = `Uw link naar Mijn giften bij ${site.name}`;

/** The sign-in link of 'Mijn giften', sent only to an address with gifts. */
export function DonorSignInEmail(p: DonorSignInEmailProps) {
  return (
    <BaseLayout
      preview="Met deze link bekijkt u uw giften."
      siteUrl={p.siteUrl}
      footerNote="U ontvangt deze e-mail omdat iemand op onze website een link naar Mijn giften voor dit adres aanvroeg. Was u dat niet? Dan kunt u deze e-mail negeren."
    >
      <EmailHeading>Mijn giften</EmailHeading>
      <Paragraph>
        {`Met de knop hieronder ziet u uw giften aan ${site.name}, uw maandelijkse gift en uw jaaroverzichten. De link werkt één keer en is ${p.minutes} minuten geldig.`}
      </Paragraph>
      <EmailButton href={p.signInUrl}>Naar Mijn giften</EmailButton>
      <ButtonFallback href={p.signInUrl} />
      <SignOff />
    </BaseLayout>
  );
}
