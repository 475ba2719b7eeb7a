import { desc, eq, sql } from "drizzle-orm";
import { CAMPAIGN_MAX_CENTS } from "@shared/schemas/campaign-form";
import type {
  AdminCampaign,
  CampaignFormValues,
  CampaignUpdateValues,
} from "@shared/schemas/campaign-form";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { NotFoundError } from "../../http/errors";
import { toApiCampaign } from "./service";

/**
 * The admin's campaign tools. Every write is announced on 'campaign_changes' by
 * the database trigger of migration 0003, inside the same transaction, so the home page's
 * banner follows without the admin code publishing anything itself.
 */

type Row = typeof campaigns.$inferSelect;

function toAdminCampaign(row: Row): AdminCampaign {
  return {
    ...toApiCampaign(row),
    destination: row.destination,
    updated_at: row.updatedAt.toISOString(),
  };
}

const notFound = () => new NotFoundError("Campagne niet gevonden");

export async function listCampaigns(db: Db): Promise<AdminCampaign[]> {
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
  return rows.map(toAdminCampaign);
}

function toColumns(v: CampaignFormValues) {
  return {
    title: v.title,
    description: v.description,
    imageUrl: v.image_url,
    targetAmountCents: v.target_amount,
    currentAmountCents: v.current_amount,
    daysLeft: v.days_left,
    supporters: v.supporters,
    urgency: v.urgency,
    destination: v.destination,
    isActive: v.is_active,
  };
}

export async function createCampaign(db: Db, input: CampaignFormValues): Promise<AdminCampaign> {
  const [row] = await db.insert(campaigns).values(toColumns(input)).returning();
  return toAdminCampaign(row!);
}

/**
 * Saves every field. With `loaded` (what the form showed), the raised amount and donor
 * count move by the admin's change only, on top of the donations paid meanwhile (each
 * adds in its own transaction: see `recordPaidDonation`); neither goes below 0.
 */
export async function updateCampaign(
  db: Db,
  id: string,
  input: CampaignUpdateValues,
): Promise<AdminCampaign> {
  if (!isUuid(id)) throw notFound();
  const values = toColumns(input);
  const { loaded } = input;
  const [row] = await db
    .update(campaigns)
    .set({
      ...values,
      ...(loaded && {
        currentAmountCents: sql`least(greatest(0, ${campaigns.currentAmountCents}::bigint + ${values.currentAmountCents - loaded.current_amount}), ${CAMPAIGN_MAX_CENTS})`,
        supporters: sql`greatest(0, ${campaigns.supporters} + ${values.supporters - loaded.supporters})`,
      }),
      updatedAt: new Date(),
    })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdminCampaign(row);
}

/** The banner shows the newest active campaign; several may be active. */
export async function setCampaignActive(
  db: Db,
  id: string,
  active: boolean,
): Promise<AdminCampaign> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(campaigns)
    .set({ isActive: active, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdminCampaign(row);
}
