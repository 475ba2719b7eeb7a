import { z } from "../zod";
import { urgencies } from "./campaign-form";

/**
 * A campaign as the public API shows it (GET /api/campaigns/active and the live events):
 * snake_case names, amounts in euros (cents inside the server), the creation time as an
 * ISO string. The banner reads the type through src/shared/campaign.ts, without zod.
 */
export const campaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  target_amount: z.number(),
  current_amount: z.number(),
  days_left: z.number().int(),
  supporters: z.number().int(),
  urgency: z.enum(urgencies),
  is_active: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Campaign = z.output<typeof campaignSchema>;
