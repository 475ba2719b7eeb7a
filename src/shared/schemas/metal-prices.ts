import { z } from "../zod";
import { parseDutchNumber } from "../amount";
import { DEFAULT_GOLD_PRICE_PER_GRAM, DEFAULT_SILVER_PRICE_PER_GRAM } from "../zakat/constants";

/**
 * Gold and silver prices per gram in EUR that pre-fill step 1 of the zakat calculator.
 * Set by an admin, read by anyone; step 1 says which prices it uses and since when.
 */

// A number, or text read the Dutch way (`62,50`, `0.78`), like every money field.
const price = (message: string) =>
  z
    .union([z.number(), z.string()], { message })
    .transform((v) => (typeof v === "number" ? v : (parseDutchNumber(v) ?? Number.NaN)))
    .refine((n) => Number.isFinite(n) && n > 0 && n < 1_000_000, { message })
    // Prices are shown and used with cents; more decimals only add noise.
    .transform((n) => Math.round(n * 100) / 100)
    .refine((n) => n > 0, { message });

/** The admin form and PUT route: both prices, positive, in EUR per gram. */
export const metalPricesInputSchema = z.object({
  goldPricePerGram: price("Voer een geldige goudprijs per gram in (meer dan € 0)."),
  silverPricePerGram: price("Voer een geldige zilverprijs per gram in (meer dan € 0)."),
});

export type MetalPricesInput = z.output<typeof metalPricesInputSchema>;

/** GET /api/metal-prices; `updatedAt` is null while the defaults apply. */
export const metalPricesSchema = z.object({
  goldPricePerGram: z.number().describe("Goudprijs per gram in euro"),
  silverPricePerGram: z.number().describe("Zilverprijs per gram in euro"),
  updatedAt: z.iso.datetime().nullable(),
});
export type MetalPrices = z.infer<typeof metalPricesSchema>;

export const DEFAULT_METAL_PRICES: MetalPrices = {
  goldPricePerGram: DEFAULT_GOLD_PRICE_PER_GRAM,
  silverPricePerGram: DEFAULT_SILVER_PRICE_PER_GRAM,
  updatedAt: null,
};
