import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small admin-editable settings (e.g. gold and silver price per gram for the zakat calculator). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per-IP request counters of the public routes' rate limits, shared by every instance:
 * one row per client and route, counting requests until `expires_at` ends the window.
 * Expired rows are deleted as the limiter goes (src/server/http/rate-limit-store.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);
