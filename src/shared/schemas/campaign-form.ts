import { z } from "../zod";
import { eurosToCents } from "../amount";
import { destinations } from "../form-input";
import { wholeNumberField } from "./fields";

/**
 * The admin's campaign form, parsed by the form and by
 * POST/PUT /api/admin/campaigns. Amounts are euros here and cents in the database.
 */
export const urgencies = ["URGENT", "HIGH", "NORMAL"] as const;

export const urgencyOptions: Record<(typeof urgencies)[number], string> = {
  URGENT: "Urgent",
  HIGH: "Hoge prioriteit",
  NORMAL: "Actief (normaal)",
};

/**
 * The most a campaign's target or total may be: its columns hold whole cents up to
 * 2,147,483,647 (PostgreSQL integer); a paid gift never pushes the total past
 * `CAMPAIGN_MAX_CENTS` (the server stops counting there).
 */
const MAX_EUROS = 20_000_000;
export const CAMPAIGN_MAX_CENTS = 2_147_483_647;

const euros = (message: string, min: number, maxCents = MAX_EUROS * 100) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const cents = eurosToCents(value);
    if (cents === null || cents < min * 100 || cents > maxCents) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

const CURRENT_INVALID = "Voer een geldig opgehaald bedrag in (€ 0 tot € 20.000.000)";

const count = (message: string) =>
  wholeNumberField(message).refine((n) => n >= 0 && n <= 10_000_000, message);

export const campaignFormSchema = z.object({
  title: z
    .string({ error: "Titel is verplicht" })
    .trim()
    .min(1, "Titel is verplicht")
    .max(200, "Titel mag maximaal 200 tekens lang zijn"),
  description: z
    .string()
    .trim()
    .max(2000, "Omschrijving mag maximaal 2000 tekens lang zijn")
    .default(""),
  // The banner shows image_url only when it starts with http.
  image_url: z
    .string()
    .trim()
    .max(2000, "Ongeldige afbeeldings-URL")
    .refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), "Gebruik een URL die begint met http")
    .nullish()
    .transform((v) => (v ? v : null)),
  target_amount: euros("Voer een geldig doelbedrag in (minimaal € 1, maximaal € 20.000.000)", 1),
  current_amount: euros(CURRENT_INVALID, 0),
  days_left: count("Dagen over moet een heel getal van 0 of meer zijn"),
  supporters: count("Aantal donateurs moet een heel getal van 0 of meer zijn"),
  urgency: z.enum(urgencies, { error: "Kies een urgentie" }),
  // Paid donations to this destination count towards the campaign.
  destination: z
    .preprocess(
      (v) => (v === "" ? null : v),
      z.enum(destinations, { error: "Kies een bestemming" }).nullish(),
    )
    .transform((v) => v ?? null),
  is_active: z.boolean().default(false),
});

export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormValues = z.output<typeof campaignFormSchema>;

/**
 * Paid gifts may take a total past € 20.000.000 (up to CAMPAIGN_MAX_CENTS). Such a total
 * may be saved as the form opened with it, so the campaign stays editable; an admin cannot
 * type one in.
 */
const currentUpToOpened = euros(CURRENT_INVALID, 0, CAMPAIGN_MAX_CENTS);
function refuseTypedPastLimit(
  current: number,
  opened: number | null | undefined,
  ctx: z.RefinementCtx,
) {
  if (current > MAX_EUROS * 100 && current !== opened)
    ctx.addIssue({ code: "custom", path: ["current_amount"], message: CURRENT_INVALID });
}

/** The edit form of a campaign whose raised amount was `openedCents` when it opened. */
export function campaignEditSchema(openedCents: number | null) {
  return campaignFormSchema
    .extend({ current_amount: currentUpToOpened })
    .superRefine((v, ctx) => refuseTypedPastLimit(v.current_amount, openedCents, ctx));
}

/**
 * PUT /api/admin/campaigns/:id: the form, and the raised amount and donor count the form
 * was opened with (`loaded`). Paid donations keep adding to a campaign while an admin has
 * its form open; with `loaded` only the admin's own change of those two figures is
 * applied (an offline gift of € 500 typed in adds € 500), so no donation is lost. Without
 * it the form's figures replace the stored ones.
 */
export const campaignUpdateSchema = campaignFormSchema
  .extend({
    current_amount: currentUpToOpened,
    loaded: z
      .object(
        {
          current_amount: euros(
            "Ongeldig opgehaald bedrag bij het openen van het formulier",
            0,
            CAMPAIGN_MAX_CENTS,
          ),
          supporters: count("Ongeldig aantal donateurs bij het openen van het formulier"),
        },
        { error: "Ongeldige invoer" },
      )
      .optional()
      .describe("Opgehaald bedrag en aantal donateurs zoals het formulier ze toonde"),
  })
  .superRefine((v, ctx) => refuseTypedPastLimit(v.current_amount, v.loaded?.current_amount, ctx));
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;
export type CampaignUpdateValues = z.output<typeof campaignUpdateSchema>;

/** A campaign as the admin's list and the create, update and (de)activate routes answer it. */
export const adminCampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  target_amount: z.number().describe("Doelbedrag in euro"),
  current_amount: z.number().describe("Opgehaald bedrag in euro"),
  days_left: z.number().int(),
  supporters: z.number().int(),
  urgency: z.enum(urgencies),
  is_active: z.boolean(),
  created_at: z.iso.datetime(),
  destination: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
