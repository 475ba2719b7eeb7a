import { centsToDecimal, type PaymentProvider, shortDescription } from "./provider";

/**
 * A bunq.me link for BUNQME_HANDLE with amount and description. bunq.me sends no status
 * back, so such a donation stays 'pending' (README "Payments"; docs/decisions/032).
 */
export function createBunqProvider(handle: string): PaymentProvider {
  return {
    name: "bunq",
    async createPayment({ amountCents, description }) {
      const text = encodeURIComponent(shortDescription(description, 140));
      return {
        redirectUrl: `https://bunq.me/${encodeURIComponent(handle)}/${centsToDecimal(amountCents)}/${text}`,
      };
    },
  };
}
