import { site } from "@shared/site";
import { BaseLayout, EmailButton, EmailHeading, Paragraph, SignOff } from "./base-layout";

export const testEmailSubject = `Testbericht van ${site.name}`;

export interface TestEmailProps {
  siteUrl: string;
  sentAt: Date;
}

/** Sent from the admin's e-mail page to check that e-mail leaves the site. */
export function TestEmail({ siteUrl, sentAt }: TestEmailProps) {
  const when = sentAt.toLocaleString("nl-NL", {
    timeZone: "Europe/Amsterdam",
    dateStyle: "long",
    timeStyle: "short",
  });
  return (
    <BaseLayout preview="Als u dit leest, werkt het versturen van e-mail." siteUrl={siteUrl}>
      <EmailHeading>{testEmailSubject}</EmailHeading>
      <Paragraph>
        {`Dit is een testbericht van de website van ${site.name}. Als u dit leest, worden e-mails van de website goed verstuurd.`}
      </Paragraph>
      <Paragraph>{`Verstuurd op ${when} vanaf ${siteUrl}.`}</Paragraph>
      <EmailButton href={siteUrl}>Naar de website</EmailButton>
      <SignOff />
    </BaseLayout>
  );
}
