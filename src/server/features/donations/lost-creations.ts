import { and, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { donations } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";

export const LOST_CREATIONS_JOB = "donations.lost-creations";

/**
 * How long after it was stored a Mollie donation without a payment id counts as left by a
 * creation whose answer was never stored. Asking Mollie takes at most two attempts of ten
 * seconds (and, for a monthly gift, a customer before them): an hour is far beyond that.
 */
export const LOST_CREATION_AFTER_MS = 60 * 60_000;

interface JobLog {
  warn(details: object, message: string): void;
}

/**
 * Every donation is stored 'pending' before Mollie is asked for its payment; Mollie's
 * payment id is stored with the answer. When the process dies (or storing the id fails)
 * in between, the row names no payment: no webhook or return page can ever find it, so it
 * would stay 'pending' for ever. Such a payment cannot have been paid: its checkout URL
 * came only in that answer, which never reached the donor (docs/decisions/037-*). So a
 * Mollie donation, one-off or a monthly gift's month, still pending without a payment id
 * an hour after it was stored becomes 'failed', as when Mollie could not be reached.
 * Should the answer be stored after all, a later 'paid' still wins (`applyStatus`).
 * Returns how many were settled. `now` is a parameter so tests drive the clock.
 */
export async function settleLostCreations(db: Db, now = new Date()): Promise<number> {
  const storedBefore = new Date(now.getTime() - LOST_CREATION_AFTER_MS);
  const settled = await db
    .update(donations)
    .set({ status: "failed", updatedAt: now })
    .where(
      and(
        eq(donations.provider, "mollie"),
        eq(donations.status, "pending"),
        isNull(donations.providerPaymentId),
        lte(donations.createdAt, storedBefore),
      ),
    )
    .returning({ id: donations.id });
  return settled.length;
}

/**
 * Registers `donations.lost-creations`; call before `queue.start()`. It runs whatever the
 * provider is now: a row left while the site used Mollie is settled after a switch too.
 */
export function defineLostCreationsJob(queue: JobQueue, deps: { db: Db; log: JobLog }): void {
  queue.define({
    name: LOST_CREATIONS_JOB,
    retryLimit: 0, // the next run, a quarter of an hour later, is the retry
    handle: async () => {
      const settled = await settleLostCreations(deps.db);
      if (settled > 0) {
        deps.log.warn({ settled }, "failed Mollie donations whose payment id was never stored");
      }
    },
  });
}
