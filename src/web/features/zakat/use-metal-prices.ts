import type { MetalPrices } from "@shared/schemas/metal-prices";
import { useEffect, useState } from "react";
import { api } from "@web/lib/api-client";
import { pricesEdited } from "./storage";
import type { UpdateDraft } from "./use-zakat-draft";

/**
 * Fetches the current gold and silver prices (pre-filled from
 * GET /api/metal-prices) and puts them in the draft, unless the user typed prices of
 * their own. Without an answer the draft keeps its prices.
 */
export function useMetalPrices(update: UpdateDraft): MetalPrices | null {
  const [prices, setPrices] = useState<MetalPrices | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<MetalPrices>("/api/metal-prices", { signal: controller.signal })
      .then((fetched) => {
        if (controller.signal.aborted) return;
        setPrices(fetched);
        if (!pricesEdited()) {
          update((draft) => {
            draft.goldPricePerGram = fetched.goldPricePerGram;
            draft.silverPricePerGram = fetched.silverPricePerGram;
          });
        }
      })
      .catch(() => {
        // Offline or aborted: the stored or default prices stay.
      });
    return () => controller.abort();
  }, [update]);
  return prices;
}
