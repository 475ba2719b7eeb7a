import { mandateIntervals, mandateStatuses } from "../mandate";
import { z } from "../zod";
import { euroAmountToCents, searchTerm } from "./fields";
import { monthlyGiftActions } from "./monthly-gift";

/**
 * The admin's view of monthly giving: the list's filters, its rows and totals, and the
 * changes an admin makes to one gift (pause, resume, stop, another amount).
 */
export const monthlyDonorFilterSchema = z.object({
  search: searchTerm,
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(mandateStatuses, { error: "Onbekende status" }).optional(),
  ),
});
export type MonthlyDonorFilter = z.infer<typeof monthlyDonorFilterSchema>;

const monthlyDonorRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Masked: the full IBAN never leaves the server but in the bank's file. */
  iban: z.string(),
  /** Collected once in each period of this many months (3, 6, 12: a periodic gift). */
  intervalMonths: z.literal([...mandateIntervals]),
  amountCents: z.number().int(),
  message: z.string().nullable(),
  mandateReference: z.string(),
  mandateSignedOn: z.string(),
  status: z.enum(mandateStatuses),
  createdAt: z.string(),
  /** Who collects: the foundation's bank (direct-debit files) or Mollie (a subscription). */
  collectedBy: z.enum(["bank", "mollie"]),
  /** A Mollie sign-up whose first month (paid by iDEAL) has not been paid yet. */
  firstPaymentOpen: z.boolean(),
  /** Of those, one whose last first payment did not go through (cancelled, failed, expired). */
  firstPaymentFailed: z.boolean(),
  /**
   * An active Mollie gift whose only paid month was given back before Mollie reported it
   * paid: no subscription, nothing collected until it is paused and resumed, or stopped.
   */
  firstMonthRefunded: z.boolean(),
  /** The bank's last collection, or the day Mollie's last month was paid. */
  lastCollection: z.string().nullable(),
  nextCollection: z.string().nullable(),
});
export type MonthlyDonorRow = z.infer<typeof monthlyDonorRowSchema>;

const monthlyGivingTotalsSchema = z.object({
  active: z.number().int(),
  paused: z.number().int(),
  cancelled: z.number().int(),
  /** What the coming month's collection of the active mandates brings in. */
  expectedMonthlyCents: z.number().int(),
  /** That coming month (YYYY-MM): this month's until its collection day has passed. */
  expectedMonth: z.string(),
});

export const monthlyGivingListSchema = z.object({
  monthlyDonors: z.array(monthlyDonorRowSchema),
  totals: monthlyGivingTotalsSchema,
});

/** The admin's new amount for a gift: what the forms accept, € 1 up to € 1.000.000. */
const MONTHLY_AMOUNT_INVALID = "Ongeldig bedrag: vul een bedrag in van € 1 tot € 1.000.000";
export const monthlyAmountField = euroAmountToCents({ invalid: MONTHLY_AMOUNT_INVALID });

export const monthlyGiftChangeSchema = z
  .object({
    action: z
      .enum(monthlyGiftActions, { error: "Kies pauzeren, hervatten of stoppen." })
      .optional(),
    amount: monthlyAmountField.optional(),
  })
  .refine((c) => c.action !== undefined || c.amount !== undefined, "Geef aan wat er verandert");
export type MonthlyGiftChange = z.infer<typeof monthlyGiftChangeSchema>;
