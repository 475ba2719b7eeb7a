import { isHoneypotFilled } from "@shared/schemas/fields";
import { monthlyDonorSchema } from "@shared/schemas/monthly-donor";
import type { FastifyInstance } from "fastify";
import { createMonthlyDonorService } from "./service";

/** POST /api/monthly-donors -> 201 (ARCHITECTURE.md "HTTP API"). */
export async function monthlyDonorRoutes(app: FastifyInstance): Promise<void> {
  const service = createMonthlyDonorService(app.services);
  const rateLimit = { max: app.services.config.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" };

  app.post("/api/monthly-donors", { config: { rateLimit } }, async (request, reply) => {
    if (isHoneypotFilled(request.body)) return reply.code(201).send({ ok: true });
    await service.submit(monthlyDonorSchema.parse(request.body));
    return reply.code(201).send({ ok: true });
  });
}
