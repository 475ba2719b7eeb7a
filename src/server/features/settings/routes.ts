import type { FastifyInstance } from "fastify";
import { getMetalPrices } from "./metal-prices";

/** Public settings the site reads. The admin route that writes them calls the same service. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  // Pre-fills step 1 of the zakat calculator (issue 6).
  app.get("/api/metal-prices", async (_request, reply) => {
    // An admin's change must show on the next visit: revalidate every time.
    reply.header("cache-control", "no-cache");
    return getMetalPrices(app.services.database.db);
  });
}
