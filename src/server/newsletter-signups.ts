import { createElement } from "react";
import { consentText, SIGNUP_VALID_DAYS, type SignupSource } from "@shared/newsletter-consent";
import { paths } from "@shared/paths";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { selectRows } from "./db/rows";
import { newsletterSignups } from "./db/schema";
import { isSuppressed } from "./db/suppressions";
import {
  NewsletterConfirmationEmail,
  newsletterConfirmationSubject,
} from "./emails/newsletter-confirmation";
import { isSigned, sign } from "./keys";
import type { Services } from "./services";

/**
 * The request half of the newsletter's double opt-in, shared by the footer's sign-up
 * (features/newsletter-signup) and the donation forms' box (features/donations): a
 * sign-up row with the consent, and the e-mail with its signed link, in one transaction.
 * The confirming half lives in features/newsletter-signup. docs/decisions/054.
 */

/** A second sign-up of the same address within this time sends no second e-mail. */
const RESEND_AFTER_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isValidSignupToken(appSecret: string, signupId: string, token: string): boolean {
  return isSigned(appSecret, "newsletterSignup", signupId, token);
}

function signupConfirmUrl(publicUrl: string, appSecret: string, signupId: string): string {
  const query = new URLSearchParams({
    id: signupId,
    token: sign(appSecret, "newsletterSignup", signupId),
  });
  return `${publicUrl}${paths.newsletterConfirm}?${query}`;
}

type Deps = Pick<Services, "mailer" | "config" | "secret">;

/**
 * Stores a sign-up and queues its confirmation e-mail, in `db` (the caller's transaction:
 * its lock on the address lasts until that transaction ends). Says nothing about the
 * address to the caller: a suppressed address (the mail server refused it permanently)
 * and an address that asked within the last minutes get no e-mail, and nothing is stored
 * for them.
 */
export async function requestNewsletterSignup(
  { mailer, config, secret }: Deps,
  db: Db,
  input: { email: string; source: SignupSource },
  now = new Date(),
): Promise<void> {
  const email = input.email.trim();
  const since = new Date(now.getTime() - RESEND_AFTER_MS);
  // One sign-up of an address at a time (held to the end of the caller's transaction): two
  // requests at once would both find no recent sign-up and both send an e-mail.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`newsletter-signup:${email.toLowerCase()}`}))`,
  );
  const [blocked] = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one where ${isSuppressed(sql`${email}`)} or exists (
      select 1 from ${newsletterSignups} s
      where lower(s.email) = lower(${email}) and s.created_at > ${since.toISOString()}::timestamptz)`,
  );
  if (blocked) return;
  const [row] = await db
    .insert(newsletterSignups)
    .values({
      email,
      source: input.source,
      consentText: consentText(input.source),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGNUP_VALID_DAYS * DAY_MS),
    })
    .returning({ id: newsletterSignups.id });
  await mailer.send({
    template: "newsletter-confirmation",
    to: email,
    subject: newsletterConfirmationSubject,
    element: createElement(NewsletterConfirmationEmail, {
      confirmUrl: signupConfirmUrl(config.PUBLIC_URL, secret, row!.id),
      siteUrl: config.PUBLIC_URL,
    }),
    db,
  });
}
