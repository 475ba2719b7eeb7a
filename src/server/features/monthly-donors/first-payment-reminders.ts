import { createElement } from "react";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monthlyDonors } from "../../db/schema";
import {
  FirstPaymentReminderEmail,
  firstPaymentReminderSubject,
} from "../../emails/monthly-donor-emails";
import type { JobQueue } from "../../jobs/queue";
import type { Services } from "../../services";
import { manageUrl } from "./manage-link";

export const FIRST_PAYMENT_REMINDER_JOB = "monthly.first-payment-reminders";

/**
 * How long after a first payment did not go through the donor is reminded: time to pay
 * again at once from the return page, which makes the reminder needless.
 */
export const FIRST_PAYMENT_REMINDER_AFTER_MS = 60 * 60_000;

type Deps = Pick<Services, "database" | "mailer" | "config" | "secret">;

/**
 * E-mails, once per gift, the donor of a Mollie sign-up whose first payment did not go
 * through (cancelled, failed, expired, or never opened) and that is still active with
 * nothing paid: the link to pay the first month, or to stop the gift. Each gift is
 * marked and its e-mail stored in one transaction, so a run that fails or runs twice
 * sends no second one. Returns how many were e-mailed. `now` is a parameter so tests
 * drive the clock.
 */
export async function sendFirstPaymentReminders(
  { database, mailer, config, secret }: Deps,
  now = new Date(),
): Promise<number> {
  const settled = new Date(now.getTime() - FIRST_PAYMENT_REMINDER_AFTER_MS).toISOString();
  return database.db.transaction(async (tx) => {
    const due = await tx
      .update(monthlyDonors)
      .set({ firstPaymentReminderSentAt: now })
      .where(
        and(
          eq(monthlyDonors.collectedBy, "mollie"),
          eq(monthlyDonors.mandateStatus, "active"),
          isNull(monthlyDonors.mollieSubscriptionId),
          isNull(monthlyDonors.firstPaymentReminderSentAt),
          // A month paid and later given back was paid: Mollie holds the mandate.
          sql`not exists (select 1 from donations d where d.monthly_donor_id = ${monthlyDonors.id}
                          and d.status in ('paid', 'refunded'))`,
          // Its newest payment ended without money, long enough ago.
          sql`coalesce((select d.status in ('failed', 'cancelled', 'expired')
                               and d.updated_at <= ${settled}::timestamptz
                        from donations d where d.monthly_donor_id = ${monthlyDonors.id}
                        order by d.created_at desc limit 1), false)`,
        ),
      )
      .returning();
    for (const donor of due) {
      const props = {
        firstName: donor.firstName,
        amountCents: donor.amountCents,
        mandateReference: donor.mandateReference,
        siteUrl: config.PUBLIC_URL,
        manageUrl: manageUrl(config.PUBLIC_URL, secret, donor.id),
      };
      await mailer.send({
        template: "monthly-first-payment-reminder",
        to: donor.email,
        replyTo: config.FOUNDATION_EMAIL,
        subject: firstPaymentReminderSubject,
        element: createElement(FirstPaymentReminderEmail, props),
        db: tx as Db,
      });
    }
    return due.length;
  });
}

export function defineFirstPaymentReminderJob(queue: JobQueue, deps: Deps): void {
  queue.define({
    name: FIRST_PAYMENT_REMINDER_JOB,
    retryLimit: 3,
    handle: async () => {
      await sendFirstPaymentReminders(deps);
    },
  });
}
