import { createMollieClient, type PaymentCreateParams } from "@mollie/api-client";
import { mollieCents, mollieStatus, paidAtOf } from "./mollie-payment";
import {
  atPaymentService,
  centsToDecimal,
  createOnce,
  type FetchedPayment,
  MOLLIE_TIMEOUT_MS,
  type PaymentProvider,
  shortDescription,
  withTimeout,
} from "./provider";

/**
 * Mollie through its official client. The webhook only tells us an id; the status is
 * always fetched from Mollie (never read from the request). `apiUrl` (MOLLIE_API_URL)
 * points the client at a local fake in tests.
 *
 * A payment is created with an idempotency key made of the donation id. When the first
 * attempt gets no answer (the connection drops, or no answer within `timeoutMs`),
 * it is asked once more with the same key: Mollie then answers with the payment it may
 * already have made, so the donation is linked to it and no second payment exists.
 */
export function createMollieProvider(options: {
  apiKey: string;
  apiUrl?: string;
  /** How long each call may take (`MOLLIE_TIMEOUT_MS` unless told). */
  timeoutMs?: number;
}): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
  });
  const timeoutMs = options.timeoutMs ?? MOLLIE_TIMEOUT_MS;
  return {
    name: "mollie",
    async createPayment(request) {
      const params: PaymentCreateParams = {
        amount: { currency: "EUR", value: centsToDecimal(request.amountCents) },
        description: shortDescription(request.description),
        redirectUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        // Mollie cannot reach a localhost webhook; the success page then asks Mollie itself.
        ...(isPublicUrl(request.webhookUrl) ? { webhookUrl: request.webhookUrl } : {}),
        metadata: { donationId: request.donationId },
        idempotencyKey: `donation-${request.donationId}`,
      };
      const payment = await createOnce(() =>
        withTimeout(client.payments.create(params), timeoutMs),
      );
      const checkout = payment.getCheckoutUrl();
      if (!checkout) throw new Error(`Mollie payment ${payment.id} has no checkout URL`);
      return { redirectUrl: checkout, providerPaymentId: payment.id };
    },
    fetchPayment: (providerPaymentId): Promise<FetchedPayment | null> =>
      atPaymentService(async () => {
        try {
          const payment = await withTimeout(client.payments.get(providerPaymentId), timeoutMs);
          const metadata = payment.metadata as { donationId?: unknown } | null;
          return {
            status: mollieStatus(payment),
            amountCents: mollieCents(payment.amount),
            donationId: typeof metadata?.donationId === "string" ? metadata.donationId : undefined,
            paidAt: paidAtOf(payment),
          };
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 404) return null;
          throw error;
        }
      }),
  };
}

function isPublicUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return !["localhost", "127.0.0.1", "::1", "[::1]"].includes(host);
}
