import { paymentsPerYear } from "@shared/periodic-gift";
import type { PeriodicGiftRow } from "@shared/schemas/periodic-gift";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monthlyDonors, periodicGifts } from "../../db/schema";
import { ConflictError } from "../../http/errors";
import { periodicGiftRowColumns, toPeriodicGiftRow } from "../../periodic-gifts";
import { findGift } from "./admin";
import { notCollected } from "./first-year";

/**
 * Records that the signed agreement came back, on `today` (YYYY-MM-DD); once only.
 *
 * A gift paid by direct debit then becomes a mandate of the monthly giving (a
 * `monthly_donors` row), in the same transaction: a twelfth of the yearly amount every
 * month, a quarter every quarter, half every half year, or all of it once a year. The
 * foundation's direct-debit file collects it from then on, once in each period. The
 * signed agreement holds the mandate's text, so its signature is the mandate's. The file
 * collects it in the agreement's years only, and stops it after the last
 * (`createSepaBatch`). Only when the foundation's bank collects (`bankCollects`): Mollie
 * collects nothing it did not start with a first payment.
 *
 * `notCollected` says what that file will not collect, because the mandate's first
 * collection comes too late for the agreement's first year (see `notCollected`); null
 * when every year gets its whole amount, and without a mandate.
 */
export async function markSigned(
  db: Db,
  id: string,
  today: string,
  bankCollects: boolean,
): Promise<{ periodicGift: PeriodicGiftRow; notCollected: string | null }> {
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .update(periodicGifts)
      .set({ status: "signed", signedOn: today })
      .where(and(eq(periodicGifts.id, id), eq(periodicGifts.status, "sent")))
      .returning();
    if (!gift) {
      await findGift(tx as Db, id);
      throw new ConflictError(
        "Al ondertekend",
        "Deze overeenkomst is al als ondertekend gemarkeerd.",
      );
    }
    const mandated = gift.paymentMethod === "direct-debit" && Boolean(gift.iban) && bankCollects;
    if (mandated) {
      const [mandate] = await tx
        .insert(monthlyDonors)
        .values({
          firstName: gift.firstName,
          lastName: gift.lastName,
          email: gift.email,
          iban: gift.iban!,
          amountCents: gift.yearlyAmountCents / paymentsPerYear[gift.rhythm],
          intervalMonths: 12 / paymentsPerYear[gift.rhythm],
          message: `Periodieke gift ${gift.transactionNumber}`,
          collectedBy: "bank",
          mandateSignedOn: today,
          mandateStatus: "active",
        })
        .returning({ id: monthlyDonors.id });
      await tx
        .update(periodicGifts)
        .set({ monthlyDonorId: mandate!.id })
        .where(eq(periodicGifts.id, id));
    }
    const [row] = await tx
      .select(periodicGiftRowColumns)
      .from(periodicGifts)
      .where(eq(periodicGifts.id, id));
    return {
      periodicGift: toPeriodicGiftRow(row!),
      notCollected: mandated ? notCollected(gift, today) : null,
    };
  });
}
