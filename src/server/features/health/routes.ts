import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** GET /api/health: answers ok only after a real database round trip. */
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
      try {
        await app.services.database.query("select 1 as ok");
        return { status: "ok" as const };
      } catch (error) {
        app.log.error({ err: error }, "health check failed");
        return reply.code(503).send({ status: "error" });
      }
    },
  );
}
