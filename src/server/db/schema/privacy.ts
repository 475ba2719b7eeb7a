import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** How many records of one table an erasure deleted and how many it kept without the person. */
export type ErasureCounts = Record<string, { deleted: number; anonymised: number }>;

/**
 * One line per erasure request carried out in the admin (right to erasure): who did it,
 * when, and how many records per table. Never the erased address or data.
 */
export const privacyErasures = pgTable(
  "privacy_erasures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: text("admin_user_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    counts: jsonb("counts").$type<ErasureCounts>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_erasures_created_idx").on(t.createdAt)],
);
