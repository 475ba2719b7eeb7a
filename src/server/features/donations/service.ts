import type { SignupSource } from "@shared/newsletter-consent";
import { paths } from "@shared/paths";
import {
  type ConfirmationResult,
  type Donation,
  type DonationStarted,
  donationPurpose,
} from "@shared/schemas/donation";
import { and, eq, notInArray } from "drizzle-orm";
import type { Services } from "../../services";
import type { Db } from "../../db/client";
import { donations } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { DomainError, NotFoundError } from "../../http/errors";
import { markRefunded } from "../../donation-refund";
import { requestNewsletterSignup } from "../../newsletter-signups";
import { donorColumns } from "./donor-row";
import type { DonationRow, DonationStatus, OnPaid, OnRefunded, PaymentPort } from "./ports";
import { sendReceipt } from "./receipt";

type Deps = Pick<Services, "database" | "mailer" | "config" | "secret">;

/** The forms with the newsletter box, as a sign-up's source. */
const signupSources: Partial<Record<Donation["kind"], SignupSource>> = {
  "one-off": "doneren",
  emergency: "noodhulp",
  sadaqa: "djumua-sadaqa",
  zakat: "zakaat",
};
export interface DonationsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const notFound = () => new NotFoundError("Donatie niet gevonden");

/**
 * Donations and their payment status (docs/product/donations.md). Every status
 * change, from a webhook, the demo checkout or a return page, goes through `applyStatus`.
 */
export function createDonationsService(
  { database, mailer, config, secret }: Deps,
  payments: PaymentPort,
  onPaid: readonly OnPaid[],
  log: DonationsLog,
  onRefunded: readonly OnRefunded[] = [],
) {
  const db = database.db;
  const publicUrl = (path: string) => `${config.PUBLIC_URL}${path}`;
  const receiptDeps = { mailer, config };
  const signupDeps = { mailer, config, secret };

  async function find(id: string): Promise<DonationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(donations).where(eq(donations.id, id));
    return row;
  }

  /**
   * Moves a donation to `status`; true when this call changed it. 'paid' is reached once,
   * and never after 'refunded': the conditional UPDATE is the guard, and the onPaid
   * callbacks and the receipt run in the same transaction. 'refunded' (given back in
   * full) is final: see `refund`.
   */
  async function applyStatus(id: string, status: DonationStatus, paidAt?: Date): Promise<boolean> {
    if (status === "refunded") return refund(id);
    const now = new Date();
    return db.transaction(async (tx) => {
      const from =
        status === "paid"
          ? notInArray(donations.status, ["paid", "refunded"])
          : eq(donations.status, "pending");
      const [row] = await tx
        .update(donations)
        .set({ status, updatedAt: now, ...(status === "paid" ? { paidAt: paidAt ?? now } : {}) })
        .where(and(eq(donations.id, id), from))
        .returning();
      if (!row) return false;
      if (status === "paid") {
        for (const callback of onPaid) await callback(tx as Db, row);
        await sendReceipt(tx as Db, id, receiptDeps);
      }
      return true;
    });
  }

  /**
   * The provider gave the money back (refund or chargeback): the donation becomes
   * 'refunded', once. The row is locked first, so of concurrent webhooks one changes it;
   * when it was 'paid', the onRefunded callbacks undo what onPaid did, in that same
   * transaction. A donation we never saw paid becomes 'refunded' with nothing to undo.
   */
  async function refund(id: string): Promise<boolean> {
    return db.transaction((tx) => markRefunded(tx as Db, eq(donations.id, id), onRefunded));
  }

  /** Asks the provider (never the caller) for the payment's status and applies it. */
  async function syncFromProvider(row: DonationRow): Promise<void> {
    if (!payments.fetchPayment || !row.providerPaymentId || row.provider !== payments.name) return;
    const payment = await payments.fetchPayment(row.providerPaymentId);
    if (!payment || payment.status === "pending") return;
    if (payment.donationId && payment.donationId !== row.id) {
      log.warn(
        { donationId: row.id, payment: row.providerPaymentId },
        "payment of another donation",
      );
      return;
    }
    const received = payment.status === "paid" || payment.status === "refunded";
    if (received && payment.amountCents !== row.amountCents) {
      log.error({ donationId: row.id, paid: payment.amountCents }, "paid amount differs");
      return;
    }
    // Dated when the donor paid (a webhook retried after midnight on 31 December keeps
    // the gift in its year), not when we heard of it.
    await applyStatus(row.id, payment.status, payment.paidAt);
  }

  return {
    applyStatus,

    /** Stored as 'pending' before the provider is asked for a payment page. */
    async start(input: Donation): Promise<DonationStarted> {
      const source = signupSources[input.kind];
      const newsletterChoice = source && "newsletter" in input ? input.newsletter : null;
      const { id, purpose } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(donations)
          .values({
            ...donorColumns(input),
            kind: input.kind,
            purpose: donationPurpose(input),
            amountCents: input.amount,
            provider: payments.name,
            newsletterChoice,
          })
          .returning({ id: donations.id, purpose: donations.purpose });
        // The ticked 'Houd mij op de hoogte' box: a sign-up that waits for its confirmation.
        if (source && newsletterChoice) {
          await requestNewsletterSignup(signupDeps, tx as Db, { email: input.email, source });
        }
        return row!;
      });
      let created: Awaited<ReturnType<PaymentPort["createPayment"]>>;
      try {
        created = await payments.createPayment({
          donationId: id,
          amountCents: input.amount,
          description: purpose,
          returnUrl: publicUrl(`${paths.donationSuccess}?session_id=${id}`),
          cancelUrl: publicUrl(`${paths.donationCancelled}?session_id=${id}`),
          webhookUrl: publicUrl(`/api/payments/${payments.name}/webhook`),
        });
      } catch (error) {
        log.error({ err: error, donationId: id }, "payment provider refused the payment");
        await db
          .update(donations)
          .set({ status: "failed", updatedAt: new Date() })
          .where(eq(donations.id, id));
        throw new DomainError(
          "upstream-failed",
          "Fout",
          "De betaalpagina kon niet worden geopend. Probeer het later opnieuw.",
        );
      }
      if (created.providerPaymentId) {
        await db
          .update(donations)
          .set({ providerPaymentId: created.providerPaymentId })
          .where(eq(donations.id, id));
      }
      return { donationId: id, redirectUrl: created.redirectUrl };
    },

    /**
     * The success page: the receipt goes out at most once, whichever of
     * webhook and page comes first. A donation not yet paid gets no receipt.
     */
    async confirm(sessionId: string): Promise<ConfirmationResult> {
      const row = await find(sessionId);
      if (!row) throw notFound();
      if (row.status !== "paid") await syncFromProvider(row);
      if (!row.confirmationSentAt) {
        await db.transaction((tx) => sendReceipt(tx as Db, row.id, receiptDeps));
      }
      const now = (await find(sessionId))!;
      return {
        emailSent: now.confirmationSentAt !== null,
        status: now.status,
        kind: now.kind,
        amountCents: now.amountCents,
      };
    },

    /** The cancelled page came back with its id: demo trusts it, Mollie is asked. */
    async returnCancelled(sessionId: string): Promise<{ status: DonationStatus }> {
      const row = await find(sessionId);
      if (!row) throw notFound();
      if (row.provider === "demo" && payments.name === "demo") {
        await applyStatus(row.id, "cancelled");
      } else {
        await syncFromProvider(row);
      }
      return { status: (await find(sessionId))!.status };
    },

    /** A provider's webhook named one of its payments; unknown ids change nothing. */
    async providerWebhook(providerPaymentId: string): Promise<{ known: boolean }> {
      const [row] = await db
        .select()
        .from(donations)
        .where(
          and(
            eq(donations.provider, payments.name),
            eq(donations.providerPaymentId, providerPaymentId),
          ),
        )
        .limit(1);
      if (!row) return { known: false };
      await syncFromProvider(row);
      return { known: true };
    },

    /** What the demo checkout page shows; only for demo donations. */
    async demoCheckout(id: string) {
      const row = await find(id);
      if (row?.provider !== "demo") throw notFound();
      return { amountCents: row.amountCents, purpose: row.purpose, status: row.status };
    },

    /** The demo checkout's 'Betalen' / 'Annuleren': the demo provider's webhook. */
    async demoOutcome(id: string, outcome: "paid" | "cancelled") {
      const row = await find(id);
      if (row?.provider !== "demo") throw notFound();
      if (row.status === "pending") await applyStatus(id, outcome);
      return { status: (await find(id))!.status };
    },
  };
}
