import { type Payment, PaymentStatus as MollieStatus } from "@mollie/api-client";
import type { PaymentStatus } from "./provider";

const statusMap: Partial<Record<MollieStatus, PaymentStatus>> = {
  [MollieStatus.paid]: "paid",
  [MollieStatus.failed]: "failed",
  [MollieStatus.canceled]: "cancelled",
  [MollieStatus.expired]: "expired",
  // open, pending and authorized: not decided yet.
};

/** Cents of one of Mollie's amounts ("15.00"); 0 for an amount Mollie left out. */
export function mollieCents(amount: { value: string } | undefined): number {
  return amount ? Math.round(Number(amount.value) * 100) : 0;
}

/**
 * Our status of a Mollie payment, one-off or monthly. Mollie keeps a refunded or
 * charged-back payment 'paid' (a direct debit the donor's bank reversed, say) and reports
 * the money given back in `amountRefunded` and `amountChargedBack`; only a full reversal
 * makes it 'refunded'.
 */
export function mollieStatus(payment: Payment): PaymentStatus {
  const status = statusMap[payment.status] ?? "pending";
  const reversed = mollieCents(payment.amountRefunded) + mollieCents(payment.amountChargedBack);
  return status === "paid" && reversed >= mollieCents(payment.amount) ? "refunded" : status;
}

/** When a payment was paid, as Mollie reports it (`paidAt`); none for an unpaid one. */
export function paidAtOf(payment: Payment): Date | undefined {
  const at = payment.paidAt ? new Date(payment.paidAt) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}
