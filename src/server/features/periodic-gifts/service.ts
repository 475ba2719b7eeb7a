import { createElement } from "react";
import type { PeriodicGift } from "@shared/schemas/periodic-gift";
import type { Db } from "../../db/client";
import { VISITOR_MAIL_LIMITS } from "../../db/mail-limits";
import { agreementCreditor } from "../../documents/periodic-gift-agreement";
import { periodicGifts } from "../../db/schema";
import { PeriodicGiftAgreementEmail, periodicGiftSubject } from "../../emails/periodic-gift-emails";
import type { Services } from "../../services";

type Deps = Pick<Services, "database" | "mailer" | "config">;

/**
 * A periodic gift agreement from /periodiek-schenken: stored as 'sent' (verzonden ter
 * ondertekening) with its transaction number, and the e-mail that carries the agreement to
 * the donor written to the outbox in the same transaction (decision 031): no agreement
 * without its e-mail (unless the address had three in the last hour), no e-mail for an
 * agreement that was not stored.
 */
export function createPeriodicGiftService({ database, mailer, config }: Deps) {
  return {
    async submit(input: PeriodicGift): Promise<{ id: string; transactionNumber: string }> {
      return database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(periodicGifts)
          .values({
            firstName: input.firstName,
            lastName: input.lastName,
            street: input.street,
            postalCode: input.postalCode,
            city: input.city,
            email: input.email,
            birthDate: input.birthDate,
            birthPlace: input.birthPlace,
            yearlyAmountCents: input.yearlyAmount,
            startYear: input.startYear,
            durationYears: input.durationYears,
            rhythm: input.rhythm,
            paymentMethod: input.paymentMethod,
            iban: input.paymentMethod === "direct-debit" ? input.iban : null,
            endsOnIncapacity: input.endsOnIncapacity,
            // Its mandate text lets the first collection take the year's terms already
            // past (the agreement PDF says so; decision 062).
            firstCollectionCatchesUp: true,
          })
          .returning();
        const gift = row!;
        // A fourth agreement within the hour to one address is stored but not mailed: the
        // form cannot be used to fill somebody else's mailbox (the donor downloads every
        // agreement in Mijn giften).
        await mailer.sendWithin(VISITOR_MAIL_LIMITS.confirmation, {
          template: "periodic-gift-agreement",
          to: input.email,
          replyTo: config.FOUNDATION_EMAIL,
          subject: periodicGiftSubject(gift.transactionNumber),
          element: createElement(PeriodicGiftAgreementEmail, {
            gift: input,
            transactionNumber: gift.transactionNumber,
            siteUrl: config.PUBLIC_URL,
          }),
          // The agreement as PDF, rendered when the e-mail is sent.
          attachments: [
            {
              kind: "periodic-gift",
              periodicGiftId: gift.id,
              creditor: agreementCreditor(config),
            },
          ],
          db: tx as Db,
        });
        return { id: gift.id, transactionNumber: gift.transactionNumber };
      });
    },
  };
}
