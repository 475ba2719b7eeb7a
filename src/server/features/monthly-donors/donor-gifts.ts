import type { Db } from "../../db/client";
import type { DonorMonthlyGifts } from "../../monthly-gifts";
import type { RecurringPayments } from "../../recurring-payments";
import { changeGift } from "./manage";
import { MONTHLY_WEBHOOK_PATH, syncMollieSubscription } from "./mollie-giving";
import { listMonthlyGiving, today } from "./overview";

/** Monthly giving as 'Mijn giften' sees it: the admin's list and change, for one address. */
export function donorMonthlyGifts(
  db: Db,
  publicUrl: string,
  recurring?: RecurringPayments,
): DonorMonthlyGifts {
  const sync = recurring
    ? syncMollieSubscription(recurring, `${publicUrl}${MONTHLY_WEBHOOK_PATH}`)
    : undefined;
  return {
    async ofDonor(email) {
      const address = email.toLowerCase();
      // The admin's search matches parts of addresses; only the whole address counts here.
      const { monthlyDonors } = await listMonthlyGiving(db, { search: email }, today());
      return monthlyDonors
        .filter((gift) => gift.email.toLowerCase() === address)
        .map(({ id, mandateReference, amountCents, intervalMonths, status, nextCollection }) => ({
          id,
          mandateReference,
          amountCents,
          intervalMonths,
          status,
          nextCollection,
        }));
    },
    async change(id, change) {
      await changeGift(db, id, change, sync);
    },
  };
}
