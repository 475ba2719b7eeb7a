import {
  createMollieClient,
  PaymentStatus as MollieStatus,
  SequenceType,
} from "@mollie/api-client";
import type { RecurringPayment, RecurringPayments } from "../../recurring-payments";
import { centsToDecimal, shortDescription } from "./provider";

const statusMap: Partial<Record<MollieStatus, RecurringPayment["status"]>> = {
  [MollieStatus.paid]: "paid",
  [MollieStatus.failed]: "failed",
  [MollieStatus.canceled]: "cancelled",
  [MollieStatus.expired]: "expired",
};

/** Monthly gifts through Mollie: customers, first payments and subscriptions (official client). */
export function createMollieRecurring(options: {
  apiKey: string;
  apiUrl?: string;
}): RecurringPayments {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
  });
  return {
    async createCustomer({ name, email }) {
      return (await client.customers.create({ name, email })).id;
    },
    async createFirstPayment(input) {
      const payment = await client.payments.create({
        amount: { currency: "EUR", value: centsToDecimal(input.amountCents) },
        description: shortDescription(input.description),
        customerId: input.customerId,
        sequenceType: SequenceType.first,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        metadata: input.metadata,
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} has no checkout URL`);
      return { id: payment.id, checkoutUrl };
    },
    async getPayment(id) {
      try {
        const payment = await client.payments.get(id);
        const metadata = (payment.metadata ?? {}) as RecurringPayment["metadata"];
        const amountCents = toCents(payment.amount);
        // Mollie keeps a refunded or charged-back payment 'paid' (a direct debit the
        // donor's bank reversed, say) and reports the money given back in these amounts;
        // only a full reversal changes our status.
        const reversed = toCents(payment.amountRefunded) + toCents(payment.amountChargedBack);
        const status = statusMap[payment.status] ?? "pending";
        return {
          id: payment.id,
          status: status === "paid" && reversed >= amountCents ? "refunded" : status,
          amountCents,
          subscriptionId: payment.subscriptionId ?? undefined,
          customerId: payment.customerId ?? undefined,
          metadata,
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async createSubscription(input) {
      const subscription = await client.customerSubscriptions.create({
        customerId: input.customerId,
        amount: { currency: "EUR", value: centsToDecimal(input.amountCents) },
        interval: "1 month",
        startDate: input.startDate,
        description: shortDescription(input.description),
        webhookUrl: input.webhookUrl,
        metadata: input.metadata,
        idempotencyKey: input.key,
      });
      return subscription.id;
    },
    async updateSubscriptionAmount(customerId, subscriptionId, amountCents) {
      await client.customerSubscriptions.update(subscriptionId, {
        customerId,
        amount: { currency: "EUR", value: centsToDecimal(amountCents) },
      });
    },
    async cancelSubscription(customerId, subscriptionId) {
      try {
        await client.customerSubscriptions.cancel(subscriptionId, { customerId });
      } catch (error) {
        // Already cancelled (or gone) at Mollie: what we wanted.
        if ((error as { statusCode?: number }).statusCode === 404) return;
        throw error;
      }
    },
  };
}

function toCents(amount: { value: string } | undefined): number {
  return amount ? Math.round(Number(amount.value) * 100) : 0;
}
