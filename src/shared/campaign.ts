/**
 * The campaign banner's display rules, shared by the API and the page.
 * Amounts here are euros, as the API speaks them (the server keeps cents; see docs/product/donations.md).
 */
import { formatOneDecimalNl } from "./intl";
// The API's schema gives the type; a type-only import, so the banner loads no zod.
import type { Campaign } from "./schemas/campaign";

export type { Campaign };
export type Urgency = Campaign["urgency"];

/** Shown when nothing loads (a read error or no active campaign). */
export const FALLBACK_CAMPAIGN: Campaign = {
  id: "fallback",
  title: "Winterhulp voor Gaza",
  description:
    "Help gezinnen in Gaza de winter door: samen brengen we 1.000 blikken babymelk, olie, rijst, meel en voedsel naar wie het het hardst nodig heeft.",
  image_url: null,
  target_amount: 90000,
  current_amount: 40500,
  days_left: 18,
  supporters: 80,
  urgency: "URGENT",
  is_active: true,
  created_at: "2025-09-17T00:00:00.000Z",
};

/** The message kept when the campaign read fails. */
export const CAMPAIGN_READ_ERROR = "Failed to fetch campaign";

const urgencyLabels: Record<Urgency, string> = {
  URGENT: "🚨 Urgent",
  HIGH: "⚡ Hoge prioriteit",
  NORMAL: "📋 Actief",
};

export function urgencyLabel(urgency: Urgency): string {
  return urgencyLabels[urgency] ?? urgencyLabels.NORMAL;
}

/** `image_url` only when it starts with http, else the bundled image. */
export function campaignImage(imageUrl: string | null | undefined, bundled: string): string {
  return imageUrl?.startsWith("http") ? imageUrl : bundled;
}

/** current / target x 100, one decimal ("45,0"); 0 for a target of 0. */
export function progressPercent(current: number, target: number): number {
  if (!(target > 0)) return 0;
  return Math.round((current / target) * 1000) / 10;
}

export function formatPercent(percent: number): string {
  return formatOneDecimalNl(percent);
}

/**
 * Average per donor in whole euros: 0 when there are no supporters, except
 * that the fallback campaign's figure is computed without that guard.
 */
export function averagePerDonor(
  campaign: Campaign,
  options: { isFallback?: boolean } = {},
): number {
  if (options.isFallback) return Math.round(campaign.current_amount / campaign.supporters);
  return campaign.supporters > 0 ? Math.round(campaign.current_amount / campaign.supporters) : 0;
}
