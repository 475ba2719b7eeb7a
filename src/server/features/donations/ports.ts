import type { PaymentProvider } from "@shared/schemas/donation";
import type { Db } from "../../db/client";
import type { donations } from "../../db/schema";

export type DonationRow = typeof donations.$inferSelect;
export type DonationStatus = DonationRow["status"];

/**
 * Called inside the transaction that turns a donation 'paid', exactly once per donation
 * (the change from not-paid to paid is the guard). Register callbacks with the
 * `onPaid` option of `donationRoutes` in src/server/routes.ts (campaign totals, say).
 * A callback that throws rolls the status change back; the provider retries its webhook.
 */
export type OnPaid = (tx: Db, donation: DonationRow) => Promise<void>;

/**
 * Called inside the transaction that turns a paid donation 'refunded' (given back in full
 * by a refund or chargeback), exactly once per donation: undoes what OnPaid did (the
 * campaign's total, say). Register them with the `onRefunded` option of `donationRoutes`.
 */
export type { OnRefunded } from "../../donation-refund";

/**
 * What this feature needs from a payment provider (implemented in features/payments;
 * features do not import each other).
 */
export interface PaymentPort {
  readonly name: PaymentProvider;
  createPayment(request: {
    donationId: string;
    amountCents: number;
    description: string;
    returnUrl: string;
    cancelUrl: string;
    webhookUrl: string;
  }): Promise<{ redirectUrl: string; providerPaymentId?: string }>;
  fetchPayment?(providerPaymentId: string): Promise<{
    status: DonationStatus;
    amountCents: number;
    donationId?: string;
    /** When the donor paid, as the provider says. */
    paidAt?: Date;
  } | null>;
}
