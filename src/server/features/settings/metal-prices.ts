import {
  DEFAULT_METAL_PRICES,
  type MetalPrices,
  type MetalPricesInput,
  metalPricesInputSchema,
} from "@shared/schemas/metal-prices";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

/** The `settings` row holding the zakat calculator's gold and silver prices. */
export const METAL_PRICES_KEY = "metal-prices";

/**
 * The stored prices, or the defaults (62.5 and 0.78) when none are stored or
 * the stored value is unreadable: the calculator must always get usable prices.
 */
export async function getMetalPrices(db: Db): Promise<MetalPrices> {
  const [row] = await db.select().from(settings).where(eq(settings.key, METAL_PRICES_KEY));
  if (!row) return DEFAULT_METAL_PRICES;
  const parsed = metalPricesInputSchema.safeParse(row.value);
  if (!parsed.success) return DEFAULT_METAL_PRICES;
  return { ...parsed.data, updatedAt: row.updatedAt.toISOString() };
}

/** Stores both prices (validated by the route's schema); returns what GET now gives. */
export async function setMetalPrices(db: Db, value: MetalPricesInput): Promise<MetalPrices> {
  const now = new Date();
  const [row] = await db
    .insert(settings)
    .values({ key: METAL_PRICES_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
    .returning();
  return { ...value, updatedAt: (row?.updatedAt ?? now).toISOString() };
}
