import { mandateStatuses } from "../mandate";
import { z } from "../zod";

/** The donor's own link to their monthly gift: the signed token from the e-mail. */
const token = z
  .string({ error: "Deze link is ongeldig." })
  .min(1, "Deze link is ongeldig.")
  .max(100, "Deze link is ongeldig.");

export const monthlyGiftTokenSchema = z.object({ token });

export const monthlyGiftActions = ["pause", "resume", "stop"] as const;
export type MonthlyGiftAction = (typeof monthlyGiftActions)[number];

export const monthlyGiftActionSchema = z.object({
  token,
  action: z.enum(monthlyGiftActions, { error: "Kies pauzeren, hervatten of stoppen." }),
});

export const monthlyGiftSchema = z.object({
  mandateReference: z.string(),
  firstName: z.string(),
  amountCents: z.number().int(),
  status: z.enum(mandateStatuses),
  /**
   * Collected by Mollie, active, and its first month (paid by iDEAL, which gives Mollie the
   * mandate) not paid yet: the donor can pay it (again).
   */
  firstPaymentDue: z.boolean(),
  /** Collected by Mollie, active, and its first month given back in full: nothing is collected. */
  firstMonthRefunded: z.boolean(),
});
export type MonthlyGift = z.infer<typeof monthlyGiftSchema>;

/** A first payment opened again: the payment page the browser goes to. */
export const firstPaymentStartedSchema = z.object({ redirectUrl: z.string() });
export type FirstPaymentStarted = z.infer<typeof firstPaymentStartedSchema>;
