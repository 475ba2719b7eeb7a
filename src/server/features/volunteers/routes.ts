import { volunteerSchema } from "@shared/schemas/volunteer";
import type { FastifyInstance } from "fastify";
import { publicFormRoute } from "../../http/contract";
import { createVolunteerService } from "./service";

/** POST /api/volunteers -> 201: a volunteer sign-up. */
export async function volunteerRoutes(app: FastifyInstance): Promise<void> {
  const service = createVolunteerService(app.services);
  publicFormRoute(app, {
    url: "/api/volunteers",
    summary: "Aanmelding als vrijwilliger",
    body: volunteerSchema,
    submit: (input) => service.submit(input),
  });
}
