import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { formatAddress, site } from "@shared/site";
import type { ReactNode } from "react";

/**
 * The site's colours as plain hex: e-mail clients know no Tailwind tokens.
 * Every text/background pair here meets WCAG AA.
 */
export const emailColors = {
  primary: "#14532d",
  background: "#f5f1ea",
  surface: "#ffffff",
  text: "#1c1917",
  muted: "#57534e",
  border: "#e7e0d4",
} as const;

const font = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface BaseLayoutProps {
  /** The line mail apps show next to the subject. */
  preview: string;
  children: ReactNode;
  /** Link under the logo and in the footer; PUBLIC_URL. */
  siteUrl?: string;
  /** Newsletters: shows 'Afmelden' in the footer. */
  unsubscribeUrl?: string;
  /** Why the reader gets this e-mail, above the foundation's details. */
  footerNote?: string;
}

/**
 * The one layout every e-mail uses: a text logo, a white card on a
 * warm background, the foundation's details in the footer. No images, so it reads the
 * same when a mail app blocks them.
 */
export function BaseLayout({
  preview,
  children,
  siteUrl,
  unsubscribeUrl,
  footerNote,
}: BaseLayoutProps) {
  const { contact, registration } = site;
  return (
    <Html lang="nl" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: emailColors.background,
          color: emailColors.text,
          fontFamily: font,
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container style={{ maxWidth: 600, margin: "0 auto", padding: "0 16px" }}>
          <Section style={{ padding: "8px 0 16px" }}>
            <Link
              href={siteUrl}
              style={{
                color: emailColors.primary,
                fontSize: 24,
                fontWeight: 700,
                textDecoration: "none",
              }}
            >
              {site.name}
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: emailColors.surface,
              border: `1px solid ${emailColors.border}`,
              borderTop: `4px solid ${emailColors.primary}`,
              borderRadius: 8,
              padding: "24px 24px 8px",
            }}
          >
            {children}
          </Section>
          <Section
            style={{
              padding: "16px 8px",
              color: emailColors.muted,
              fontSize: 13,
              lineHeight: "20px",
            }}
          >
            {footerNote ? <Text style={footerText}>{footerNote}</Text> : null}
            <Text style={footerText}>
              <strong>{site.name}</strong>
              <br />
              {formatAddress()}
              <br />
              {`KvK ${registration.kvk} · RSIN ${registration.rsin}`}
              <br />
              {/* Plain text: mail apps link phone numbers themselves, and a tel: link
                  would print the number twice in the text part. */}
              {`Telefoon ${contact.phone} · E-mail `}
              <Link href={`mailto:${contact.email}`} style={footerLink}>
                {contact.email}
              </Link>
            </Text>
            {unsubscribeUrl ? (
              <>
                <Hr style={{ borderColor: emailColors.border, margin: "12px 0" }} />
                <Text style={footerText}>
                  {"Wilt u deze e-mails niet meer ontvangen? "}
                  <Link href={unsubscribeUrl} style={footerLink}>
                    Afmelden
                  </Link>
                </Text>
              </>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText = {
  margin: "0 0 8px",
  fontSize: 13,
  lineHeight: "20px",
  color: emailColors.muted,
};
const footerLink = { color: emailColors.primary, textDecorationLine: "underline" } as const;

/** Building blocks for templates, so every e-mail looks alike. */
export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      style={{ color: emailColors.primary, fontSize: 22, lineHeight: "30px", margin: "0 0 16px" }}
    >
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: 16, lineHeight: "26px", margin: "0 0 16px", color: emailColors.text }}>
      {children}
    </Text>
  );
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: emailColors.primary,
          color: "#ffffff",
          borderRadius: 6,
          fontSize: 16,
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Under a button: its address as a plain link, for a mail client that shows no button. */
export function ButtonFallback({ href }: { href: string }) {
  return (
    <Paragraph>
      {"Werkt de knop niet? Open dan deze link: "}
      <Link href={href}>{href}</Link>
    </Paragraph>
  );
}

/** The closing greeting of every e-mail to a visitor. */
export function SignOff() {
  return (
    <Paragraph>
      Met vriendelijke groet,
      <br />
      {site.name}
    </Paragraph>
  );
}
