import { Img } from "@react-email/img";
import { Section } from "@react-email/section";
import { site } from "@shared/site";
import { BaseLayout, EmailButton, EmailHeading, emailColors } from "./base-layout";
import { newsletterBodyHtml } from "./newsletter-content";

export interface NewsletterEmailProps {
  title: string;
  subject: string;
  /** Stored content: sanitised HTML or plain text (sanitised again here). */
  content: string;
  imageUrl?: string | null;
  videoUrl?: string | null;
  donationLink?: string | null;
  /** An image-first layout (a flyer): the image leads, the text follows. */
  flyerMode?: boolean;
  siteUrl: string;
  /** The recipient's own link; the sender renders once with a placeholder (render.ts). */
  unsubscribeUrl: string;
}

/**
 * The newsletter on the one base layout (docs/product/newsletter.md). The admin preview
 * renders this same component, so what the admin sees is what subscribers get.
 */
export function NewsletterEmail(p: NewsletterEmailProps) {
  const image = p.imageUrl ? (
    <Img
      src={p.imageUrl}
      alt={p.title}
      width="100%"
      style={{
        width: "100%",
        maxWidth: 552,
        height: "auto",
        borderRadius: 6,
        margin: p.flyerMode ? "0 0 20px" : "0 0 16px",
      }}
    />
  ) : null;
  return (
    <BaseLayout
      preview={p.subject}
      siteUrl={p.siteUrl}
      unsubscribeUrl={p.unsubscribeUrl}
      footerNote={`U ontvangt deze nieuwsbrief omdat u zich heeft aangemeld bij of heeft gedoneerd aan ${site.name}.`}
    >
      {p.flyerMode ? image : null}
      <EmailHeading>{p.title}</EmailHeading>
      {p.flyerMode ? null : image}
      <Section>
        <div
          style={{ fontSize: 16, lineHeight: "26px", color: emailColors.text }}
          // Sanitised with an allowlist in newsletterBodyHtml (newsletter-content.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: allowlisted HTML
          dangerouslySetInnerHTML={{ __html: newsletterBodyHtml(p.content) }}
        />
      </Section>
      {p.videoUrl ? <EmailButton href={p.videoUrl}>Bekijk de video</EmailButton> : null}
      {p.donationLink ? <EmailButton href={p.donationLink}>Doneer nu</EmailButton> : null}
    </BaseLayout>
  );
}
