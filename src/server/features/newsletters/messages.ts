import { createHash } from "node:crypto";
import { render, toPlainText } from "@react-email/render";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { newsletters } from "../../db/schema";
import { NewsletterEmail } from "../../emails/newsletter";
import {
  listUnsubscribeHeaders,
  type UnsubscribeLinkOptions,
  unsubscribeUrl,
} from "../../emails/unsubscribe-link";
import addressparser from "nodemailer/lib/addressparser";
import type { SendMailOptions } from "nodemailer";
import type { ClaimedDelivery } from "./store";

/** Stands in for each recipient's own unsubscribe URL in the once-rendered newsletter. */
const UNSUBSCRIBE_PLACEHOLDER = "https://afmelden.invalid/qamar-placeholder";

type Newsletter = typeof newsletters.$inferSelect;
export type MailConfig = Pick<Config, "MAIL_FROM" | "FOUNDATION_EMAIL" | "PUBLIC_URL">;

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

interface Compiled {
  checkedAt: number;
  newsletter: Newsletter;
  html: string;
  text: string;
}

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return (first?.address ?? from).split("@").pop()?.toLowerCase() || "localhost";
}

/**
 * The same for every send of one newsletter to one address (also a manual re-send of a
 * delivery in doubt), so a mailbox can recognise a second copy.
 */
export function newsletterMessageId(newsletterId: string, email: string, domain: string): string {
  const who = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24);
  return `<nieuwsbrief.${newsletterId}.${who}@${domain}>`;
}

/**
 * Renders each newsletter once (re-rendered when it is edited, checked every few
 * seconds) and fills in each recipient's address, Message-ID and unsubscribe link;
 * nodemailer's composer builds and encodes the MIME message.
 */
export function createMessageSource(
  db: Db,
  config: MailConfig,
  secret: string,
  recheckMs = 3000,
): (delivery: ClaimedDelivery) => Promise<SendMailOptions | null> {
  const cache = new Map<string, Compiled>();
  const links: UnsubscribeLinkOptions = {
    secret,
    publicUrl: config.PUBLIC_URL,
    mailbox: config.FOUNDATION_EMAIL,
  };
  const domain = senderDomain(config.MAIL_FROM);

  async function compiled(id: string): Promise<Compiled | null> {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.checkedAt < recheckMs) return hit;
    const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
    if (!row) {
      cache.delete(id);
      return null;
    }
    if (hit && hit.newsletter.updatedAt.getTime() === row.updatedAt.getTime()) {
      hit.checkedAt = Date.now();
      return hit;
    }
    const { html, text } = await renderNewsletter(row, config.PUBLIC_URL, UNSUBSCRIBE_PLACEHOLDER);
    const entry = { checkedAt: Date.now(), newsletter: row, html, text };
    cache.set(id, entry);
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
      subject: c.newsletter.subject,
      messageId: newsletterMessageId(id, email, domain),
      headers: listUnsubscribeHeaders(links, email),
      html: c.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url.replaceAll("&", "&amp;")),
      text: c.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url),
    };
  };
}
