import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { grantAdmin, listUsers, revokeAdmin } from "./roles";

const params = z.object({ id: z.string().min(1).max(100) });

/** /api/admin/users: list, grant and revoke admin (spec 02 §6). Under the admin guard. */
export async function usersAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;

  app.get("/users", async () => ({ users: await listUsers(db) }));

  app.put("/users/:id/admin", async (request, reply) => {
    await grantAdmin(db, params.parse(request.params).id);
    return reply.code(204).send();
  });

  app.delete("/users/:id/admin", async (request, reply) => {
    await revokeAdmin(db, params.parse(request.params).id);
    return reply.code(204).send();
  });
}
