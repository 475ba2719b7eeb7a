import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { outboundEmails } from "./email";

/**
 * One row per donor and year whose yearly statement was e-mailed: written in the same
 * transaction as the e-mail, so a statement run sends each donor-year exactly once, however
 * often it runs or restarts. `email` is lower-cased (donors are matched in any case).
 */
export const statementSends = pgTable(
  "statement_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    year: integer("year").notNull(),
    emailId: uuid("email_id").references(() => outboundEmails.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("statement_sends_email_year_uq").on(t.email, t.year)],
);
