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
import { campaigns } from "./campaigns";

/** Spec 02 §3 Newsletter: project_filter values. */
export const newsletterFilters = [
  "all",
  "specific_project",
  "specific_destination",
  "custom_email",
] as const;

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Spec 02 §3 Newsletter. Empty optional values are stored as null (spec 02 §7). */
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

export const deliveryStatuses = ["queued", "sending", "sent", "failed"] as const;

/**
 * One row per recipient per send ('batch'): the source of truth of who got what.
 * The row is also the work item of the sender (docs/decisions/050): 'sending' rows are
 * claimed under a lease and a claim token, and are marked 'sent' before the final dot of
 * the SMTP transaction is released.
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
    /** Who holds a 'sending' row, and until when (fencing for a slow or dead worker). */
    claimToken: uuid("claim_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The worker instance that claimed the row last (PostgreSQL: see newsletter_workers). */
    claimedBy: uuid("claimed_by"),
    /** Back-off after a connection failure: not claimed before this time. */
    notBefore: timestamp("not_before", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The SMTP server's 250 for the message (null: not confirmed, see decision 050). */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /**
     * A crash stopped the send between the release journal's two lines for this row: its
     * final dot may not have left. Counted as sent (never sent twice by itself); the admin
     * can send these again (decision 050).
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
    index("newsletter_deliveries_progress_idx").on(t.newsletterId, t.batch, t.status),
    index("newsletter_deliveries_work_idx")
      .on(t.status, t.notBefore)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index("newsletter_deliveries_email_idx").on(sql`lower(${t.email})`),
    // A dead worker's rows that may be in flight (decision 050).
    index("newsletter_deliveries_claimed_by_idx")
      .on(t.claimedBy)
      .where(sql`${t.claimedBy} is not null and ${t.acceptedAt} is null`),
  ],
);

/**
 * One row per running newsletter worker on PostgreSQL (docs/decisions/050): a heartbeat,
 * so a worker that stopped beating is known to be gone and its rows can be taken over
 * without waiting for their lease. `host`, `pid` and `journal_dir` say where its release
 * journal is and whether the process provably no longer runs.
 */
export const newsletterWorkers = pgTable("newsletter_workers", {
  id: uuid("id").primaryKey(),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  journalDir: text("journal_dir"),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 02 §3 Email subscriber. One row per address, whatever its case. */
export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name"),
    source: text("source", { enum: ["import", "manual"] })
      .notNull()
      .default("manual"),
    subscribed: boolean("subscribed").notNull().default(true),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
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

/** Newsletter images, kept in Postgres so every instance serves them (ARCHITECTURE.md). */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** `<timestamp>-<random>.<ext>`: the last part of the public URL. */
  fileName: text("file_name").notNull().unique(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
