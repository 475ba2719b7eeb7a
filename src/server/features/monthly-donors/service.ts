import { createElement } from "react";
import type { MonthlyDonor } from "@shared/schemas/monthly-donor";
import type { Services } from "../../services";
import type { Db } from "../../db/client";
import { monthlyDonors } from "../../db/schema";
import {
  MonthlyDonorConfirmationEmail,
  monthlyDonorConfirmationSubject,
  MonthlyDonorNotificationEmail,
  monthlyDonorNotificationSubject,
} from "../../emails/monthly-donor-emails";

type Deps = Pick<Services, "database" | "mailer" | "config">;

/**
 * Monthly sign-up (spec 01 §5, §7): the sign-up, the e-mail to the foundation and the
 * confirmation to the donor are stored in one transaction, before anything is sent
 * (decision 031). The outbox jobs deliver them after the commit.
 */
export function createMonthlyDonorService({ database, mailer, config }: Deps) {
  return {
    async submit(input: MonthlyDonor): Promise<{ id: string }> {
      const props = { ...input, amountCents: input.amount, siteUrl: config.PUBLIC_URL };
      return database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(monthlyDonors)
          .values({
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone ?? null,
            companyName: input.companyName ?? null,
            iban: input.iban,
            amountCents: input.amount,
            message: input.message ?? null,
          })
          .returning({ id: monthlyDonors.id });
        await mailer.send({
          template: "monthly-donor-notification",
          to: config.FOUNDATION_EMAIL,
          replyTo: input.email,
          subject: monthlyDonorNotificationSubject(props),
          element: createElement(MonthlyDonorNotificationEmail, props),
          db: tx as Db,
        });
        await mailer.send({
          template: "monthly-donor-confirmation",
          to: input.email,
          replyTo: config.FOUNDATION_EMAIL,
          subject: monthlyDonorConfirmationSubject,
          element: createElement(MonthlyDonorConfirmationEmail, props),
          db: tx as Db,
        });
        return { id: row!.id };
      });
    },
  };
}
