import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Contact data is kept until resolved plus six months (privacy retention). */
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
});

export const volunteerApplications = pgTable("volunteer_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  organization: text("organization"),
  motivation: text("motivation").notNull(),
  experience: text("experience"),
  network: text("network"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
