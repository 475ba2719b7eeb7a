import { dutchDay } from "@shared/dutch-day";
import { and, desc, eq, inArray, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { donations, monthlyDonors } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { type OnRefunded, markRefunded } from "../../donation-refund";
import { ConflictError, DomainError, NotFoundError } from "../../http/errors";
import type { JobQueue } from "../../jobs/queue";
import type {
  RecurringPayment,
  RecurringPayments,
  RecurringSubscription,
} from "../../recurring-payments";
import { claimGift, releaseGift, type SyncCollector, underClaim } from "./manage";

type DonationRow = typeof donations.$inferSelect;
type NewDonation = typeof donations.$inferInsert;
type MonthlyDonorRow = typeof monthlyDonors.$inferSelect;
/** What else happens once a month is paid, in the same transaction (a campaign's total). */
export type OnPaid = (tx: Db, donation: DonationRow) => Promise<void>;
/**
 * A paid month collected by a subscription the gift never stored (see `unknownSubscription`),
 * in the transaction that records it: instead of the donor's receipt, the foundation is told.
 */
export type OnStrayPaid = (
  tx: Db,
  gift: MonthlyDonorRow,
  donation: DonationRow,
  subscriptionId: string,
) => Promise<void>;

export const MONTHLY_WEBHOOK_PATH = "/api/payments/mollie/monthly-webhook";
const PURPOSE = "Maandelijkse gift";
const ALREADY_PAID = "De eerste maand van deze gift is al betaald.";
const RETRY_LATER = "De betaalpagina kon niet worden geopend. Probeer het later opnieuw.";
const IN_PROGRESS = "Uw eerste betaling wordt nog verwerkt; u hoeft nu niet opnieuw te betalen.";
const FIRST_MONTH_REFUNDED =
  "De eerste maand van deze gift is terugbetaald. Neem contact met ons op als u de gift toch wilt starten.";
const OPENING = "De betaalpagina wordt al geopend. Probeer het over een minuut opnieuw.";
/** How long a month stored for a payment Mollie has not yet answered counts as being opened. */
const OPENING_MS = 2 * 60_000;
/** The rows of the unique index on a monthly gift's Mollie payment. */
const monthlyPayment = () => sql`${donations.kind} = 'monthly'`;

/**
 * When a subscription made on `day` (YYYY-MM-DD) starts: the same day of the next month,
 * at most the 28th (a day every month has), so Mollie collects on that day each month.
 */
function monthAfter(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month, Math.min(date, 28))).toISOString().slice(0, 10);
}

/**
 * The idempotency key of the gift's next subscription. It stays the same until a creation
 * is stored (a retry after a failure gets the subscription Mollie already made), and
 * changes with each one stored, so a pause and a second resume never get Mollie's answer
 * of a subscription since cancelled.
 */
const subscriptionKey = (donor: MonthlyDonorRow) =>
  `subscription-${donor.id}-${donor.mollieSubscriptionsMade}`;

/**
 * The columns that record a subscription just created (or taken, see `unknownSubscription`),
 * collecting from `startDate`. `donor` is the row read under the gift's claim, so its
 * history is the current one.
 */
const madeSubscription = (
  donor: MonthlyDonorRow,
  subscriptionId: string,
  startDate: string | null,
) => ({
  mollieSubscriptionId: subscriptionId,
  mollieSubscriptionsMade: donor.mollieSubscriptionsMade + 1,
  mollieCollectionStart: startDate,
  mollieSubscriptionHistory: [...donor.mollieSubscriptionHistory, subscriptionId],
});

/** A subscription in these states collects nothing more. */
const FINISHED = new Set<RecurringSubscription["status"]>(["canceled", "completed"]);

/** Whether the gift ever stored this subscription (its current one, or one since cancelled). */
const storedBy = (donor: MonthlyDonorRow, subscriptionId: string) =>
  donor.mollieSubscriptionId === subscriptionId ||
  donor.mollieSubscriptionHistory.includes(subscriptionId);

/**
 * Cancels at Mollie every subscription of the customer that names the gift in its metadata
 * and may still collect, but `cancelled` (the stored one, cancelled just before): one Mollie
 * made while the answer to its creation never reached us (the client's time limit ran out),
 * which the gift therefore never stored and a stop or pause would otherwise leave
 * collecting. Answers the ids it cancelled.
 */
async function cancelUnstored(
  recurring: RecurringPayments,
  customerId: string,
  donorId: string,
  cancelled: string | null,
): Promise<string[]> {
  const left = (await recurring.listSubscriptions(customerId)).filter(
    (s) => s.id !== cancelled && !FINISHED.has(s.status) && s.metadata.monthlyDonorId === donorId,
  );
  for (const subscription of left) await recurring.cancelSubscription(customerId, subscription.id);
  return left.map((s) => s.id);
}

/** Where a job's failures go (pino's argument order). */
interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

interface SubscribeDeps {
  db: Db;
  recurring: RecurringPayments;
  webhookUrl: string;
}

/**
 * Once the first month is paid: the gift's subscription, created once (the gift claimed,
 * Mollie's idempotency key). No transaction is open while Mollie is asked. True when this
 * call made it. While another change or subscription of the gift is under way it throws:
 * the webhook then answers 5xx and Mollie calls again (the catch-up job is the last resort).
 */
async function subscribe({ db, recurring, webhookUrl }: SubscribeDeps, donorId: string) {
  const donor = await claimGift(db, donorId);
  if (!donor) {
    const [now] = await db
      .select({ subscriptionId: monthlyDonors.mollieSubscriptionId })
      .from(monthlyDonors)
      .where(eq(monthlyDonors.id, donorId));
    if (!now || now.subscriptionId) return false;
    throw new Error("the gift is being changed: its subscription is not made yet");
  }
  try {
    // A paused gift gets its subscription when it is resumed; a stopped one never.
    if (donor.mollieSubscriptionId || !donor.mollieCustomerId || donor.mandateStatus !== "active") {
      await releaseGift(db, donor);
      return false;
    }
    const startDate = monthAfter(dutchDay());
    const subscriptionId = await recurring.createSubscription({
      key: subscriptionKey(donor),
      customerId: donor.mollieCustomerId,
      amountCents: donor.amountCents,
      description: `${PURPOSE} ${donor.mandateReference}`,
      startDate,
      webhookUrl,
      metadata: { monthlyDonorId: donor.id },
    });
    const [stored] = await db
      .update(monthlyDonors)
      .set({ ...madeSubscription(donor, subscriptionId, startDate), mollieClaimedUntil: null })
      .where(underClaim(donor))
      .returning({ id: monthlyDonors.id });
    // The claim ran out (far past Mollie's time limit): the next webhook call tries again.
    if (!stored) throw new Error("the gift's claim ran out: its subscription is not stored");
    return true;
  } catch (error) {
    await releaseGift(db, donor);
    throw error;
  }
}

/** How long after its first month was paid a gift's own webhook may make the subscription. */
const MISSED_SUBSCRIPTION_AFTER_MS = 10 * 60_000;

/**
 * The catch-up of the job `monthly.missed-subscriptions`: active gifts whose first month
 * was paid (and kept) at least ten minutes ago and that still have no subscription, because
 * every call of Mollie's webhook met Mollie refusing or failing the subscription. Each one
 * gets it now; one that fails again waits for the next run. Returns how many were made.
 */
export async function subscribeMissed(
  deps: SubscribeDeps & { log: JobLog },
  now = new Date(),
): Promise<number> {
  const settled = new Date(now.getTime() - MISSED_SUBSCRIPTION_AFTER_MS);
  const missed = await deps.db
    .select({ id: monthlyDonors.id })
    .from(monthlyDonors)
    .where(
      and(
        eq(monthlyDonors.collectedBy, "mollie"),
        eq(monthlyDonors.mandateStatus, "active"),
        isNull(monthlyDonors.mollieSubscriptionId),
        sql`exists (select 1 from donations d where d.monthly_donor_id = ${monthlyDonors.id}
                      and d.status = 'paid' and d.paid_at <= ${settled.toISOString()}::timestamptz)`,
      ),
    )
    .limit(100);
  let made = 0;
  for (const { id } of missed) {
    try {
      if (await subscribe(deps, id)) made++;
    } catch (error) {
      deps.log.error({ err: error, monthlyDonorId: id }, "subscription still not made");
    }
  }
  if (made > 0) deps.log.warn({ made }, "made subscriptions the webhook had missed");
  return made;
}

export const MISSED_SUBSCRIPTIONS_JOB = "monthly.missed-subscriptions";

/** Registers `monthly.missed-subscriptions` (only with Mollie); call before `queue.start()`. */
export function defineMissedSubscriptionsJob(
  queue: JobQueue,
  deps: Parameters<typeof subscribeMissed>[0],
): void {
  queue.define({
    name: MISSED_SUBSCRIPTIONS_JOB,
    retryLimit: 0, // the next run, a quarter of an hour later, is the retry
    handle: async () => {
      await subscribeMissed(deps);
    },
  });
}

/** The donation row of one month of a gift, with the donor's details. */
const monthDonation = (donor: MonthlyDonorRow, amountCents: number): NewDonation => ({
  kind: "monthly",
  purpose: PURPOSE,
  amountCents,
  provider: "mollie",
  monthlyDonorId: donor.id,
  firstName: donor.firstName,
  lastName: donor.lastName,
  email: donor.email,
  phone: donor.phone,
  companyName: donor.companyName,
});

/**
 * A first payment's month is stored before Mollie is asked, and Mollie's payment id with
 * its answer. When that answer was never stored (the process died while Mollie was asked),
 * the payment's metadata still names the month: it takes the payment's id here, so the
 * webhook's status lands on that row instead of a second one. Only a month of this gift
 * that names no payment yet, and only while no row holds this payment.
 */
async function adoptLostMonth(tx: Db, donor: MonthlyDonorRow, payment: RecurringPayment) {
  const donationId = payment.metadata.donationId;
  if (!isUuid(donationId)) return;
  await tx
    .update(donations)
    .set({ providerPaymentId: payment.id })
    .where(
      and(
        eq(donations.id, donationId),
        eq(donations.monthlyDonorId, donor.id),
        eq(donations.kind, "monthly"),
        isNull(donations.providerPaymentId),
        sql`not exists (select 1 from donations o where o.provider_payment_id = ${payment.id}
                          and o.kind = 'monthly')`,
      ),
    );
}

/**
 * Monthly gifts collected by Mollie. The sign-up's first month is an iDEAL payment with
 * sequenceType 'first' (it gives Mollie the SEPA mandate); once it is paid, a monthly
 * subscription collects the rest. Every payment, first or monthly, reaches one webhook and
 * becomes one donation row of kind 'monthly', however often the webhook repeats.
 */
export function createMollieGiving(deps: {
  db: Db;
  recurring: RecurringPayments;
  publicUrl: (path: string) => string;
  /** Every paid month, once (a campaign's total). */
  onPaid: readonly OnPaid[];
  /** A paid month of the gift's own subscription or its first payment: the donor's receipt. */
  receipt?: OnPaid;
  /** A paid month of a subscription the gift never stored (no receipt then). */
  onStrayPaid?: OnStrayPaid;
  onRefunded?: readonly OnRefunded[];
  log: FastifyBaseLogger;
}) {
  const { db, recurring, publicUrl } = deps;

  /**
   * Applies a payment's status to its donation row; runs onPaid once, when it becomes paid,
   * with the receipt, or for a `stray` month (of a subscription the gift never stored)
   * onStrayPaid instead. A paid month only becomes 'refunded', which is final (see
   * `refundMonth`).
   */
  async function recordPayment(
    donor: MonthlyDonorRow,
    payment: RecurringPayment,
    stray?: { subscriptionId: string },
  ) {
    if (payment.status === "refunded") return refundMonth(donor, payment);
    const status = payment.status;
    await db.transaction(async (tx) => {
      await adoptLostMonth(tx as Db, donor, payment);
      const [row] = await tx
        .insert(donations)
        .values({
          ...monthDonation(donor, payment.amountCents),
          status,
          providerPaymentId: payment.id,
          paidAt: status === "paid" ? (payment.paidAt ?? new Date()) : null,
        })
        .onConflictDoUpdate({
          target: donations.providerPaymentId,
          targetWhere: monthlyPayment(),
          set: {
            status,
            updatedAt: new Date(),
            paidAt: status === "paid" ? (payment.paidAt ?? new Date()) : null,
          },
          // As for a one-off gift: 'paid' from any state but paid or refunded, the others
          // only from 'pending' (a late webhook's older answer never undoes a final one).
          setWhere:
            status === "paid"
              ? notInArray(donations.status, ["paid", "refunded"])
              : and(eq(donations.status, "pending"), ne(donations.status, status)),
        })
        .returning();
      // No row: nothing changed (a repeated webhook, or the month was already paid or
      // given back).
      if (row?.status === "paid") {
        for (const callback of deps.onPaid) await callback(tx as Db, row);
        if (!stray) await deps.receipt?.(tx as Db, row);
        else {
          deps.log.warn(
            { monthlyDonorId: donor.id, paymentId: payment.id, ...stray },
            "a month of a Mollie subscription the gift never stored was paid: recorded without a receipt",
          );
          await deps.onStrayPaid?.(tx as Db, donor, row, stray.subscriptionId);
        }
      }
    });
  }

  /**
   * A payment of a subscription the gift never stored: Mollie made the subscription, but the
   * answer to its creation never reached us (the client's time limit ran out), so a stop or
   * pause could not cancel it. An active gift that has no subscription takes it: it is the
   * one its first payment or resume was meant to make. Otherwise it collects for a gift
   * paused or stopped, or beside the gift's own, and is cancelled at Mollie. Runs under the
   * gift's claim, so no change of the gift runs meanwhile; while one does, it throws and the
   * webhook answers 5xx (Mollie calls again). Answers the gift as it is now.
   */
  async function unknownSubscription(
    donor: MonthlyDonorRow,
    payment: RecurringPayment,
    subscriptionId: string,
  ): Promise<MonthlyDonorRow> {
    const claimed = await claimGift(db, donor.id);
    if (!claimed)
      throw new Error("the gift is being changed: a payment of another subscription waits");
    try {
      if (storedBy(claimed, subscriptionId)) {
        await releaseGift(db, claimed);
        return claimed;
      }
      const customerId = payment.customerId ?? claimed.mollieCustomerId;
      const subscription = customerId
        ? await recurring.getSubscription(customerId, subscriptionId)
        : null;
      const live = subscription !== null && !FINISHED.has(subscription.status);
      const log = { monthlyDonorId: claimed.id, subscriptionId, status: claimed.mandateStatus };
      if (
        live &&
        claimed.mandateStatus === "active" &&
        !claimed.mollieSubscriptionId &&
        customerId === claimed.mollieCustomerId &&
        subscription.metadata.monthlyDonorId === claimed.id
      ) {
        const [taken] = await db
          .update(monthlyDonors)
          .set({
            ...madeSubscription(claimed, subscriptionId, subscription.startDate ?? null),
            mollieClaimedUntil: null,
          })
          .where(underClaim(claimed))
          .returning();
        if (!taken) throw new Error("the gift's claim ran out: its subscription is not stored");
        deps.log.warn(log, "stored a Mollie subscription whose creation's answer was lost");
        return taken;
      }
      if (live && customerId) {
        await recurring.cancelSubscription(customerId, subscriptionId);
        deps.log.warn(log, "cancelled a Mollie subscription the gift never stored");
      }
      await releaseGift(db, claimed);
      return claimed;
    } catch (error) {
      await releaseGift(db, claimed);
      throw error;
    }
  }

  /**
   * Mollie gave the month's money back in full (a refund, or a chargeback by the donor's
   * bank): its row becomes 'refunded', once, whatever the webhook repeats. The row is
   * locked first, so of concurrent webhooks one changes it; when it was 'paid', the
   * onRefunded callbacks undo what onPaid did, in this same transaction. A payment we
   * never saw paid becomes 'refunded' with nothing to undo.
   */
  async function refundMonth(donor: MonthlyDonorRow, payment: RecurringPayment) {
    await db.transaction(async (tx) => {
      await adoptLostMonth(tx as Db, donor, payment);
      const [created] = await tx
        .insert(donations)
        .values({
          ...monthDonation(donor, payment.amountCents),
          status: "refunded",
          providerPaymentId: payment.id,
        })
        .onConflictDoNothing({ target: donations.providerPaymentId, where: monthlyPayment() })
        .returning({ id: donations.id });
      if (created) return;
      await markRefunded(
        tx as Db,
        and(eq(donations.providerPaymentId, payment.id), eq(donations.kind, "monthly")),
        deps.onRefunded ?? [],
      );
    });
  }

  const ensureSubscription = (donorId: string) =>
    subscribe({ db, recurring, webhookUrl: publicUrl(MONTHLY_WEBHOOK_PATH) }, donorId);

  /** The gift's month row (pending), stored before Mollie is asked, like every donation. */
  async function storeMonth(tx: Db, donor: MonthlyDonorRow): Promise<string> {
    const [donation] = await tx
      .insert(donations)
      .values(monthDonation(donor, donor.amountCents))
      .returning({ id: donations.id });
    return donation!.id;
  }

  /**
   * A first payment at Mollie for the gift's stored month `donationId`; the customer is
   * made once. Answers the payment page.
   */
  async function openFirstPayment(
    donor: MonthlyDonorRow,
    donationId: string,
    refusal: string,
  ): Promise<string> {
    try {
      let customerId = donor.mollieCustomerId;
      if (!customerId) {
        customerId = await recurring.createCustomer({
          name: `${donor.firstName} ${donor.lastName}`,
          email: donor.email,
        });
        await db
          .update(monthlyDonors)
          .set({ mollieCustomerId: customerId })
          .where(eq(monthlyDonors.id, donor.id));
      }
      const payment = await recurring.createFirstPayment({
        customerId,
        amountCents: donor.amountCents,
        description: `${PURPOSE} ${donor.mandateReference}`,
        redirectUrl: publicUrl(`/donation-success?session_id=${donationId}`),
        webhookUrl: publicUrl(MONTHLY_WEBHOOK_PATH),
        metadata: { monthlyDonorId: donor.id, donationId },
      });
      await db
        .update(donations)
        .set({ providerPaymentId: payment.id })
        .where(eq(donations.id, donationId));
      return payment.checkoutUrl;
    } catch (error) {
      deps.log.error({ err: error, monthlyDonorId: donor.id }, "Mollie refused the first payment");
      await db.update(donations).set({ status: "failed" }).where(eq(donations.id, donationId));
      throw new DomainError("upstream-failed", "Fout", refusal);
    }
  }

  /** The gift's months, newest first. */
  const monthsOf = (tx: Db, donorId: string) =>
    tx
      .select({
        id: donations.id,
        status: donations.status,
        providerPaymentId: donations.providerPaymentId,
        createdAt: donations.createdAt,
      })
      .from(donations)
      .where(and(eq(donations.monthlyDonorId, donorId), eq(donations.kind, "monthly")))
      .orderBy(desc(donations.createdAt), desc(donations.id));

  /**
   * What the gift's months say about paying the first month again: a page to continue,
   * a refusal (thrown), or nothing (undefined: a new first payment is due).
   */
  async function firstMonthPage(
    donor: MonthlyDonorRow,
    months: Awaited<ReturnType<typeof monthsOf>>,
  ): Promise<string | undefined> {
    if (months.some((m) => m.status === "paid")) {
      throw new ConflictError("Niet mogelijk", ALREADY_PAID);
    }
    if (months.some((m) => m.status === "refunded")) {
      throw new ConflictError("Niet mogelijk", FIRST_MONTH_REFUNDED);
    }
    for (const month of months) {
      if (month.status !== "pending") continue;
      if (!month.providerPaymentId) {
        // Another request is opening its payment at Mollie right now (a second click);
        // a row older than that was left by a crash and names no payment.
        if (Date.now() - month.createdAt.getTime() < OPENING_MS) {
          throw new ConflictError("Even geduld", OPENING);
        }
        continue;
      }
      const payment = await recurring.getPayment(month.providerPaymentId).catch((error) => {
        deps.log.error({ err: error, monthlyDonorId: donor.id }, "Mollie did not answer");
        throw new DomainError("upstream-failed", "Fout", RETRY_LATER);
      });
      if (!payment) continue;
      if (payment.status === "pending") {
        if (payment.checkoutUrl) return payment.checkoutUrl;
        // Being paid (a bank still deciding): a second payment could take the month twice.
        throw new ConflictError("Even geduld", IN_PROGRESS);
      }
      await recordPayment(donor, payment);
      if (payment.status === "paid") {
        // Should Mollie fail us here, its webhook for this payment makes the subscription.
        await ensureSubscription(donor.id).catch((error) =>
          deps.log.error({ err: error, monthlyDonorId: donor.id }, "subscription not made yet"),
        );
        throw new ConflictError("Niet mogelijk", ALREADY_PAID);
      }
    }
    return undefined;
  }

  return {
    /** After the sign-up is stored: the customer and the first payment at Mollie. */
    startFirstPayment: async (donor: MonthlyDonorRow): Promise<string> =>
      openFirstPayment(
        donor,
        await storeMonth(db, donor),
        "De betaalpagina kon niet worden geopend. Uw aanmelding is bewaard: met de link in de bevestigingsmail betaalt u de eerste maand later.",
      ),

    /**
     * The donor pays the first month again, after a first payment that did not go through
     * (cancelled, failed, expired): a new first payment for the same gift, not a second
     * sign-up. A first payment the donor can still pay is continued (its page), not
     * doubled; one Mollie has since seen paid is recorded, and nothing new is made.
     */
    async payFirstMonth(donorId: string): Promise<string> {
      const [donor] = await db.select().from(monthlyDonors).where(eq(monthlyDonors.id, donorId));
      if (!donor) throw new NotFoundError("Maandelijkse gift niet gevonden");
      if (
        donor.collectedBy !== "mollie" ||
        donor.mandateStatus !== "active" ||
        donor.mollieSubscriptionId
      ) {
        throw notDue();
      }
      // Two clicks at once must not open two payments: the new month is stored only while
      // the gift's row is locked and its months are still the ones looked at; otherwise
      // look again (the other click's payment is continued or waited for).
      for (let look = 0; look < 3; look++) {
        const months = await monthsOf(db, donor.id);
        const page = await firstMonthPage(donor, months);
        if (page) return page;
        const stored = await db.transaction(async (tx) => {
          await tx
            .select({ id: monthlyDonors.id })
            .from(monthlyDonors)
            .where(eq(monthlyDonors.id, donor.id))
            .for("update");
          const now = await monthsOf(tx as Db, donor.id);
          if (now.length !== months.length || now[0]?.id !== months[0]?.id) return undefined;
          return storeMonth(tx as Db, donor);
        });
        if (stored) return openFirstPayment(donor, stored, RETRY_LATER);
      }
      throw new ConflictError("Even geduld", OPENING);
    },

    /**
     * Mollie named one of its payments: first month or a month of the subscription. A month
     * of a subscription the gift never stored is still recorded (the money came), but that
     * subscription is taken or cancelled first, and the month gets no receipt.
     */
    async webhook(paymentId: string): Promise<void> {
      const payment = await recurring.getPayment(paymentId);
      const donorId = payment?.metadata.monthlyDonorId;
      if (!payment || typeof donorId !== "string") return;
      let [donor] = await db.select().from(monthlyDonors).where(eq(monthlyDonors.id, donorId));
      if (!donor) return;
      const { subscriptionId } = payment;
      if (subscriptionId && !storedBy(donor, subscriptionId)) {
        donor = await unknownSubscription(donor, payment, subscriptionId);
      }
      const stray =
        subscriptionId && !storedBy(donor, subscriptionId) ? { subscriptionId } : undefined;
      await recordPayment(donor, payment, stray);
      // A first month given back in full ('refunded') starts no subscription; one made
      // already stays (the foundation stops or pauses the gift by hand if it must).
      if (!payment.subscriptionId && payment.status === "paid") await ensureSubscription(donor.id);
    },

    sync: syncMollieSubscription(recurring, publicUrl(MONTHLY_WEBHOOK_PATH), deps.log),
  };
}

export type MollieGiving = ReturnType<typeof createMollieGiving>;

const notDue = () =>
  new ConflictError(
    "Niet mogelijk",
    "Voor deze maandelijkse gift staat geen eerste betaling open.",
  );

/**
 * The first month of a gift paid (again): its payment page. Without Mollie (a gift the
 * bank collects, or a site that no longer uses Mollie) there is none to pay (409).
 */
export function payFirstMonth(mollie: MollieGiving | undefined, donorId: string): Promise<string> {
  if (!mollie) return Promise.reject(notDue());
  return mollie.payFirstMonth(donorId);
}

/**
 * Keeps a Mollie subscription in step with an admin's or donor's change: a paused or
 * stopped gift's subscription is cancelled at Mollie (Mollie cannot pause one), and so is
 * any other subscription naming the gift that may still collect (one whose creation's
 * answer was lost); a resumed gift whose first month was paid gets a new subscription from
 * next month; a new amount is set on the running subscription. Gifts collected by the bank
 * pass untouched.
 */
export function syncMollieSubscription(
  recurring: RecurringPayments,
  webhookUrl: string,
  log?: Pick<JobLog, "warn">,
): SyncCollector {
  return async (db, donor, next) => {
    const customerId = donor.mollieCustomerId;
    const subscriptionId = donor.mollieSubscriptionId;
    if (!customerId) return {};
    if (next.status !== "active") {
      if (subscriptionId) await recurring.cancelSubscription(customerId, subscriptionId);
      const unstored = await cancelUnstored(recurring, customerId, donor.id, subscriptionId);
      if (unstored.length > 0) {
        log?.warn(
          { monthlyDonorId: donor.id, subscriptionIds: unstored },
          "cancelled Mollie subscriptions the gift never stored",
        );
      }
      return { mollieSubscriptionId: null, mollieCollectionStart: null };
    }
    if (subscriptionId) {
      if (next.amountCents !== donor.amountCents) {
        await recurring.updateSubscriptionAmount(customerId, subscriptionId, next.amountCents);
      }
      return {};
    }
    // Resumed: only a mandate given by a paid first month can be collected again; before
    // that, the first payment's webhook creates the subscription with the amount stored.
    // A month given back later ('refunded') was paid: Mollie keeps its mandate, and Mollie
    // refuses the subscription if the donor's bank has withdrawn it.
    const [paid] = await db
      .select({ id: donations.id })
      .from(donations)
      .where(
        and(
          eq(donations.monthlyDonorId, donor.id),
          inArray(donations.status, ["paid", "refunded"]),
        ),
      )
      .limit(1);
    if (!paid) return {};
    const startDate = monthAfter(dutchDay());
    const created = await recurring.createSubscription({
      key: subscriptionKey(donor),
      customerId,
      amountCents: next.amountCents,
      description: `${PURPOSE} ${donor.mandateReference}`,
      startDate,
      webhookUrl,
      metadata: { monthlyDonorId: donor.id },
    });
    return madeSubscription(donor, created, startDate);
  };
}
