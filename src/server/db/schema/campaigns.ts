import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A fundraising campaign. Amounts are cents here; the API speaks euros. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    targetAmountCents: integer("target_amount_cents").notNull(),
    currentAmountCents: integer("current_amount_cents").notNull().default(0),
    daysLeft: integer("days_left").notNull().default(0),
    supporters: integer("supporters").notNull().default(0),
    urgency: text("urgency", { enum: ["URGENT", "HIGH", "NORMAL"] })
      .notNull()
      .default("NORMAL"),
    /** Donations to this destination count towards the campaign (the demo campaign: winterhulp). */
    destination: text("destination"),
    isActive: boolean("is_active").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaigns_active_idx").on(t.isActive, t.createdAt)],
);
