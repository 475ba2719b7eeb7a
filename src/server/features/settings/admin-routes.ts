import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { metalPricesInputSchema, metalPricesSchema } from "@shared/schemas/metal-prices";
import { adminErrors } from "../../http/contract";
import { getMetalPrices, setMetalPrices } from "./metal-prices";

const answer = z.object({ metalPrices: metalPricesSchema });

/**
 * /api/admin/settings ("Instellingen"): the gold and silver price per gram that
 * GET /api/metal-prices serves to the zakat calculator. Inside the admin area, so guarded.
 */
export async function settingsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services.database;

  app.get(
    "/settings",
    {
      schema: {
        tags: ["instellingen"],
        summary: "Instellingen: goud- en zilverprijs per gram",
        response: { 200: answer, ...adminErrors },
      },
    },
    async () => ({ metalPrices: await getMetalPrices(db) }),
  );

  app.put(
    "/settings/metal-prices",
    {
      schema: {
        tags: ["instellingen"],
        summary: "Goud- en zilverprijs per gram opslaan (voor de zakatcalculator)",
        body: metalPricesInputSchema,
        response: { 200: answer, ...adminErrors },
      },
    },
    async (request) => ({ metalPrices: await setMetalPrices(db, request.body) }),
  );
}
