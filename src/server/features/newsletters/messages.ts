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
import {
  listUnsubscribeHeaders,
  type UnsubscribeLinkOptions,
  unsubscribeUrl,
} from "../../emails/unsubscribe-link";
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

/** A newsletter rendered once, with a placeholder where each unsubscribe link goes. */
export interface RenderedNewsletter {
  id: string;
  subject: string;
  html: string;
  text: string;
}

interface Compiled extends RenderedNewsletter {
  checkedAt: number;
  updatedAt: number;
}

/** Renders a newsletter once for all its recipients (see `recipientMessage`). */
export async function renderForRecipients(
  n: Parameters<typeof renderNewsletter>[0] & { id: string },
  siteUrl: string,
): Promise<RenderedNewsletter> {
  const { html, text } = await renderNewsletter(n, siteUrl, UNSUBSCRIBE_PLACEHOLDER);
  return { id: n.id, subject: n.subject, html, text };
}

export interface RecipientMessageOptions {
  from: string;
  links: UnsubscribeLinkOptions;
  /** The domain of the Message-IDs (the sender's). */
  domain: string;
}

/**
 * One recipient's message: the address, a stable Message-ID, and the recipient's own
 * unsubscribe link in the body and in the List-Unsubscribe headers. nodemailer's composer
 * builds and encodes the MIME message from it.
 */
export function recipientMessage(
  n: RenderedNewsletter,
  email: string,
  { from, links, domain }: RecipientMessageOptions,
): SendMailOptions {
  const url = unsubscribeUrl(links, email);
  return {
    from,
    to: email,
    replyTo: links.mailbox,
    subject: n.subject,
    messageId: newsletterMessageId(n.id, email, domain),
    headers: listUnsubscribeHeaders(links, email, url),
    html: n.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url.replaceAll("&", "&amp;")),
    text: n.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url),
  };
}

/** The Message-ID domain: that of the sender's address. */
export function messageIdDomain(mailFrom: string): string {
  const [from] = addressparser(mailFrom, { flatten: true });
  return from?.address?.split("@").pop()?.toLowerCase() || "localhost";
}

/**
 * Renders each newsletter once (again when it is edited: checked every few seconds) and
 * builds each recipient's message from it.
 */
export function createMessageSource(
  db: Db,
  config: Pick<Config, "MAIL_FROM" | "FOUNDATION_EMAIL" | "PUBLIC_URL">,
  secret: string,
  recheckMs = 3000,
): (delivery: ClaimedDelivery) => Promise<SendMailOptions | null> {
  const cache = new Map<string, Compiled>();
  const options: RecipientMessageOptions = {
    from: config.MAIL_FROM,
    links: { secret, publicUrl: config.PUBLIC_URL, mailbox: config.FOUNDATION_EMAIL },
    domain: messageIdDomain(config.MAIL_FROM),
  };

  async function compiled(id: string): Promise<Compiled | null> {
    let entry = cache.get(id);
    if (entry && Date.now() - entry.checkedAt < recheckMs) return entry;
    const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
    if (!row) {
      cache.delete(id);
      return null;
    }
    if (entry?.updatedAt !== row.updatedAt.getTime()) {
      entry = {
        ...(await renderForRecipients(row, config.PUBLIC_URL)),
        checkedAt: 0,
        updatedAt: row.updatedAt.getTime(),
      };
      cache.set(id, entry);
    }
    entry.checkedAt = Date.now();
    return entry;
  }

  return async ({ newsletter_id: id, email }) => {
    const c = await compiled(id);
    return c ? recipientMessage(c, email, options) : null;
  };
}
