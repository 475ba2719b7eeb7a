import { contactSchema } from "@shared/schemas/contact";
import type { FastifyInstance } from "fastify";
import { publicFormRoute } from "../../http/contract";
import { createContactService } from "./service";

/** POST /api/contact -> 201: the contact form. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const service = createContactService(app.services);
  publicFormRoute(app, {
    url: "/api/contact",
    summary: "Contactformulier",
    body: contactSchema,
    submit: (input) => service.submit(input),
  });
}
