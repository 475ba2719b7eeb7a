import { createElement } from "react";
import type { MonthlyDonor } from "@shared/schemas/monthly-donor";
import type { Services } from "../../services";
import type { Db } from "../../db/client";
import { monthlyDonors } from "../../db/schema";
import { firstCollectionDate } from "@shared/mandate";
import {
  MonthlyDonorConfirmationEmail,
  type MonthlyDonorEmailProps,
  monthlyDonorConfirmationSubject,
  MonthlyDonorNotificationEmail,
  monthlyDonorNotificationSubject,
} from "../../emails/monthly-donor-emails";
import { eq } from "drizzle-orm";
import { manageUrl } from "./manage-link";
import type { MollieGiving } from "./mollie-giving";

type Deps = Pick<Services, "database" | "mailer" | "config" | "secret">;

/**
 * Monthly sign-up: the sign-up (which is also the SEPA mandate), the e-mail to the foundation and the
 * confirmation to the donor are stored in one transaction, before anything is sent
 * (decision 031). The outbox jobs deliver them after the commit.
 */
export function createMonthlyDonorService(
  { database, mailer, config, secret }: Deps,
  mollie?: MollieGiving,
) {
  return {
    /** Stores the mandate and its e-mails; with Mollie, then opens the first payment. */
    async submit(
      input: MonthlyDonor,
    ): Promise<{ id: string; mandateReference: string; redirectUrl?: string }> {
      const stored = await this.store(input);
      if (!mollie) return stored;
      const [donor] = await database.db
        .select()
        .from(monthlyDonors)
        .where(eq(monthlyDonors.id, stored.id));
      return { ...stored, redirectUrl: await mollie.startFirstPayment(donor!) };
    },

    async store(input: MonthlyDonor): Promise<{ id: string; mandateReference: string }> {
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
            collectedBy: mollie ? "mollie" : "bank",
          })
          .returning({
            id: monthlyDonors.id,
            mandateReference: monthlyDonors.mandateReference,
            mandateSignedOn: monthlyDonors.mandateSignedOn,
          });
        const mandate = row!;
        const props: MonthlyDonorEmailProps = {
          ...input,
          amountCents: input.amount,
          siteUrl: config.PUBLIC_URL,
          creditorName: config.SEPA_CREDITOR_NAME,
          creditorId: config.SEPA_CREDITOR_ID,
          mandateReference: mandate.mandateReference,
          firstCollection: firstCollectionDate(mandate.mandateSignedOn),
          collection: mollie ? "mollie" : "bank",
          manageUrl: manageUrl(config.PUBLIC_URL, secret, mandate.id),
        };
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
        return { id: mandate.id, mandateReference: mandate.mandateReference };
      });
    },
  };
}
