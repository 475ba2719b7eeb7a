import { createMollieClient, PaymentStatus as MollieStatus } from "@mollie/api-client";
import {
  centsToDecimal,
  type FetchedPayment,
  type PaymentProvider,
  type PaymentStatus,
  shortDescription,
} from "./provider";

const statusMap: Partial<Record<MollieStatus, PaymentStatus>> = {
  [MollieStatus.paid]: "paid",
  [MollieStatus.failed]: "failed",
  [MollieStatus.canceled]: "cancelled",
  [MollieStatus.expired]: "expired",
  // open, pending and authorized: not decided yet.
};

/**
 * Mollie through its official client. The webhook only tells us an id; the status is
 * always fetched from Mollie (never read from the request). `apiUrl` (MOLLIE_API_URL)
 * points the client at a local fake in tests.
 */
export function createMollieProvider(options: {
  apiKey: string;
  apiUrl?: string;
}): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
  });
  return {
    name: "mollie",
    async createPayment(request) {
      const payment = await client.payments.create({
        amount: { currency: "EUR", value: centsToDecimal(request.amountCents) },
        description: shortDescription(request.description),
        redirectUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        // Mollie cannot reach a localhost webhook; the success page then asks Mollie itself.
        ...(isPublicUrl(request.webhookUrl) ? { webhookUrl: request.webhookUrl } : {}),
        metadata: { donationId: request.donationId },
      });
      const checkout = payment.getCheckoutUrl();
      if (!checkout) throw new Error(`Mollie payment ${payment.id} has no checkout URL`);
      return { redirectUrl: checkout, providerPaymentId: payment.id };
    },
    async fetchPayment(providerPaymentId): Promise<FetchedPayment | null> {
      try {
        const payment = await client.payments.get(providerPaymentId);
        const metadata = payment.metadata as { donationId?: unknown } | null;
        const amountCents = toCents(payment.amount);
        // Mollie keeps a refunded or charged-back payment 'paid' and reports the money
        // given back in these amounts; only a full reversal changes our status.
        const reversed = toCents(payment.amountRefunded) + toCents(payment.amountChargedBack);
        const status = statusMap[payment.status] ?? "pending";
        return {
          status: status === "paid" && reversed >= amountCents ? "refunded" : status,
          amountCents,
          donationId: typeof metadata?.donationId === "string" ? metadata.donationId : undefined,
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
  };
}

function toCents(amount: { value: string } | undefined): number {
  return amount ? Math.round(Number(amount.value) * 100) : 0;
}

function isPublicUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return !["localhost", "127.0.0.1", "::1", "[::1]"].includes(host);
}
