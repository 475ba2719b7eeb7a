import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";

export const donationKinds = ["one-off", "emergency", "sadaqa", "sadaqah1", "zakat"] as const;
export const donationStatuses = ["pending", "paid", "failed", "cancelled", "expired"] as const;

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
    provider: text("provider", { enum: ["demo", "bunq", "mollie"] }).notNull(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  },
  (t) => [
    index("donations_created_idx").on(t.createdAt),
    index("donations_provider_payment_idx").on(t.providerPaymentId),
    index("donations_email_idx").on(t.email),
  ],
);

export const monthlyDonors = pgTable("monthly_donors", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  companyName: text("company_name"),
  iban: text("iban").notNull(),
  amountCents: integer("amount_cents").notNull(),
  message: text("message"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
