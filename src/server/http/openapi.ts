import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * Collects every route's declared schemas into one OpenAPI document. Registered before the
 * routes, so it sees each of them as it is added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Stichting Qamar API",
        description:
          "De HTTP API van de website: publieke formulieren en betalingen, en het beheer onder /api/admin (alleen voor beheerders).",
        version: "1",
      },
    },
    transform: jsonSchemaTransform,
  });
}

/**
 * Admin only (inside the admin area): the API reference at /api/admin/docs and the document
 * itself at /api/admin/docs/json.
 */
export async function apiDocsAdminRoutes(app: FastifyInstance): Promise<void> {
  // indexPrefix: the page's asset links start from the admin area's own prefix.
  await app.register(swaggerUi, { routePrefix: "/docs", indexPrefix: app.prefix });
}
