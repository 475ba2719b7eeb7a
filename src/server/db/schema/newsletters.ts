import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { signupSources, subscriberSources } from "@shared/newsletter-consent";
import { newsletterFilters } from "@shared/schemas/newsletter";
import { campaigns } from "./campaigns";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A newsletter. Empty optional values are stored as null. */
export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    subject: text("subject").notNull(),
    /** Sanitised HTML (allowlist) or plain text; sanitised again when rendered. */
    content: text("content").notNull().default(""),
    projectFilter: text("project_filter", { enum: newsletterFilters }).notNull().default("all"),
    projectId: uuid("project_id").references(() => campaigns.id, { onDelete: "set null" }),
    destinationFilter: text("destination_filter"),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    donationLink: text("donation_link"),
    customEmail: text("custom_email"),
    flyerMode: boolean("flyer_mode").notNull().default(false),
    /** draft ('Concept') -> sent ('Verstuurd') when the first send starts. */
    status: text("status", { enum: ["draft", "sent"] })
      .notNull()
      .default("draft"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("newsletters_created_idx").on(t.createdAt)],
);

export const deliveryStatuses = ["queued", "sent", "failed"] as const;

/**
 * One row per recipient per send ('batch'): the source of truth of who got what.
 * The row is also the work item of the sender (docs/decisions/050): a queued row is
 * claimed (a claim token and a lease; its status stays 'queued'), handed to nodemailer,
 * and marked 'sent' on the server's 250. No index names a column the claim changes, so
 * the claim is a HOT update (the table keeps room on each page for it: fillfactor).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    batch: integer("batch").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    status: text("status", { enum: deliveryStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Who holds a claimed row, and until when (a row whose lease ran out is in doubt). */
    claimToken: uuid("claim_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Back-off after a temporary failure: not claimed before this time. */
    notBefore: timestamp("not_before", { withTimezone: true }),
    /** Set at the first temporary failure: after this the row fails instead of waiting. */
    retryUntil: timestamp("retry_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The SMTP server's 250 for the message (null: not confirmed, see decision 050). */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /**
     * A crash (or a lease that ran out) left the row claimed without the server's answer:
     * it may not have arrived. Counted as sent (never sent twice by itself); the admin can
     * send these again (decision 050).
     */
    uncertain: boolean("uncertain").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_recipient_uq").on(
      t.newsletterId,
      t.batch,
      sql`lower(${t.email})`,
    ),
    // The queue: only queued rows; marking a row sent or failed takes it out. The claim
    // reads it in order (new rows, then due retries), so it stops at the first free rows
    // instead of passing every row already sent.
    index("newsletter_deliveries_queue_idx")
      .on(t.status, t.notBefore.asc().nullsFirst())
      .where(sql`${t.status} = 'queued'`),
    index("newsletter_deliveries_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * Addresses the mail server refused permanently (a 5xx reply): left out of every send
 * until an admin lifts the suppression (docs/decisions/051). One row per address,
 * whatever its case.
 */
export const emailSuppressions = pgTable(
  "email_suppressions",
  {
    email: text("email").notNull(),
    /** The server's reply, e.g. '550 5.1.1 User unknown'. */
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("email_suppressions_email_uq").on(sql`lower(${t.email})`)],
);

/**
 * The mail server as the newsletter sender last found it: one row (id 1) while it
 * cannot be reached, none otherwise. Shown live on the admin pages.
 */
export const mailOutage = pgTable("mail_outage", {
  id: integer("id").primaryKey(),
  since: timestamp("since", { withTimezone: true }).notNull(),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  error: text("error").notNull(),
});

/** A newsletter subscriber. One row per address, whatever its case. */
export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name"),
    /** How the row came: a CSV import, the admin, or a confirmed sign-up ('signup'). */
    source: text("source", { enum: subscriberSources }).notNull().default("manual"),
    subscribed: boolean("subscribed").notNull().default(true),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /**
     * The last confirmed sign-up (double opt-in), the proof of consent: the form it came
     * from, the exact text the visitor saw, when they signed up and when they opened the
     * confirmation link. Null for imported and hand-added subscribers who never signed up.
     */
    consentSource: text("consent_source", { enum: signupSources }),
    consentText: text("consent_text"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentConfirmedAt: timestamp("consent_confirmed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("email_subscribers_email_uq").on(sql`lower(${t.email})`),
    index("email_subscribers_created_idx").on(t.createdAt),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** Newsletter images, kept in Postgres so every instance serves them. */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** `<timestamp>-<random>.<ext>`: the last part of the public URL. */
  fileName: text("file_name").notNull().unique(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
