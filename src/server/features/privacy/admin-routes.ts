import { dutchDay } from "@shared/dutch-day";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  privacyAddressSchema,
  privacyErasureSchema,
  privacyExportSchema,
  privacyOverviewSchema,
} from "@shared/schemas/privacy";
import { adminErrors, apiError } from "../../http/contract";
import { erasePersonalData, privacyExport, privacyOverview } from "./service";

const tags = ["privacy"];

/**
 * Privacy requests (AVG) in the admin area: every record of one e-mail address, the
 * download of all of it (right of access) and its erasure (right to erasure).
 */
export async function privacyAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services.database;

  app.get(
    "/privacy",
    {
      schema: {
        tags,
        summary: "Alle gegevens van één e-mailadres, per tabel",
        querystring: privacyAddressSchema,
        response: { 200: privacyOverviewSchema, ...adminErrors },
      },
    },
    async (request) => privacyOverview(db, request.query.email),
  );

  app.get(
    "/privacy/export",
    {
      schema: {
        tags,
        summary: "Alle gegevens van één e-mailadres als JSON-bestand (recht op inzage)",
        querystring: privacyAddressSchema,
        response: { 200: privacyExportSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await privacyExport(db, request.query.email);
      const day = dutchDay(new Date(data.exportedAt));
      return reply
        .header("content-disposition", `attachment; filename="persoonsgegevens-${day}.json"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.post(
    "/privacy/erase",
    {
      schema: {
        tags,
        summary: "Gegevens van één e-mailadres wissen (recht op vergetelheid), met logregel",
        body: privacyAddressSchema,
        response: { 200: privacyErasureSchema, ...adminErrors, 409: apiError },
      },
    },
    async (request) => erasePersonalData(db, request.body.email, request.adminUser!),
  );
}
