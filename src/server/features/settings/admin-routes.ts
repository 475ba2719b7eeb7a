import type { FastifyInstance } from "fastify";
import { getMetalPrices, setMetalPrices } from "./metal-prices";

/**
 * /api/admin/settings (issue 7 "Instellingen"): the gold and silver price per gram that
 * GET /api/metal-prices serves to the zakat calculator. Inside the admin area, so guarded.
 */
export async function settingsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;

  app.get("/settings", async () => ({ metalPrices: await getMetalPrices(db) }));

  app.put("/settings/metal-prices", async (request) => ({
    metalPrices: await setMetalPrices(db, request.body ?? {}),
  }));
}
