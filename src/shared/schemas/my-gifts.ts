import { mandateIntervals, mandateStatuses } from "../mandate";
import { periodicGiftStatuses } from "../periodic-gift";
import { z } from "../zod";
import { emailField, honeypot } from "./fields";

/**
 * 'Mijn giften': the donor asks for a sign-in link, opens it, and sees their own gifts,
 * monthly gift, periodic gift agreements, newsletter choice and yearly statements.
 */
const email = emailField({
  invalid: "Ongeldig e-mailadres",
  tooLong: "E-mailadres mag maximaal 255 karakters lang zijn",
});

export const myGiftsLinkRequestSchema = z.object(
  { email, website: honeypot },
  { error: "Ongeldige invoer" },
);
export type MyGiftsLinkRequest = z.input<typeof myGiftsLinkRequestSchema>;

/** The one answer to every link request, known address or not. */
export const LINK_REQUESTED =
  "Als er giften bij dit adres horen, ontvangt u binnen enkele minuten een e-mail met een link.";

export const linkRequestedSchema = z.object({ ok: z.literal(true), message: z.string() });

/** One message for a used, expired, altered or someone else's link: none says more. */
export const LINK_UNUSABLE =
  "Deze link is verlopen, al gebruikt of ongeldig. Vraag hieronder een nieuwe link aan.";

const linkToken = z.string({ error: LINK_UNUSABLE }).min(1, LINK_UNUSABLE).max(200, LINK_UNUSABLE);

/** What the link carries: the address it was made for and its token. */
export const myGiftsSignInSchema = z.object(
  { email: z.string({ error: LINK_UNUSABLE }).max(255, LINK_UNUSABLE), token: linkToken },
  { error: LINK_UNUSABLE },
);

export const NOT_SIGNED_IN = {
  error: "Niet ingelogd",
  message: "Uw sessie is verlopen. Vraag een nieuwe link aan om uw giften te bekijken.",
} as const;

const donorGiftSchema = z.object({
  id: z.uuid(),
  /** ISO date-time the gift was paid. */
  paidAt: z.string(),
  amountCents: z.number().int(),
  destination: z.string(),
  /**
   * A gift paid online has a receipt (a PDF); a month the foundation collected by direct
   * debit has none: the yearly statement lists it.
   */
  receipt: z.boolean(),
});
export type DonorGift = z.infer<typeof donorGiftSchema>;

const donorMonthlyGiftSchema = z.object({
  id: z.uuid(),
  mandateReference: z.string(),
  amountCents: z.number().int(),
  /** Months between collections: 1, or 3, 6 or 12 for a periodic gift. */
  intervalMonths: z.literal([...mandateIntervals]),
  status: z.enum(mandateStatuses),
  /** YYYY-MM-DD, or null when the gift is paused or stopped. */
  nextCollection: z.string().nullable(),
  /**
   * Collected by Mollie and its first month (an iDEAL payment) not paid yet: 'open', or
   * 'failed' when the last attempt did not go through; the donor can pay it (again).
   * 'refunded': the first month was given back in full, so nothing is collected.
   */
  firstPayment: z.enum(["open", "failed", "refunded"]).nullable(),
});
export type DonorMonthlyGift = z.infer<typeof donorMonthlyGiftSchema>;

const donorPeriodicGiftSchema = z.object({
  id: z.uuid(),
  transactionNumber: z.string(),
  yearlyAmountCents: z.number().int(),
  startYear: z.number().int(),
  durationYears: z.number().int(),
  status: z.enum(periodicGiftStatuses),
  /** YYYY-MM-DD the signed agreement was recorded, or null while it is out for signing. */
  signedOn: z.string().nullable(),
});
export type DonorPeriodicGift = z.infer<typeof donorPeriodicGiftSchema>;

/**
 * Which newsletters reach the donor's address: 'subscribed' every newsletter (on the
 * subscriber list); 'donor' only those to the donors of a project or destination they
 * gave to (no subscriber, but a paid gift); 'off' none.
 */
const newsletterStatuses = ["subscribed", "donor", "off"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const myGiftsOverviewSchema = z.object({
  email: z.string(),
  gifts: z.array(donorGiftSchema),
  monthlyGifts: z.array(donorMonthlyGiftSchema),
  /** The periodic gift agreements made with this address, newest first. */
  periodicGifts: z.array(donorPeriodicGiftSchema),
  newsletter: z.enum(newsletterStatuses),
  /** Years with at least one paid gift, newest first: one statement each. */
  statementYears: z.array(z.number().int()),
});
export type MyGiftsOverview = z.infer<typeof myGiftsOverviewSchema>;

export const newsletterChoiceSchema = z.object(
  { subscribed: z.boolean({ error: "Kies aan of uit." }) },
  { error: "Ongeldige invoer" },
);

export const giftIdParams = z.object({ id: z.uuid({ error: "Deze gift is niet gevonden." }) });

export const AGREEMENT_NOT_FOUND = "Deze overeenkomst is niet gevonden.";

export const periodicGiftIdParams = z.object({ id: z.uuid({ error: AGREEMENT_NOT_FOUND }) });

export const statementYearParams = z.object({
  year: z.coerce
    .number({ error: "Ongeldig jaar" })
    .int("Ongeldig jaar")
    .min(2000, "Ongeldig jaar")
    .max(2100, "Ongeldig jaar"),
});
