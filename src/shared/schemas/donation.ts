import { z } from "../zod";
import {
  type Destination,
  destinationLabels,
  destinations,
  SADAQA_AMOUNT_DETAIL,
  zakatPurpose,
} from "../form-input";
import {
  emailField,
  euroAmountToCents,
  honeypot,
  optionalLine,
  optionalText,
  phoneField,
  requiredLine,
  text,
} from "./fields";
import { zakatDonorSchema } from "./zakat-donor";

/**
 * The donation forms and the one body of
 * POST /api/donations: a union on `kind` (docs/product/forms.md).
 */

/** Both 'gezondheid' and 'gezondheidszorg' occur; we store the latter. */
const destinationAliases: Record<string, Destination> = { gezondheid: "gezondheidszorg" };

const SELECT_DESTINATION = "Selecteer een bestemming";
const destinationField = text(SELECT_DESTINATION)
  .transform((v) => destinationAliases[v] ?? v)
  .pipe(z.enum(destinations, { error: SELECT_DESTINATION }));

const MESSAGE_TOO_LONG = "Bericht moet minder dan 500 karakters zijn";
const message = optionalText(500, MESSAGE_TOO_LONG);
const noBreaks = (what: string) => `${what} mag geen regeleinden bevatten`;
const nameTooLong = (what: string, max: number) =>
  `${what} mag maximaal ${max} karakters lang zijn`;

/**
 * The unticked 'Houd mij op de hoogte' box: ticked, the donor gets an e-mail to confirm a
 * newsletter sign-up (double opt-in, docs/product/newsletter.md).
 */
const newsletter = z
  .boolean({ error: "Ongeldige keuze voor de nieuwsbrief" })
  .optional()
  .transform((v) => v === true);

/** One-off donation (/doneren). */
// Key order is the order of the form on screen: the first failing key is the toast.
export const oneOffDonationSchema = z.object({
  kind: z.literal("one-off"),
  amount: euroAmountToCents({ required: "Selecteer een bedrag", invalid: "Ongeldig bedrag" }),
  destination: destinationField,
  name: optionalLine(100, nameTooLong("Naam", 100), noBreaks("Naam")),
  email: emailField({ invalid: "Ongeldig emailadres" }),
  phone: phoneField(20),
  address: optionalLine(200, nameTooLong("Adres", 200), noBreaks("Adres")),
  postalCode: optionalLine(10, nameTooLong("Postcode", 10), noBreaks("Postcode")),
  city: optionalLine(100, nameTooLong("Plaats", 100), noBreaks("Plaats")),
  country: optionalLine(100, nameTooLong("Land", 100), noBreaks("Land")).transform(
    (v) => v ?? "Nederland",
  ),
  message,
  newsletter,
  website: honeypot,
});

/** Emergency-aid and Friday sadaqa forms share their rules. */
const namedDonorFields = {
  amount: euroAmountToCents({ invalid: "Ongeldig bedrag" }),
  firstName: requiredLine(
    100,
    "Voornaam vereist",
    nameTooLong("Voornaam", 100),
    noBreaks("Voornaam"),
  ),
  lastName: requiredLine(
    100,
    "Achternaam vereist",
    nameTooLong("Achternaam", 100),
    noBreaks("Achternaam"),
  ),
  email: emailField({ required: "Email vereist", invalid: "Ongeldig e-mailadres" }),
  phone: phoneField(20),
  message,
  newsletter,
  website: honeypot,
};

/** /noodhulp. */
export const emergencyDonationSchema = z.object({
  kind: z.literal("emergency"),
  ...namedDonorFields,
});

/** /djumua-sadaqa: the emergency rules; its amount error carries the detail text. */
export const sadaqaDonationSchema = z.object({
  kind: z.literal("sadaqa"),
  ...namedDonorFields,
  amount: euroAmountToCents({ invalid: SADAQA_AMOUNT_DETAIL }),
});

/** /sadaqah1: e-mail, amount, message. */
export const sadaqah1DonationSchema = z.object({
  kind: z.literal("sadaqah1"),
  email: emailField({ required: "Email vereist", invalid: "Ongeldig e-mailadres" }),
  amount: euroAmountToCents({ invalid: SADAQA_AMOUNT_DETAIL }),
  message,
  website: honeypot,
});

/**
 * The zakat payment step: the zakat helper's donor form schema plus the
 * amount, sent as a two-decimal string.
 */
const zakatDonationSchema = zakatDonorSchema.extend({
  kind: z.literal("zakat"),
  amount: euroAmountToCents({ invalid: "Ongeldig bedrag" }),
  /** Sent by the zakat step ('Zakaat - € 316,75'); the server derives it again. */
  purpose: z.unknown().optional(),
  newsletter,
  website: honeypot,
});

export const donationSchema = z.discriminatedUnion(
  "kind",
  [
    oneOffDonationSchema,
    emergencyDonationSchema,
    sadaqaDonationSchema,
    sadaqah1DonationSchema,
    zakatDonationSchema,
  ],
  { error: "Ongeldig donatietype" },
);

export type DonationInput = z.input<typeof donationSchema>;
export type Donation = z.output<typeof donationSchema>;
type DonationKind = Donation["kind"];

const withMessage = (base: string, separator: string, msg?: string) =>
  msg ? `${base}${separator}${msg}` : base;

/** The payment description. */
export function donationPurpose(donation: Donation): string {
  switch (donation.kind) {
    case "one-off":
      return destinationLabels[donation.destination];
    case "emergency":
      return withMessage("Noodhulp", " - ", donation.message);
    case "sadaqa":
      return withMessage("Djumu'a Sadaqa", " - ", donation.message);
    case "sadaqah1":
      return withMessage("Sadaqah1", " ", donation.message);
    case "zakat":
      return zakatPurpose(donation.amount);
  }
}

/** Response of POST /api/donations: the donation's id and where the browser goes next. */
export const donationStartedSchema = z.object({
  donationId: z.string(),
  redirectUrl: z.string(),
});
export type DonationStarted = z.output<typeof donationStartedSchema>;

/** POST /api/donations/confirmation (the success page). */
export const confirmationSchema = z.object(
  { sessionId: z.string({ error: "Ongeldige sessie" }).max(100, "Ongeldige sessie") },
  { error: "Ongeldige invoer" },
);

/**
 * A donation's status and kind, as stored (the database schema uses these lists too).
 * 'refunded': paid, then fully given back (a refund or chargeback); it no longer counts.
 */
export const donationStatuses = [
  "pending",
  "paid",
  "failed",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type DonationStatus = (typeof donationStatuses)[number];
const donationStatus = z.enum(donationStatuses);

/** The payment providers (PAYMENT_PROVIDER, and the provider a donation was paid with). */
export const paymentProviders = ["demo", "bunq", "mollie"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const donationKinds = [
  "one-off",
  "emergency",
  "sadaqa",
  "sadaqah1",
  "zakat",
  // A month of a monthly gift collected by Mollie.
  "monthly",
] as const satisfies readonly (DonationKind | "monthly")[];

/** Response of POST /api/donations/cancelled (and of the demo checkout's buttons). */
export const donationStatusSchema = z.object({ status: donationStatus });

/** Response of POST /api/donations/confirmation: what the success page shows. */
export const confirmationResultSchema = z.object({
  emailSent: z.boolean(),
  status: donationStatus,
  kind: z.enum(donationKinds),
  amountCents: z.number().int(),
});
export type ConfirmationResult = z.output<typeof confirmationResultSchema>;

/** The demo checkout's buttons: 'Betalen' -> paid, 'Annuleren' -> cancelled. */
export const demoOutcomeSchema = z.object(
  {
    id: z.string({ error: "Ongeldige betaling" }).max(100, "Ongeldige betaling"),
    status: z.enum(["paid", "cancelled"], { error: "Ongeldige betaalstatus" }),
  },
  { error: "Ongeldige invoer" },
);

/** What the demo checkout page shows (GET /api/payments/demo/:id). */
export const demoCheckoutViewSchema = z.object({
  amountCents: z.number().int(),
  purpose: z.string(),
  status: donationStatus,
});
export type DemoCheckoutView = z.output<typeof demoCheckoutViewSchema>;
