import { metalPricesSchema } from "@shared/schemas/metal-prices";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { getMetalPrices } from "./metal-prices";

/** Public settings the site reads. The admin route that writes them calls the same service. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/metal-prices",
    {
      schema: {
        summary: "Goud- en zilverprijs per gram, voor stap 1 van de zakatcalculator",
        tags: ["instellingen"],
        response: { 200: metalPricesSchema },
      },
    },
    async (_request, reply) => {
      // An admin's change must show on the next visit: revalidate every time.
      reply.header("cache-control", "no-cache");
      return getMetalPrices(app.services.database.db);
    },
  );
}
