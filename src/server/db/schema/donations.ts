import { mandateStatuses } from "@shared/mandate";
import { donationKinds, donationStatuses, paymentProviders } from "@shared/schemas/donation";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";

/** Stored as 'pending' before the visitor is sent to the payment page (docs/product/donations.md). */
export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: donationKinds }).notNull(),
    destination: text("destination"),
    purpose: text("purpose").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: donationStatuses }).notNull().default("pending"),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    providerPaymentId: text("provider_payment_id"),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    donorType: text("donor_type", { enum: ["individual", "company"] })
      .notNull()
      .default("individual"),
    name: text("name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address"),
    postalCode: text("postal_code"),
    city: text("city"),
    country: text("country"),
    companyName: text("company_name"),
    kvkNumber: text("kvk_number"),
    btwNumber: text("btw_number"),
    contactPerson: text("contact_person"),
    message: text("message"),
    /**
     * The 'Houd mij op de hoogte' box as the donor left it: ticked (a sign-up waits for its
     * confirmation) or not; null when the form had no box. 'Donateurs importeren' adds
     * only donors who were never asked (docs/decisions/054).
     */
    newsletterChoice: boolean("newsletter_choice"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** A month of a monthly gift collected by Mollie: the gift it belongs to. */
    monthlyDonorId: uuid("monthly_donor_id").references((): AnyPgColumn => monthlyDonors.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    // A Mollie payment of a monthly gift becomes one donation, however often its webhook comes.
    uniqueIndex("donations_monthly_payment_uq")
      .on(t.providerPaymentId)
      .where(sql`${t.kind} = 'monthly'`),
    index("donations_created_idx").on(t.createdAt),
    index("donations_provider_payment_idx").on(t.providerPaymentId),
    index("donations_email_idx").on(t.email),
  ],
);

/** Numbers the mandate references QAMAR-<year>-000001, QAMAR-<year>-000002, ... */
export const mandateReferenceSeq = pgSequence("mandate_reference_seq");

/**
 * A monthly donor's sign-up is also their SEPA direct-debit mandate ('doorlopende
 * machtiging'): a readable, unique reference, the date it was signed, the amount and the
 * day of the month it is collected. Whether the next collection is the mandate's first
 * (FRST) or a recurring one (RCUR) follows from its collections: see sepaBatchLines.
 */
export const monthlyDonors = pgTable(
  "monthly_donors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    companyName: text("company_name"),
    iban: text("iban").notNull(),
    amountCents: integer("amount_cents").notNull(),
    message: text("message"),
    mandateReference: text("mandate_reference")
      .notNull()
      .unique()
      .default(
        sql`'QAMAR-' || to_char(now() at time zone 'Europe/Amsterdam', 'YYYY') || '-' || lpad(nextval('mandate_reference_seq')::text, 6, '0')`,
      ),
    // The Dutch day, whatever zone the database runs in (PGlite and most servers: UTC).
    mandateSignedOn: date("mandate_signed_on", { mode: "string" })
      .notNull()
      .default(sql`(now() at time zone 'Europe/Amsterdam')::date`),
    collectionDay: integer("collection_day").notNull().default(1),
    /** Months between collections (`mandateIntervals`): 1, or 3, 6 or 12 for a periodic gift. */
    intervalMonths: integer("interval_months").notNull().default(1),
    mandateStatus: text("mandate_status", { enum: mandateStatuses }).notNull().default("active"),
    /** Who collects: the foundation's bank (direct-debit files) or Mollie (a subscription). */
    collectedBy: text("collected_by", { enum: ["bank", "mollie"] })
      .notNull()
      .default("bank"),
    mollieCustomerId: text("mollie_customer_id"),
    /**
     * Set when the first payment is paid: Mollie then collects every month. A pause or stop
     * cancels it and clears this; a resume creates a new one.
     */
    mollieSubscriptionId: text("mollie_subscription_id"),
    /**
     * How many subscriptions were created for this gift: part of the idempotency key of the
     * next, so a retried creation gets Mollie's first answer again while a later resume
     * gets a new subscription, not the answer of one since cancelled.
     */
    mollieSubscriptionsMade: integer("mollie_subscriptions_made").notNull().default(0),
    /**
     * Every Mollie subscription this gift has stored, the current one and those since
     * cancelled, oldest first. A payment of a subscription not in it was never the gift's
     * (its creation's answer was lost): the webhook adopts or cancels that subscription,
     * and a month it collected gets no receipt (docs/decisions/060).
     */
    mollieSubscriptionHistory: text("mollie_subscription_history")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The first collection of the current Mollie subscription (YYYY-MM-DD): Mollie collects on
     * that day of every month from then on. Set with the subscription; null before the first
     * month is paid and for gifts whose subscription was made before this was kept.
     */
    mollieCollectionStart: date("mollie_collection_start", { mode: "string" }),
    /**
     * When the donor was e-mailed that the first Mollie payment did not go through, with the
     * link to pay it: once per gift, never again.
     */
    firstPaymentReminderSentAt: timestamp("first_payment_reminder_sent_at", { withTimezone: true }),
    /**
     * While a change of the gift is being passed to Mollie (and only then): until when the
     * change holds the gift, so the call is made without a transaction open and another
     * change waits its turn. Taken and cleared by conditional updates; one left by a
     * crashed instance runs out.
     */
    mollieClaimedUntil: timestamp("mollie_claimed_until", { withTimezone: true }),
    /**
     * Who signed up on the site, for whom a second sign-up would collect twice: 'bank:' with
     * the address (lower case) and the IBAN, or 'mollie:' with the address. Unique among the
     * gifts not stopped, so a repeated sign-up is refused by the database, also when two
     * arrive at once. Null for mandates made otherwise (a periodic gift's).
     */
    signupKey: text("signup_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("monthly_donors_signup_key_idx")
      .on(t.signupKey)
      .where(sql`${t.mandateStatus} <> 'cancelled'`),
  ],
);

/** One direct-debit file ('incassobestand') for the bank: pain.008.001.02, kept as made. */
export const sepaBatches = pgTable("sepa_batches", {
  id: uuid("id").primaryKey().defaultRandom(),
  messageId: text("message_id").notNull().unique(),
  collectionDate: date("collection_date", { mode: "string" }).notNull(),
  count: integer("count").notNull(),
  totalCents: integer("total_cents").notNull(),
  xml: text("xml").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sepaSequenceTypes = ["FRST", "RCUR"] as const;
export const sepaLineStatuses = ["collected", "returned"] as const;

/**
 * One mandate collected in one batch. A mandate is collected at most once a month (the
 * unique index). A line that the bank returned ('storno') does not count as a collection:
 * a collection is FRST when its mandate has no line that was not returned in a batch with
 * an earlier collection date (see createSepaBatch).
 */
export const sepaBatchLines = pgTable(
  "sepa_batch_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => sepaBatches.id, { onDelete: "cascade" }),
    monthlyDonorId: uuid("monthly_donor_id")
      .notNull()
      .references(() => monthlyDonors.id, { onDelete: "restrict" }),
    collectionMonth: text("collection_month").notNull(),
    sequenceType: text("sequence_type", { enum: sepaSequenceTypes }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    endToEndId: text("end_to_end_id").notNull(),
    status: text("status", { enum: sepaLineStatuses }).notNull().default("collected"),
    returnReason: text("return_reason"),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sepa_batch_lines_mandate_month_uq").on(t.monthlyDonorId, t.collectionMonth),
    index("sepa_batch_lines_batch_idx").on(t.batchId),
  ],
);
