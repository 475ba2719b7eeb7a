import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small admin-editable settings (e.g. gold and silver price per gram for the zakat calculator). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
