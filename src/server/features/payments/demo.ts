import { paths } from "@shared/paths";
import type { PaymentProvider } from "./provider";

/**
 * The default provider: a local checkout page that says plainly it is a test and charges
 * nothing. Its 'Betalen' and 'Annuleren' buttons call our demo webhook, the same status
 * update path a real provider's webhook takes.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: "demo",
    async createPayment({ donationId }) {
      return { redirectUrl: `${paths.demoCheckout}?donation=${donationId}` };
    },
  };
}
