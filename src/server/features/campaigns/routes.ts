import type { FastifyInstance } from "fastify";
import { ActiveCampaignCache } from "./active-cache";
import { CAMPAIGN_CHANNEL, findCampaign } from "./service";

/** Public campaign API (ARCHITECTURE.md): the active campaign and its live changes. */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  const { database, realtime } = app.services;
  const cache = new ActiveCampaignCache(database.db, realtime);
  await cache.start();

  app.get("/api/campaigns/active", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return { campaign: await cache.get() };
  });

  // One `campaign` event per insert or update, carrying the campaign as the API shows
  // it; a deleted campaign is sent as { id, deleted: true }. One function for every
  // stream: the realtime layer runs it once per notification for all open banners.
  const toEvent = async (payload: string) => {
    const { id, op } = JSON.parse(payload) as { id: string; op?: string };
    if (op === "DELETE") return { id, deleted: true };
    return (await findCampaign(database.db, id)) ?? undefined;
  };
  app.get("/api/campaigns/events", (request, reply) =>
    realtime.stream(request, reply, {
      channel: CAMPAIGN_CHANNEL,
      event: "campaign",
      transform: toEvent,
    }),
  );
}
