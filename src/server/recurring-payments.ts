import type { DonationStatus } from "@shared/schemas/donation";

/**
 * What monthly giving needs from a payment provider that collects by itself (Mollie): a
 * customer, a first payment that creates the SEPA mandate, a monthly subscription, and to
 * change or cancel it. Defined here, outside both features: monthly giving uses it, and the Mollie
 * implementation lives with the other payment providers.
 */
export interface RecurringPayment {
  id: string;
  /**
   * 'refunded': a paid payment given back in full (its refunds and chargebacks together
   * reach its amount); Mollie itself keeps such a payment 'paid'.
   */
  status: DonationStatus;
  amountCents: number;
  subscriptionId?: string;
  customerId?: string;
  /** While the donor can still pay it (Mollie's status 'open'): its payment page. */
  checkoutUrl?: string;
  metadata: { monthlyDonorId?: string; donationId?: string };
  /** When the donor paid, as Mollie says: the month's date, not our processing's. */
  paidAt?: Date;
}

/** A subscription as Mollie knows it. */
export interface RecurringSubscription {
  id: string;
  /** Mollie's status: 'canceled' and 'completed' collect nothing more. */
  status: "pending" | "active" | "suspended" | "canceled" | "completed";
  /** Its first collection (YYYY-MM-DD). */
  startDate?: string;
  metadata: { monthlyDonorId?: string };
}

export interface RecurringPayments {
  createCustomer(input: { name: string; email: string }): Promise<string>;
  /** The first month, paid by iDEAL; paying it gives Mollie the mandate. */
  createFirstPayment(input: {
    customerId: string;
    amountCents: number;
    description: string;
    redirectUrl: string;
    webhookUrl: string;
    metadata: { monthlyDonorId: string; donationId: string };
  }): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<RecurringPayment | null>;
  /** Idempotent per `key`: a repeated call within Mollie's window creates nothing new. */
  createSubscription(input: {
    key: string;
    customerId: string;
    amountCents: number;
    description: string;
    startDate: string;
    webhookUrl: string;
    metadata: { monthlyDonorId: string };
  }): Promise<string>;
  /** A new monthly amount, from the next collection on. */
  updateSubscriptionAmount(
    customerId: string,
    subscriptionId: string,
    amountCents: number,
  ): Promise<void>;
  cancelSubscription(customerId: string, subscriptionId: string): Promise<void>;
  /** Every subscription of the customer, cancelled ones too. */
  listSubscriptions(customerId: string): Promise<RecurringSubscription[]>;
  /** One subscription of the customer; null when Mollie has none by that id. */
  getSubscription(
    customerId: string,
    subscriptionId: string,
  ): Promise<RecurringSubscription | null>;
}
