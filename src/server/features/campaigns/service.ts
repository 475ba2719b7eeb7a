import { and, desc, eq, sql } from "drizzle-orm";
import type { Campaign } from "@shared/campaign";
import { CAMPAIGN_MAX_CENTS } from "@shared/schemas/campaign-form";
import { centsToEuros } from "@shared/money";
import type { Db } from "../../db/client";
import { campaigns, donations } from "../../db/schema";
import { isUuid } from "../../db/uuid";

export const CAMPAIGN_CHANNEL = "campaign_changes";

type Row = typeof campaigns.$inferSelect;

/** The API's Campaign: snake_case field names, amounts in euros. */
export function toApiCampaign(row: Row): Campaign {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    target_amount: centsToEuros(row.targetAmountCents),
    current_amount: centsToEuros(row.currentAmountCents),
    days_left: row.daysLeft,
    supporters: row.supporters,
    urgency: row.urgency,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** The active campaign: is_active true, newest created_at first, one row or none. */
export async function findActiveCampaign(db: Db): Promise<Campaign | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.isActive, true))
    .orderBy(desc(campaigns.createdAt))
    .limit(1);
  return row ? toApiCampaign(row) : null;
}

export async function findCampaign(db: Db, id: string): Promise<Campaign | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ? toApiCampaign(row) : null;
}

export interface PaidDonation {
  id: string;
  amountCents: number;
  destination: string | null;
  campaignId: string | null;
}

/**
 * A donation just became paid (called inside the transaction of that status change, which
 * happens once per donation): it moves its campaign — the one it names, or else the active
 * campaign for its destination (winterhulp -> the winter campaign).
 * Returns the campaign id it counted towards, or null.
 */
export async function recordPaidDonation(tx: Db, donation: PaidDonation): Promise<string | null> {
  let campaignId = donation.campaignId;
  if (!campaignId && donation.destination) {
    const [row] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.isActive, true), eq(campaigns.destination, donation.destination)))
      .orderBy(desc(campaigns.createdAt))
      .limit(1);
    campaignId = row?.id ?? null;
  }
  if (!campaignId) return null;
  const updated = await tx
    .update(campaigns)
    .set({
      // Saturates instead of overflowing: a campaign's counter never fails a payment.
      currentAmountCents: sql`least(${campaigns.currentAmountCents}::bigint + ${donation.amountCents}, ${CAMPAIGN_MAX_CENTS})`,
      supporters: sql`${campaigns.supporters} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(campaigns.id, campaignId))
    .returning({ id: campaigns.id });
  const counted = updated[0]?.id ?? null;
  // Remember the attribution, so "donors to this campaign" (newsletters) finds the donor.
  if (counted && counted !== donation.campaignId) {
    await tx.update(donations).set({ campaignId: counted }).where(eq(donations.id, donation.id));
  }
  return counted;
}

/**
 * A paid donation was given back in full (called once, inside the transaction that marks
 * it refunded): the campaign it counted towards loses its amount and one supporter.
 * `recordPaidDonation` stored that campaign on the donation; none, nothing to undo. Never
 * below zero: the admin may have set the campaign's figures by hand since.
 */
export async function undoPaidDonation(tx: Db, donation: PaidDonation): Promise<void> {
  if (!donation.campaignId) return;
  await tx
    .update(campaigns)
    .set({
      currentAmountCents: sql`greatest(${campaigns.currentAmountCents} - ${donation.amountCents}, 0)`,
      supporters: sql`greatest(${campaigns.supporters} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(campaigns.id, donation.campaignId));
}
