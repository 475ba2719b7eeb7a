import type { MonthlyGiftChange } from "@shared/schemas/monthly-giving";
import type { DonorMonthlyGift } from "@shared/schemas/my-gifts";

/**
 * What 'Mijn giften' needs from monthly giving: a donor's own monthly gifts, and to change
 * one under the same rules (and the same sync with Mollie) as the admin and the e-mailed
 * link. Defined here, outside both features; monthly giving implements it and
 * src/server/routes.ts hands it over.
 */
export interface DonorMonthlyGifts {
  /** The gifts signed up with this address (any case), newest first. */
  ofDonor(email: string): Promise<DonorMonthlyGift[]>;
  /** Refused (409) when the gift's status does not allow the change. */
  change(id: string, change: MonthlyGiftChange): Promise<void>;
  /**
   * A gift Mollie collects whose first month is not paid: the payment page of a (new) first
   * payment. Refused (409) when there is no first month to pay.
   */
  payFirstMonth(id: string): Promise<string>;
}
