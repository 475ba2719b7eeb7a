import { testSendSchema } from "@shared/schemas/email-diagnostics";
import type { FastifyInstance } from "fastify";
import { systemResolver } from "./dns-checks";
import { runDiagnostics } from "./service";

/** The sender's domain: the part after @ in MAIL_FROM. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@").pop()?.trim().toLowerCase() ?? "";
}

/**
 * /api/admin/email diagnostics and test send (spec 02 §5, §7 test-resend-setup). The
 * outbox list at GET /api/admin/email is the admin feature's.
 */
export async function emailDiagnosticsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { config, mailer, database } = app.services;
  const resolver = systemResolver();

  app.get("/email/diagnostics", async () =>
    runDiagnostics({
      db: database.db,
      resolver,
      verifySmtp: () => mailer.verify(),
      domain: domainOf(config.MAIL_FROM),
      dkimSelector: config.DKIM_SELECTOR,
    }),
  );

  app.post("/email/test", async (request, reply) => {
    const { email } = testSendSchema.parse(request.body ?? {});
    const { id } = await mailer.sendTest(email);
    return reply.code(202).send({ id, transport: config.MAIL_TRANSPORT });
  });
}
