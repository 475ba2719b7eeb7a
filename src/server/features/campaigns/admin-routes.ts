import type { FastifyInstance } from "fastify";
import { createCampaign, listCampaigns, setCampaignActive, updateCampaign } from "./admin-service";

/** /api/admin/campaigns (issue 7): registered inside the admin area, so guarded. */
export async function campaignAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;
  type WithId = { Params: { id: string } };

  app.get("/campaigns", async () => ({ campaigns: await listCampaigns(db) }));

  app.post("/campaigns", async (request, reply) =>
    reply.code(201).send({ campaign: await createCampaign(db, request.body ?? {}) }),
  );

  app.put<WithId>("/campaigns/:id", async (request) => ({
    campaign: await updateCampaign(db, request.params.id, request.body ?? {}),
  }));

  app.post<WithId>("/campaigns/:id/activate", async (request) => ({
    campaign: await setCampaignActive(db, request.params.id, true),
  }));

  app.post<WithId>("/campaigns/:id/deactivate", async (request) => ({
    campaign: await setCampaignActive(db, request.params.id, false),
  }));
}
