import type { Config } from "../../config";
import { createBunqProvider } from "./bunq";
import { createDemoProvider } from "./demo";
import { createMollieProvider } from "./mollie";
import type { PaymentProvider } from "./provider";

export type { PaymentProvider } from "./provider";

/** The provider PAYMENT_PROVIDER names; config validation guarantees its settings. */
export function createPaymentProvider(
  config: Pick<Config, "PAYMENT_PROVIDER" | "BUNQME_HANDLE" | "MOLLIE_API_KEY" | "MOLLIE_API_URL">,
): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case "bunq":
      return createBunqProvider(config.BUNQME_HANDLE ?? "");
    case "mollie":
      return createMollieProvider({
        apiKey: config.MOLLIE_API_KEY ?? "",
        apiUrl: config.MOLLIE_API_URL,
      });
    default:
      return createDemoProvider();
  }
}
