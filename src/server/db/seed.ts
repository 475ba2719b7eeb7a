import { count, sql } from "drizzle-orm";
import type { Db } from "./client";
import { campaigns } from "./schema";

/**
 * The demo data a new installation starts with: an active winter campaign, with the
 * figures the previous site showed. Only fills an empty table.
 */
export const winterCampaign = {
  title: "Winterhulp Gaza 2025",
  description:
    "Help ons 1.000 blikken babymelk, olie, rijst, meel en voedsel te brengen naar gezinnen in Gaza die de winter zonder verwarming en voedselzekerheid doorkomen.",
  imageUrl: null,
  targetAmountCents: 90_000_00,
  currentAmountCents: 40_500_00,
  daysLeft: 18,
  supporters: 80,
  urgency: "URGENT" as const,
  destination: "winterhulp",
  isActive: true,
};

/** Held while one instance checks and fills the table (instances start together). */
const SEED_LOCK_KEY = 7_000_003;

export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Two instances on one new database would both find the table empty and both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(campaigns);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    await tx.insert(campaigns).values(winterCampaign);
    return { seeded: true };
  });
}
