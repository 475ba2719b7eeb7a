import { isHoneypotFilled } from "@shared/schemas/fields";
import { volunteerSchema } from "@shared/schemas/volunteer";
import type { FastifyInstance } from "fastify";
import { createVolunteerService } from "./service";

/** POST /api/volunteers -> 201 (ARCHITECTURE.md "HTTP API"). */
export async function volunteerRoutes(app: FastifyInstance): Promise<void> {
  const service = createVolunteerService(app.services);
  const rateLimit = { max: app.services.config.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" };

  app.post("/api/volunteers", { config: { rateLimit } }, async (request, reply) => {
    if (isHoneypotFilled(request.body)) return reply.code(201).send({ ok: true });
    await service.submit(volunteerSchema.parse(request.body));
    return reply.code(201).send({ ok: true });
  });
}
