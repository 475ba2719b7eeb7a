import { BACKUP_JOB, defineBackupJob } from "../backup/job";
import type { Services } from "../services";
import { defineRetentionJob, RETENTION_JOB } from "../features/privacy/retention";
import { defineEmailJobs, EMAIL_SWEEP_JOB } from "../features/email/mailer";
import { defineLostCreationsJob, LOST_CREATIONS_JOB } from "../features/donations/lost-creations";
import {
  defineFirstPaymentReminderJob,
  FIRST_PAYMENT_REMINDER_JOB,
} from "../features/monthly-donors/first-payment-reminders";
import {
  defineMissedSubscriptionsJob,
  MISSED_SUBSCRIPTIONS_JOB,
  MONTHLY_WEBHOOK_PATH,
} from "../features/monthly-donors/mollie-giving";
import { defineStatementJobs } from "../features/statements/service";

/**
 * Every background job is defined and scheduled here, in one place.
 */
export function defineJobs(services: Services): void {
  defineEmailJobs(services.queue, services.mailer);
  defineRetentionJob(services.queue, services.database.db);
  defineStatementJobs(services);
  // A Mollie donation whose payment id was never stored (a crash while Mollie was asked).
  defineLostCreationsJob(services.queue, { db: services.database.db, log: services.log });
  // Monthly gifts Mollie collects: the reminder of a first payment that did not go through.
  const { config } = services;
  if (config.PAYMENT_PROVIDER === "mollie") {
    defineFirstPaymentReminderJob(services.queue, services);
  }
  // ... and the subscription of a paid first month that Mollie's webhook never got made:
  // whenever there is a Mollie client (the gifts stay with Mollie after a switch).
  if (services.recurring) {
    defineMissedSubscriptionsJob(services.queue, {
      db: services.database.db,
      recurring: services.recurring,
      webhookUrl: `${config.PUBLIC_URL}${MONTHLY_WEBHOOK_PATH}`,
      log: services.log,
    });
  }
  // PostgreSQL is backed up by its operator (pg_dump, or the host's own backups).
  if (services.database.kind === "pglite") {
    defineBackupJob(services.queue, services.database, services.config.BACKUP_DIR);
  }
}

/**
 * Recurring jobs (cron, UTC). pg-boss keeps one schedule for all instances, in the
 * database: a job this configuration does not run (Mollie's, after a switch to the bank;
 * the PGlite backup, after a move to PostgreSQL) is unscheduled, or its queue would
 * fill with jobs no worker takes.
 */
export async function scheduleJobs(services: Services): Promise<void> {
  const { queue, config } = services;
  const recurring = async (name: string, cron: string, wanted: boolean) => {
    if (wanted) await queue.schedule(name, cron);
    else await queue.unschedule(name);
  };
  await recurring(EMAIL_SWEEP_JOB, "* * * * *", true);
  // Privacy retention (docs/product/donations.md), daily at 03:15 UTC (a quiet hour).
  await recurring(RETENTION_JOB, "15 3 * * *", true);
  // Also after a switch away from Mollie: a row it left must not stay 'pending'.
  await recurring(LOST_CREATIONS_JOB, "*/15 * * * *", true);
  const mollie = config.PAYMENT_PROVIDER === "mollie";
  await recurring(FIRST_PAYMENT_REMINDER_JOB, "*/15 * * * *", mollie);
  await recurring(MISSED_SUBSCRIPTIONS_JOB, "*/15 * * * *", !!services.recurring);
  // The PGlite backup, daily at 02:45 UTC: before retention deletes anything.
  await recurring(BACKUP_JOB, "45 2 * * *", services.database.kind === "pglite");
}
