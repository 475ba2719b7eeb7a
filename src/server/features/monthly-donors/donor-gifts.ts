import { dutchDay } from "@shared/dutch-day";
import type { Db } from "../../db/client";
import type { DonorMonthlyGifts } from "../../monthly-gifts";
import { changeGift } from "./manage";
import { type MollieGiving, payFirstMonth } from "./mollie-giving";
import { listMonthlyGiving } from "./overview";

/** Monthly giving as 'Mijn giften' sees it: the admin's list and change, for one address. */
export function donorMonthlyGifts(db: Db, mollie?: MollieGiving): DonorMonthlyGifts {
  return {
    async ofDonor(email) {
      // The whole address only (the admin's search matches parts of names and addresses,
      // and others could fill its page with their own sign-ups).
      const { monthlyDonors } = await listMonthlyGiving(
        db,
        { email: email.toLowerCase() },
        dutchDay(),
      );
      return monthlyDonors.map((gift) => ({
        id: gift.id,
        mandateReference: gift.mandateReference,
        amountCents: gift.amountCents,
        intervalMonths: gift.intervalMonths,
        status: gift.status,
        nextCollection: gift.nextCollection,
        firstPayment: gift.firstPaymentFailed
          ? ("failed" as const)
          : gift.firstPaymentOpen
            ? ("open" as const)
            : gift.firstMonthRefunded
              ? ("refunded" as const)
              : null,
      }));
    },
    async change(id, change) {
      await changeGift(db, id, change, mollie?.sync, "donor");
    },
    payFirstMonth: (id) => payFirstMonth(mollie, id),
  };
}
