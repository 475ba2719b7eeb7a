import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { userListItemSchema } from "@shared/schemas/admin-records";
import { adminErrors, apiError, noContent } from "../../http/contract";
import { grantAdmin, listUsers, revokeAdmin } from "./roles";

const unknownUser = "Onbekende gebruiker";
const params = z.object({
  id: z.string().min(1, unknownUser).max(100, unknownUser).describe("Id van de gebruiker"),
});
const changeErrors = { ...adminErrors, 404: apiError, 409: apiError } as const;

/**
 * /api/admin/users: list the accounts, grant and revoke the admin role (the last admin
 * keeps it; nobody revokes their own). Under the admin guard.
 */
export async function usersAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services.database;

  app.get(
    "/users",
    {
      schema: {
        tags: ["gebruikers"],
        summary: "Alle accounts, met wie beheerder is",
        response: { 200: z.object({ users: z.array(userListItemSchema) }), ...adminErrors },
      },
    },
    async () => ({ users: await listUsers(db) }),
  );

  app.put(
    "/users/:id/admin",
    {
      schema: {
        tags: ["gebruikers"],
        summary: "Maak een gebruiker beheerder",
        params,
        response: { 204: noContent, ...changeErrors },
      },
    },
    async (request, reply) => {
      await grantAdmin(db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/users/:id/admin",
    {
      schema: {
        tags: ["gebruikers"],
        summary: "Neem de beheerdersrol af (nooit je eigen; de laatste beheerder houdt hem)",
        params,
        response: { 204: noContent, ...changeErrors },
      },
    },
    async (request, reply) => {
      await revokeAdmin(db, request.params.id, request.adminUser!.id);
      return reply.code(204).send(null);
    },
  );
}
