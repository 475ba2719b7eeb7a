import { createElement } from "react";
import { StrayCollectionEmail, strayCollectionSubject } from "../../emails/monthly-donor-emails";
import type { Services } from "../../services";
import type { OnStrayPaid } from "./mollie-giving";

/**
 * A month a subscription the gift never stored collected (the answer to its creation was
 * lost, and the gift was then stopped or paused, or got another subscription). It is
 * recorded as the gift's paid month, so the money is in the books, but the donor gets no
 * receipt thanking them for a gift they had stopped: the foundation gets this e-mail, in
 * the transaction that records the month (so once), and decides whether to give it back
 * (a refund at Mollie then marks the month 'refunded' through the webhook).
 */
export function strayMonthNotice({
  mailer,
  config,
}: Pick<Services, "mailer" | "config">): OnStrayPaid {
  return async (tx, gift, donation, subscriptionId) => {
    await mailer.send({
      template: "monthly-stray-collection",
      to: config.FOUNDATION_EMAIL,
      replyTo: gift.email,
      subject: strayCollectionSubject(gift),
      element: createElement(StrayCollectionEmail, {
        donorName: `${gift.firstName} ${gift.lastName}`,
        email: gift.email,
        mandateReference: gift.mandateReference,
        status: gift.mandateStatus,
        amountCents: donation.amountCents,
        paidAt: donation.paidAt ?? new Date(),
        paymentId: donation.providerPaymentId ?? "",
        subscriptionId,
        siteUrl: config.PUBLIC_URL,
      }),
      db: tx,
    });
  };
}
