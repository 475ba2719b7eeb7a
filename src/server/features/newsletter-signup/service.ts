import type { NewsletterSignup } from "@shared/schemas/newsletter-signup";
import { CONFIRM_ERRORS } from "@shared/newsletter-signup";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSignups } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { DomainError, InvalidInputError } from "../../http/errors";
import { isValidSignupToken, requestNewsletterSignup } from "../../newsletter-signups";
import type { Services } from "../../services";

type Deps = Pick<Services, "database" | "mailer" | "config" | "secret">;

/**
 * The footer's newsletter sign-up and the confirmation link of every sign-up (double
 * opt-in, docs/product/newsletter.md). Only a confirmed sign-up makes a subscriber.
 */
export function createNewsletterSignupService(deps: Deps) {
  const db = deps.database.db;
  return {
    /** Same outcome for every address: known, unknown, subscribed or suppressed. */
    async signUp(input: NewsletterSignup, now = new Date()): Promise<void> {
      await db.transaction((tx) =>
        requestNewsletterSignup(deps, tx as Db, { email: input.email, source: "footer" }, now),
      );
    },

    /**
     * Confirms a sign-up once: the row is deleted as its consent moves onto the
     * subscriber (created, or subscribed again after an unsubscribe: the visitor asked for
     * it twice). A suppression stays: sends keep leaving a suppressed address out.
     */
    async confirm(input: { id: string; token: string }, now = new Date()) {
      if (!isUuid(input.id) || !isValidSignupToken(deps.secret, input.id, input.token)) {
        throw new InvalidInputError(CONFIRM_ERRORS.invalid);
      }
      await db.transaction(async (tx) => {
        const [signup] = await tx
          .delete(newsletterSignups)
          .where(and(eq(newsletterSignups.id, input.id), gt(newsletterSignups.expiresAt, now)))
          .returning();
        if (!signup) {
          const { title, message } = CONFIRM_ERRORS.expired;
          throw new DomainError("not-found", title, message);
        }
        await tx.execute(sql`
          insert into email_subscribers
            (email, source, subscribed, consent_source, consent_text, consent_at, consent_confirmed_at)
          values (${signup.email}, 'signup', true, ${signup.source}, ${signup.consentText},
            ${signup.createdAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          on conflict ((lower(email))) do update set
            subscribed = true, unsubscribed_at = null,
            consent_source = excluded.consent_source, consent_text = excluded.consent_text,
            consent_at = excluded.consent_at, consent_confirmed_at = excluded.consent_confirmed_at,
            updated_at = now()`);
      });
      return { status: "confirmed" as const };
    },
  };
}
