import {
  diagnosticsResultSchema,
  testSendResultSchema,
  testSendSchema,
} from "@shared/schemas/email-diagnostics";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminErrors } from "../../http/contract";
import { domainOf, systemResolver } from "../../mail-dns";
import { runDiagnostics } from "./service";

/**
 * /api/admin/email diagnostics and test send. The outbox list at GET /api/admin/email is
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
