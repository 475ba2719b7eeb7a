import {
  diagnosticsResultSchema,
  suppressionQuerySchema,
  testSendResultSchema,
  testSendSchema,
} from "@shared/schemas/email-diagnostics";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminErrors, apiError, noContent } from "../../http/contract";
import { domainOf, systemResolver } from "../../mail-dns";
import { liftSuppressionOf, runDiagnostics } from "./service";

/**
 * /api/admin/email diagnostics, lifting a block and the test send. The outbox list at GET /api/admin/email is
 * the admin feature's.
 */
export async function emailDiagnosticsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, mailer, database } = app.services;
  const resolver = systemResolver();

  app.get(
    "/email/diagnostics",
    {
      schema: {
        tags: ["e-mail"],
        summary: "Diagnose: SMTP-verbinding, SPF/DKIM/DMARC en geblokkeerde adressen",
        response: { 200: diagnosticsResultSchema, ...adminErrors },
      },
    },
    async () =>
      runDiagnostics({
        db: database.db,
        resolver,
        verifySmtp: () => mailer.verify(),
        domain: domainOf(config.MAIL_FROM),
        dkimSelector: config.DKIM_SELECTOR,
      }),
  );

  // Lifts the block of an address of the suppression list, subscriber or not (the
  // subscriber list lifts it by subscriber: DELETE /subscribers/:id/suppression).
  app.delete(
    "/email/suppressions",
    {
      schema: {
        tags: ["e-mail"],
        summary: "Blokkade van een adres opheffen: het krijgt weer nieuwsbrieven",
        querystring: suppressionQuerySchema,
        response: { 204: noContent, ...adminErrors, 404: apiError },
      },
    },
    async (request, reply) => {
      await liftSuppressionOf(database.db, request.query.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/email/test",
    {
      schema: {
        tags: ["e-mail"],
        summary: "Testmail versturen",
        body: testSendSchema,
        response: { 202: testSendResultSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { id } = await mailer.sendTest(request.body.email);
      return reply.code(202).send({ id, transport: config.MAIL_TRANSPORT });
    },
  );
}
