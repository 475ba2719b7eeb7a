import type { DocumentRef } from "../../documents/refs";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every e-mail the site sends is written here first (the durable outbox), then sent by a
 * job: an SMTP outage loses nothing. With MAIL_TRANSPORT=outbox nothing leaves the
 * machine and rows stay 'stored' for the admin to read.
 */
export const outboundEmails = pgTable(
  "outbound_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Documents (PDF) sent with the e-mail, rendered at delivery from what they refer to. */
    attachments: jsonb("attachments").$type<DocumentRef[]>().notNull().default([]),
    /** queued -> sent | stored (outbox transport) | failed (gave up after retries) */
    status: text("status", { enum: ["queued", "sent", "stored", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /**
     * Set while one delivery attempt sends the e-mail: a second job for the same row (a
     * resend and a sweep at once, a job retried on another instance) leaves it alone
     * until then. Ends with the attempt; a crashed attempt's claim runs out by itself.
     */
    sendingUntil: timestamp("sending_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbound_emails_status_idx").on(t.status, t.createdAt),
    // The e-mails one address got lately (db/mail-limits.ts).
    index("outbound_emails_to_idx").on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);
