import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** How long the health check waits for the database before it answers 503. */
const HEALTH_TIMEOUT_MS = 3_000;

/**
 * GET /api/health: answers ok only after a real database round trip, and 503 when the
 * database fails or does not answer within 3 s (a hanging server must not hang the check
 * that a load balancer relies on).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        summary: "Gezondheid: de server en de database antwoorden",
        tags: ["status"],
        response: {
          200: z.object({ status: z.literal("ok") }),
          503: z.object({ status: z.literal("error") }).describe("De database antwoordt niet"),
        },
      },
    },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.services.database.query("select 1 as ok"),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`database did not answer within ${HEALTH_TIMEOUT_MS} ms`)),
              HEALTH_TIMEOUT_MS,
            );
          }),
        ]);
        return { status: "ok" as const };
      } catch (error) {
        app.log.error({ err: error }, "health check failed");
        return reply.code(503).send({ status: "error" });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
