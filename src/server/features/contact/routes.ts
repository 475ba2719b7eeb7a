import { contactSchema } from "@shared/schemas/contact";
import { isHoneypotFilled } from "@shared/schemas/fields";
import type { FastifyInstance } from "fastify";
import { createContactService } from "./service";

/** POST /api/contact -> 201 (ARCHITECTURE.md "HTTP API"). */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const service = createContactService(app.services);
  const rateLimit = { max: app.services.config.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" };

  app.post("/api/contact", { config: { rateLimit } }, async (request, reply) => {
    // A filled honeypot looks like success and stores nothing (STYLE.md rule 13).
    if (isHoneypotFilled(request.body)) return reply.code(201).send({ ok: true });
    await service.submit(contactSchema.parse(request.body));
    return reply.code(201).send({ ok: true });
  });
}
