import { BACKUP_JOB, defineBackupJob } from "../backup/job";
import type { Services } from "../services";
import { defineRetentionJob, RETENTION_JOB } from "../features/admin/retention";
import { defineEmailJobs, EMAIL_SWEEP_JOB } from "../features/email/mailer";
import {
  defineFirstPaymentReminderJob,
  FIRST_PAYMENT_REMINDER_JOB,
} from "../features/monthly-donors/first-payment-reminders";
import { defineStatementJobs } from "../features/statements/service";

/**
 * Every background job is defined and scheduled here, in one place.
 */
export function defineJobs(services: Services): void {
  defineEmailJobs(services.queue, services.mailer);
  defineRetentionJob(services.queue, services.database.db);
  defineStatementJobs(services);
  // Monthly gifts Mollie collects: the reminder of a first payment that did not go through.
  if (services.config.PAYMENT_PROVIDER === "mollie") {
    defineFirstPaymentReminderJob(services.queue, services);
  }
  // PostgreSQL is backed up by its operator (pg_dump, or the host's own backups).
  if (services.database.kind === "pglite") {
    defineBackupJob(services.queue, services.database, services.config.BACKUP_DIR);
  }
}

/** Recurring jobs (cron, UTC). pg-boss keeps one schedule for all instances. */
export async function scheduleJobs(services: Services): Promise<void> {
  await services.queue.schedule(EMAIL_SWEEP_JOB, "* * * * *");
  // Privacy retention (docs/product/donations.md), daily at 03:15 UTC (a quiet hour).
  await services.queue.schedule(RETENTION_JOB, "15 3 * * *");
  if (services.config.PAYMENT_PROVIDER === "mollie") {
    await services.queue.schedule(FIRST_PAYMENT_REMINDER_JOB, "*/15 * * * *");
  }
  // The PGlite backup, daily at 02:45 UTC: before retention deletes anything.
  if (services.database.kind === "pglite") {
    await services.queue.schedule(BACKUP_JOB, "45 2 * * *");
  }
}
