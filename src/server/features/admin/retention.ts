import { and, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, donations, newsletterSignups } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";

/**
 * Privacy retention ("donation data kept 7 years; contact data kept until
 * resolved plus 6 months"; a newsletter sign-up nobody confirmed goes when its link
 * expires, after 7 days), run daily on the queue. `now` is a parameter so tests drive
 * the clock. Calendar months and years (UTC), not fixed day counts.
 */
export const RETENTION_JOB = "privacy.retention";

function retentionCutoffs(now: Date) {
  const messages = new Date(now);
  messages.setUTCMonth(messages.getUTCMonth() - 6);
  const donationData = new Date(now);
  donationData.setUTCFullYear(donationData.getUTCFullYear() - 7);
  return { messages, donations: donationData };
}

export async function applyRetention(db: Db, now = new Date()) {
  const cutoff = retentionCutoffs(now);
  const messages = await db
    .delete(contactMessages)
    .where(
      and(isNotNull(contactMessages.resolvedAt), lt(contactMessages.resolvedAt, cutoff.messages)),
    )
    .returning({ id: contactMessages.id });
  const removed = await db
    .delete(donations)
    .where(lt(donations.createdAt, cutoff.donations))
    .returning({ id: donations.id });
  const signups = await db
    .delete(newsletterSignups)
    .where(lt(newsletterSignups.expiresAt, now))
    .returning({ id: newsletterSignups.id });
  return { messages: messages.length, donations: removed.length, signups: signups.length };
}

export function defineRetentionJob(queue: JobQueue, db: Db): void {
  queue.define({
    name: RETENTION_JOB,
    retryLimit: 3,
    handle: async () => {
      await applyRetention(db);
    },
  });
}
