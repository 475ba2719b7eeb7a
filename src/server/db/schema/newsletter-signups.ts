import { signupSources } from "@shared/newsletter-consent";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A newsletter sign-up waiting for its confirmation (double opt-in): made by the footer
 * or a donation form's box, confirmed by the signed link in its e-mail. Confirming moves
 * the consent onto the subscriber and deletes the row, so a link works once; a row
 * whose `expires_at` has passed no longer confirms and the daily retention job removes
 * it (docs/decisions/054).
 */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source", { enum: signupSources }).notNull(),
    /** The exact text the visitor saw when signing up. */
    consentText: text("consent_text").notNull(),
    /** When the visitor signed up: the consent time. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("newsletter_signups_email_idx").on(sql`lower(${t.email})`),
    index("newsletter_signups_expires_idx").on(t.expiresAt),
  ],
);
