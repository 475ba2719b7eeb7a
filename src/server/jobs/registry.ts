import type { Services } from "../services";
import { defineRetentionJob, RETENTION_JOB } from "../features/admin/retention";
import { defineEmailJobs, EMAIL_SWEEP_JOB } from "../features/email/mailer";
import { defineStatementJobs } from "../features/statements/service";

/**
 * Every background job is defined and scheduled here, in one place.
 */
export function defineJobs(services: Services): void {
  defineEmailJobs(services.queue, services.mailer);
  defineRetentionJob(services.queue, services.database.db);
  defineStatementJobs(services);
}

/** Recurring jobs (cron, UTC). pg-boss keeps one schedule for all instances. */
export async function scheduleJobs(services: Services): Promise<void> {
  await services.queue.schedule(EMAIL_SWEEP_JOB, "* * * * *");
  // Privacy retention (docs/product/donations.md), daily at 03:15 UTC (a quiet hour).
  await services.queue.schedule(RETENTION_JOB, "15 3 * * *");
}
