import type { FastifyInstance } from "fastify";

/** GET /api/health: answers ok only after a real database round trip. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/health", async (_request, reply) => {
    try {
      await app.services.database.query("select 1 as ok");
      return { status: "ok" };
    } catch (error) {
      app.log.error({ err: error }, "health check failed");
      return reply.code(503).send({ status: "error" });
    }
  });
}
