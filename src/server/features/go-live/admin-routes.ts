import { standIns } from "@shared/site-details";
import { goLiveResultSchema } from "@shared/schemas/go-live";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminErrors } from "../../http/contract";
import { systemResolver } from "../../mail-dns";
import { countMollieGifts, goLiveChecklist } from "./service";

/** GET /api/admin/go-live: the checklist of the admin's 'Livegang' page. */
export async function goLiveAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, mailer } = app.services;
  const { db } = app.services.database;
  const resolver = systemResolver();

  app.get(
    "/go-live",
    {
      schema: {
        tags: ["livegang"],
        summary:
          "Livegang: geheime sleutel, https, betalingen, giften via Mollie, mailserver, SPF/DKIM/DMARC, gegevens van de stichting en beheerders",
        response: { 200: goLiveResultSchema, ...adminErrors },
      },
    },
    async () =>
      goLiveChecklist({
        config,
        standIns,
        resolver,
        verifySmtp: () => mailer.verify(),
        mollieGifts: () => countMollieGifts(db),
      }),
  );
}
