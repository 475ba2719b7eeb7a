import { paymentMethods, paymentRhythms, periodicGiftStatuses } from "@shared/periodic-gift";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { monthlyDonors } from "./donations";

/** Numbers the agreements PG-<year>-000001, PG-<year>-000002, ... */
export const periodicGiftNumberSeq = pgSequence("periodic_gift_number_seq");

/**
 * A periodic gift agreement ('periodieke gift'): stored when the donor sends the form, as
 * 'sent' (verzonden ter ondertekening) until an admin records the signed paper copy. The
 * transaction number is the one the Belastingdienst asks for on the agreement. No BSN is
 * stored: the donor writes it on the printed agreement (docs/decisions/062).
 */
export const periodicGifts = pgTable(
  "periodic_gifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionNumber: text("transaction_number")
      .notNull()
      .unique()
      .default(
        sql`'PG-' || to_char(now() at time zone 'Europe/Amsterdam', 'YYYY') || '-' || lpad(nextval('periodic_gift_number_seq')::text, 6, '0')`,
      ),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    email: text("email").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    birthPlace: text("birth_place").notNull(),
    yearlyAmountCents: integer("yearly_amount_cents").notNull(),
    startYear: integer("start_year").notNull(),
    durationYears: integer("duration_years").notNull(),
    rhythm: text("rhythm", { enum: paymentRhythms }).notNull(),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    /** Only with direct debit. */
    iban: text("iban"),
    /** The gift also ends when the donor becomes unfit for work or unemployed. */
    endsOnIncapacity: boolean("ends_on_incapacity").notNull().default(false),
    status: text("status", { enum: periodicGiftStatuses }).notNull().default("sent"),
    signedOn: date("signed_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Monthly by direct debit: the mandate made when the agreement was signed, collected
     * with the monthly gifts (a twelfth of the yearly amount).
     */
    monthlyDonorId: uuid("monthly_donor_id").references(() => monthlyDonors.id, {
      onDelete: "set null",
    }),
    /**
     * The agreement's mandate text says that the first collection also takes its year's
     * terms already past, and the direct-debit file does so (decision 062). False for an
     * agreement sent before that text: its mandate names one term's amount only.
     */
    firstCollectionCatchesUp: boolean("first_collection_catches_up").notNull().default(false),
  },
  (t) => [index("periodic_gifts_email_idx").on(sql`lower(${t.email})`)],
);
