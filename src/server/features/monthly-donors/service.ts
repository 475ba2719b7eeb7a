import { createElement } from "react";
import type { MonthlyDonor } from "@shared/schemas/monthly-donor";
import type { Services } from "../../services";
import type { Db } from "../../db/client";
import { VISITOR_MAIL_LIMITS } from "../../db/mail-limits";
import { monthlyDonors } from "../../db/schema";
import { firstCollectionDate } from "@shared/mandate";
import {
  MonthlyDonorConfirmationEmail,
  type MonthlyDonorEmailProps,
  monthlyDonorConfirmationSubject,
  MonthlyDonorNotificationEmail,
  monthlyDonorNotificationSubject,
} from "../../emails/monthly-donor-emails";
import { eq, sql } from "drizzle-orm";
import { ConflictError } from "../../http/errors";
import { manageUrl } from "./manage-link";
import type { MollieGiving } from "./mollie-giving";

type Deps = Pick<Services, "database" | "mailer" | "config" | "secret">;
type Collection = "bank" | "mollie";

/**
 * What makes a second sign-up the same gift again (see `monthlyDonors.signupKey`): with the
 * bank, the address and the account; with Mollie, the address (iDEAL decides the account).
 */
const signupKey = (input: Pick<MonthlyDonor, "email" | "iban">, collection: Collection) =>
  collection === "mollie"
    ? `mollie:${input.email.toLowerCase()}`
    : `bank:${input.email.toLowerCase()}:${input.iban.replace(/\s+/g, "").toUpperCase()}`;

const ALREADY_SIGNED_UP: Record<Collection, string> = {
  bank: "Er loopt al een maandelijkse gift van dit e-mailadres en deze IBAN. Deze aanmelding is daarom niet nog een keer vastgelegd: er wordt niet twee keer per maand afgeschreven. Wilt u uw gift wijzigen, pauzeren of hervatten? Dat doet u via Mijn giften op onze website of met de link in uw bevestigingsmail.",
  mollie:
    "Er loopt al een maandelijkse gift van dit e-mailadres. Deze aanmelding is daarom niet nog een keer vastgelegd: er wordt niet twee keer per maand afgeschreven. Via Mijn giften op onze website of met de link in uw bevestigingsmail betaalt u de eerste maand of wijzigt u uw gift.",
};

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

    /**
     * A sign-up of a donor whose gift of the same address (and, with the bank, the same
     * IBAN) still runs, paused or not, is refused (409): the donor changes that gift in
     * 'Mijn giften' (decision 091).
     */
    async store(input: MonthlyDonor): Promise<{ id: string; mandateReference: string }> {
      const collection: Collection = mollie ? "mollie" : "bank";
      return database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(monthlyDonors)
          .values({
            signupKey: signupKey(input, collection),
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
          // The same donor's gift still running: nothing stored, nothing mailed (on
          // PostgreSQL a sign-up at the same moment waits for the other's commit).
          .onConflictDoNothing({
            target: monthlyDonors.signupKey,
            where: sql`${monthlyDonors.mandateStatus} <> 'cancelled'`,
          })
          .returning({
            id: monthlyDonors.id,
            mandateReference: monthlyDonors.mandateReference,
            mandateSignedOn: monthlyDonors.mandateSignedOn,
          });
        if (!row) throw new ConflictError("Al aangemeld", ALREADY_SIGNED_UP[collection]);
        const mandate = row;
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
        // A fourth confirmation within the hour to one address is left out (the
        // foundation's e-mail above still tells it): the form cannot be used to fill
        // somebody else's mailbox.
        await mailer.sendWithin(VISITOR_MAIL_LIMITS.confirmation, {
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
