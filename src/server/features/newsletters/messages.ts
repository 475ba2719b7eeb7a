import { createHash } from "node:crypto";
import { render, toPlainText } from "@react-email/render";
import { eq } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { createElement } from "react";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { newsletters } from "../../db/schema";
import { NewsletterEmail } from "../../emails/newsletter";
import { listUnsubscribeHeaders, unsubscribeUrl } from "../../emails/unsubscribe-link";
import type { ClaimedDelivery } from "./store";

/** Stands in for each recipient's own unsubscribe URL in the once-rendered newsletter. */
const UNSUBSCRIBE_PLACEHOLDER = "https://afmelden.invalid/qamar-placeholder";

type Newsletter = typeof newsletters.$inferSelect;

/** The newsletter email exactly as sent, for one unsubscribe URL (also the admin preview). */
export async function renderNewsletter(
  n: Pick<
    Newsletter,
    "title" | "subject" | "content" | "imageUrl" | "videoUrl" | "donationLink" | "flyerMode"
  >,
  siteUrl: string,
  unsubscribe: string,
): Promise<{ html: string; text: string }> {
  const html = await render(
    createElement(NewsletterEmail, { ...n, siteUrl, unsubscribeUrl: unsubscribe }),
  );
  return { html, text: toPlainText(html) };
}

/**
 * The same for every send of one newsletter to one address (also a manual re-send of a
 * delivery in doubt), so a mailbox can recognise a second copy.
 */
export function newsletterMessageId(newsletterId: string, email: string, domain: string): string {
  const who = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24);
  return `<nieuwsbrief.${newsletterId}.${who}@${domain}>`;
}

interface Compiled {
  checkedAt: number;
  updatedAt: number;
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders each newsletter once (again when it is edited: checked every few seconds) and
 * fills in each recipient's address, Message-ID and unsubscribe link; nodemailer's
 * composer builds and encodes the MIME message.
 */
export function createMessageSource(
  db: Db,
  config: Pick<Config, "MAIL_FROM" | "FOUNDATION_EMAIL" | "PUBLIC_URL">,
  secret: string,
  recheckMs = 3000,
): (delivery: ClaimedDelivery) => Promise<SendMailOptions | null> {
  const cache = new Map<string, Compiled>();
  const links = { secret, publicUrl: config.PUBLIC_URL, mailbox: config.FOUNDATION_EMAIL };
  const [from] = addressparser(config.MAIL_FROM, { flatten: true });
  const domain = from?.address?.split("@").pop()?.toLowerCase() || "localhost";

  async function compiled(id: string): Promise<Compiled | null> {
    let entry = cache.get(id);
    if (entry && Date.now() - entry.checkedAt < recheckMs) return entry;
    const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
    if (!row) {
      cache.delete(id);
      return null;
    }
    if (entry?.updatedAt !== row.updatedAt.getTime()) {
      const { html, text } = await renderNewsletter(
        row,
        config.PUBLIC_URL,
        UNSUBSCRIBE_PLACEHOLDER,
      );
      entry = {
        checkedAt: 0,
        updatedAt: row.updatedAt.getTime(),
        subject: row.subject,
        html,
        text,
      };
      cache.set(id, entry);
    }
    entry.checkedAt = Date.now();
    return entry;
  }

  return async ({ newsletter_id: id, email }) => {
    const c = await compiled(id);
    if (!c) return null;
    const url = unsubscribeUrl(links, email);
    return {
      from: config.MAIL_FROM,
      to: email,
      replyTo: config.FOUNDATION_EMAIL,
      subject: c.subject,
      messageId: newsletterMessageId(id, email, domain),
      headers: listUnsubscribeHeaders(links, email),
      html: c.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url.replaceAll("&", "&amp;")),
      text: c.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url),
    };
  };
}
