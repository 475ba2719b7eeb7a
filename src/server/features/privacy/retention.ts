import { getTableName } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { personalData } from "../../personal-data";

/**
 * Privacy retention, run daily on the queue: every rule of the register of personal data
 * (src/server/personal-data.ts) with its term, the same terms the privacy page states.
 * `now` is a parameter so tests drive the clock. Calendar months (UTC), not day counts.
 */
export const RETENTION_JOB = "privacy.retention";

/**
 * `now` minus `months` calendar months, as PostgreSQL's `- interval` counts them: a day
 * the target month lacks becomes its last day (31 August minus 6 months is 28 February,
 * not 3 March), so no record is removed before its term has ended.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Applies every rule; returns how many records each table lost or had anonymised. */
export async function applyRetention(db: Db, now = new Date()): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const entry of personalData) {
    const name = getTableName(entry.table);
    for (const rule of entry.rules) {
      if (!rule.apply || rule.term.months === null) continue;
      const changed = await rule.apply(db, retentionCutoff(now, rule.term.months));
      done[name] = (done[name] ?? 0) + changed;
    }
  }
  return done;
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
