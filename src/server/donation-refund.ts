import { eq, type SQL } from "drizzle-orm";
import type { Db } from "./db/client";
import { donations } from "./db/schema";

type DonationRow = typeof donations.$inferSelect;
/** What undoes a paid donation's effects (a campaign's total), in the refund's transaction. */
export type OnRefunded = (tx: Db, donation: DonationRow) => Promise<void>;

/**
 * Marks the donation `which` 'refunded' (given back in full), once: the row is locked
 * first, so of concurrent webhooks one changes it. When it was 'paid', `onRefunded` undoes
 * what its payment did, in the caller's transaction `tx`. True when this call changed it.
 */
export async function markRefunded(
  tx: Db,
  which: SQL | undefined,
  onRefunded: readonly OnRefunded[],
): Promise<boolean> {
  const [before] = await tx
    .select({ id: donations.id, status: donations.status })
    .from(donations)
    .where(which)
    .for("update");
  if (!before || before.status === "refunded") return false;
  const [row] = await tx
    .update(donations)
    .set({ status: "refunded", updatedAt: new Date() })
    .where(eq(donations.id, before.id))
    .returning();
  if (before.status === "paid") {
    for (const callback of onRefunded) await callback(tx, row!);
  }
  return true;
}
