/**
 * The payment providers behind one interface, chosen by PAYMENT_PROVIDER
 * (docs/product/donations.md). A provider knows payments, not donations: the
 * donations service stores the donation first, then asks its provider for a page.
 */
import type { DonationStatus, PaymentProvider as ProviderName } from "@shared/schemas/donation";
import { DomainError } from "../../http/errors";

/**
 * Our donation statuses. 'refunded': the provider says a paid payment was given back in
 * full (refunds and chargebacks together reach its amount).
 */
export type PaymentStatus = DonationStatus;

interface PaymentRequest {
  donationId: string;
  amountCents: number;
  /** The donation's purpose (its payment description), shown by the provider. */
  description: string;
  /** Where the provider sends the donor back: /donation-success?session_id=<id>. */
  returnUrl: string;
  /** /donation-cancelled?session_id=<id>. */
  cancelUrl: string;
  /** Our webhook, for providers that call back. */
  webhookUrl: string;
}

interface CreatedPayment {
  /** The page the browser goes to next. */
  redirectUrl: string;
  /** The provider's own id (Mollie 'tr_...'), looked up again by the webhook. */
  providerPaymentId?: string;
}

/** What a provider says about one payment, fetched from the provider itself. */
export interface FetchedPayment {
  status: PaymentStatus;
  amountCents: number;
  /** The donation id we put in the payment's metadata. */
  donationId?: string;
  /** When the donor paid, as the provider says: the gift's date, not our processing's. */
  paidAt?: Date;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Providers with an API: the payment's status as the provider knows it; null when unknown. */
  fetchPayment?(providerPaymentId: string): Promise<FetchedPayment | null>;
}

/**
 * Descriptions are limited by providers (Mollie: 255 characters). The cut never splits an
 * emoji (two UTF-16 units): half of one is no character, and bunq.me's link could not be
 * encoded with it (`encodeURIComponent` throws).
 */
export function shortDescription(description: string, max = 255): string {
  if (description.length <= max) return description;
  const cut = description.slice(0, max - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/** Two decimals with a point, as payment APIs want amounts ("12.50"). */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A call to the payment service that failed (no answer, a 5xx, a refusal): the caller's
 * request answers 502 with a Dutch message instead of the library's own status, which
 * is not the visitor's fault; the library's error is kept as the cause, and logged.
 */
export async function atPaymentService<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new DomainError(
      "upstream-failed",
      "Fout",
      "De betaaldienst kon het verzoek nu niet verwerken. Probeer het later opnieuw.",
      { cause: error },
    );
  }
}

/** How long one call to Mollie may take before it counts as failed. */
export const MOLLIE_TIMEOUT_MS = 10_000;

/**
 * A creation sent with an idempotency key, asked once more when no answer came (the
 * connection dropped, or none within the time limit): Mollie may have made it, and the
 * second ask then gets that one instead of a second. A refusal (Mollie answered) is final.
 */
export async function createOnce<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    return await create();
  }
}

/**
 * The answer, or an error after `ms`; a late answer is dropped. The Mollie client takes no
 * time limit or abort signal of its own, so its request is not cancelled: a creation made
 * late is found again by its idempotency key.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Mollie within ${ms} ms`)), ms);
  });
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
