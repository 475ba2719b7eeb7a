import type { Db } from "../db/client";
import { sepaBatches, sepaBatchLines } from "../db/schema";

/**
 * Months the foundation collected from one mandate by direct debit: a direct-debit file per
 * collection day with one line each, 'collected' unless the month says 'returned'.
 * Returns the lines in the order given.
 */
export async function collectedMonths(
  db: Db,
  monthlyDonorId: string,
  amountCents: number,
  months: { collectionDate: string; status?: "collected" | "returned" }[],
) {
  const lines = [];
  for (const [i, month] of months.entries()) {
    const [batch] = await db
      .insert(sepaBatches)
      .values({
        messageId: `M-${i + 1}`,
        collectionDate: month.collectionDate,
        count: 1,
        totalCents: amountCents,
        xml: "<Document/>",
      })
      .returning();
    const [line] = await db
      .insert(sepaBatchLines)
      .values({
        batchId: batch!.id,
        monthlyDonorId,
        collectionMonth: month.collectionDate.slice(0, 7),
        sequenceType: "RCUR",
        amountCents,
        endToEndId: `E-${i + 1}`,
        status: month.status ?? "collected",
      })
      .returning();
    lines.push(line!);
  }
  return lines;
}
