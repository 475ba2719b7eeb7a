import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * 'Mijn giften': the e-mailed sign-in links and the donor sessions they open. Both keep
 * only a SHA-256 hash of their secret, so a copy of the database signs nobody in.
 * Addresses are stored lower-case.
 */
export const donorSignInLinks = pgTable(
  "donor_sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the link opened a session: a link works once. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("donor_sign_in_links_expires_idx").on(t.expiresAt)],
);

/** A donor's signed-in browser; `expiresAt` moves an hour ahead on every request. */
export const donorSessions = pgTable(
  "donor_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("donor_sessions_expires_idx").on(t.expiresAt)],
);
