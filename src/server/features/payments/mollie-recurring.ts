import {
  createMollieClient,
  PaymentMethod,
  PaymentStatus,
  SequenceType,
  type Subscription,
  SubscriptionStatus,
} from "@mollie/api-client";
import type {
  RecurringPayment,
  RecurringPayments,
  RecurringSubscription,
} from "../../recurring-payments";
import { mollieCents, mollieStatus, paidAtOf } from "./mollie-payment";
import {
  atPaymentService,
  centsToDecimal,
  createOnce,
  MOLLIE_TIMEOUT_MS,
  shortDescription,
  withTimeout,
} from "./provider";

/** A subscription in these states collects nothing more. */
const FINISHED = new Set<SubscriptionStatus>([
  SubscriptionStatus.canceled,
  SubscriptionStatus.completed,
]);

const subscriptionOf = (subscription: Subscription): RecurringSubscription => ({
  id: subscription.id,
  status: subscription.status,
  startDate: subscription.startDate ?? undefined,
  metadata: (subscription.metadata ?? {}) as RecurringSubscription["metadata"],
});

/**
 * Monthly gifts through Mollie: customers, first payments and subscriptions (official
 * client). A failed call, or one without an answer within `timeoutMs`, throws a 502
 * `DomainError` (`atPaymentService`), its cause the client's error or the time-out.
 */
export function createMollieRecurring(options: {
  apiKey: string;
  apiUrl?: string;
  /** How long each call may take (`MOLLIE_TIMEOUT_MS` unless told). */
  timeoutMs?: number;
}): RecurringPayments {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
  });
  const ms = options.timeoutMs ?? MOLLIE_TIMEOUT_MS;
  const atMollie = <T>(call: () => Promise<T>) => atPaymentService(() => withTimeout(call(), ms));
  return {
    createCustomer: ({ name, email }) =>
      atMollie(async () => (await client.customers.create({ name, email })).id),
    createFirstPayment: (input) =>
      atPaymentService(async () => {
        const params = {
          amount: { currency: "EUR", value: centsToDecimal(input.amountCents) },
          description: shortDescription(input.description),
          customerId: input.customerId,
          sequenceType: SequenceType.first,
          // iDEAL, as the form and the e-mail tell the donor: it gives Mollie a SEPA mandate
          // (a card or another method would give a mandate of its own kind).
          method: PaymentMethod.ideal,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          // One first payment per donation row, however often it is asked for.
          idempotencyKey: `donation-${input.metadata.donationId}`,
        };
        const payment = await createOnce(() => withTimeout(client.payments.create(params), ms));
        const checkoutUrl = payment.getCheckoutUrl();
        if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} has no checkout URL`);
        return { id: payment.id, checkoutUrl };
      }),
    getPayment: (id) =>
      atMollie(async () => {
        try {
          const payment = await client.payments.get(id);
          const metadata = (payment.metadata ?? {}) as RecurringPayment["metadata"];
          return {
            id: payment.id,
            status: mollieStatus(payment),
            amountCents: mollieCents(payment.amount),
            subscriptionId: payment.subscriptionId ?? undefined,
            customerId: payment.customerId ?? undefined,
            // Only an open payment can still be paid on its page (Mollie's 'pending' one is
            // already with the bank).
            checkoutUrl:
              payment.status === PaymentStatus.open
                ? (payment.getCheckoutUrl() ?? undefined)
                : undefined,
            metadata,
            paidAt: paidAtOf(payment),
          };
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 404) return null;
          throw error;
        }
      }),
    createSubscription: (input) =>
      atMollie(async () => {
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
      }),
    updateSubscriptionAmount: (customerId, subscriptionId, amountCents) =>
      atMollie(async () => {
        await client.customerSubscriptions.update(subscriptionId, {
          customerId,
          amount: { currency: "EUR", value: centsToDecimal(amountCents) },
        });
      }),
    cancelSubscription: (customerId, subscriptionId) =>
      atMollie(async () => {
        try {
          await client.customerSubscriptions.cancel(subscriptionId, { customerId });
        } catch (error) {
          // Gone at Mollie: what we wanted.
          if ((error as { statusCode?: number }).statusCode === 404) return;
          // Mollie refuses to cancel a subscription twice (422). That happens when an
          // earlier cancel went through after the client stopped waiting for its answer:
          // a subscription that no longer collects is what we wanted too.
          const now = await client.customerSubscriptions
            .get(subscriptionId, { customerId })
            .catch(() => undefined);
          if (now && FINISHED.has(now.status)) return;
          throw error;
        }
      }),
    // Every page (the client follows Mollie's 'next' links), within one time limit.
    listSubscriptions: (customerId) =>
      atMollie(async () => {
        const found: RecurringSubscription[] = [];
        for await (const subscription of client.customerSubscriptions.iterate({ customerId })) {
          found.push(subscriptionOf(subscription));
        }
        return found;
      }),
    getSubscription: (customerId, subscriptionId) =>
      atMollie(async () => {
        try {
          return subscriptionOf(
            await client.customerSubscriptions.get(subscriptionId, { customerId }),
          );
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 404) return null;
          throw error;
        }
      }),
  };
}
