import { campaignSchema } from "@shared/schemas/campaign";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ActiveCampaignCache } from "./active-cache";
import { CAMPAIGN_CHANNEL, findCampaign } from "./service";

/** Public campaign API: the active campaign (the home page banner) and its live changes. */
export async function campaignRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, realtime } = app.services;
  const cache = new ActiveCampaignCache(database.db, realtime);
  await cache.start();

  app.get(
    "/api/campaigns/active",
    {
      schema: {
        summary: "De actieve campagne (of null)",
        tags: ["campagnes"],
        response: { 200: z.object({ campaign: campaignSchema.nullable() }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return { campaign: await cache.get() };
    },
  );

  // One `campaign` event per insert or update, carrying an active campaign as the API
  // shows it. The stream is public: a campaign not (or no longer) active is sent as
  // { id, is_active: false }, so a draft's texts stay unseen until it is published; a
  // deleted one as { id, deleted: true }. One function for every stream: the realtime
  // layer runs it once per notification for all open banners.
  const toEvent = async (payload: string) => {
    const { id, op } = JSON.parse(payload) as { id: string; op?: string };
    if (op === "DELETE") return { id, deleted: true };
    const campaign = await findCampaign(database.db, id);
    if (!campaign) return undefined;
    return campaign.is_active ? campaign : { id, is_active: false };
  };
  app.get(
    "/api/campaigns/events",
    {
      schema: {
        summary: "Live wijzigingen van campagnes (Server-Sent Events)",
        tags: ["campagnes"],
        response: {
          200: {
            description:
              "Een stroom 'campaign'-events: een actieve campagne zoals GET /api/campaigns/active die toont, { id, is_active: false } voor een niet-actieve, of { id, deleted: true }",
            content: {
              "text/event-stream": {
                schema: z.union([
                  campaignSchema,
                  z.object({ id: z.string(), is_active: z.literal(false) }),
                  z.object({ id: z.string(), deleted: z.literal(true) }),
                ]),
              },
            },
          },
        },
      },
    },
    (request, reply) =>
      realtime.stream(request, reply, {
        channel: CAMPAIGN_CHANNEL,
        event: "campaign",
        transform: toEvent,
      }),
  );
}
