import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCampaignSchema,
  campaignFormSchema,
  campaignUpdateSchema,
} from "@shared/schemas/campaign-form";
import { adminErrors, apiError, idParams } from "../../http/contract";
import { createCampaign, listCampaigns, setCampaignActive, updateCampaign } from "./admin-service";

const oneCampaign = z.object({ campaign: adminCampaignSchema });
const withNotFound = { ...adminErrors, 404: apiError } as const;
const tags = ["campagnes"];

/** /api/admin/campaigns: registered inside the admin area, so guarded. */
export async function campaignAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services.database;

  app.get(
    "/campaigns",
    {
      schema: {
        tags,
        summary: "Alle campagnes, nieuwste eerst",
        response: { 200: z.object({ campaigns: z.array(adminCampaignSchema) }), ...adminErrors },
      },
    },
    async () => ({ campaigns: await listCampaigns(db) }),
  );

  app.post(
    "/campaigns",
    {
      schema: {
        tags,
        summary: "Nieuwe campagne (bedragen in euro)",
        body: campaignFormSchema,
        response: { 201: oneCampaign, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ campaign: await createCampaign(db, request.body) }),
  );

  app.put(
    "/campaigns/:id",
    {
      schema: {
        tags,
        summary: "Campagne bijwerken (alle velden)",
        params: idParams,
        body: campaignUpdateSchema,
        response: { 200: oneCampaign, ...withNotFound },
      },
    },
    async (request) => ({
      campaign: await updateCampaign(db, request.params.id, request.body),
    }),
  );

  for (const [action, active] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    app.post(
      `/campaigns/:id/${action}`,
      {
        schema: {
          tags,
          summary: active ? "Campagne activeren" : "Campagne deactiveren",
          params: idParams,
          response: { 200: oneCampaign, ...withNotFound },
        },
      },
      async (request) => ({
        campaign: await setCampaignActive(db, request.params.id, active),
      }),
    );
  }
}
