import {
  newsletterConfirmedSchema,
  newsletterConfirmSchema,
  newsletterSignupSchema,
} from "@shared/schemas/newsletter-signup";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiError, publicFormRoute, perMinuteLimit } from "../../http/contract";
import { createNewsletterSignupService } from "./service";

/**
 * POST /api/newsletter/signup -> 201: the footer's sign-up (mails a confirmation link).
 * POST /api/newsletter/confirm -> 200: the link's page confirms; a POST, not the link
 * itself, so a mail scanner that opens links confirms nothing.
 */
export async function newsletterSignupRoutes(app: FastifyInstance): Promise<void> {
  const service = createNewsletterSignupService(app.services);
  publicFormRoute(app, {
    url: "/api/newsletter/signup",
    summary: "Aanmelden voor de nieuwsbrief (bevestiging per e-mail)",
    body: newsletterSignupSchema,
    submit: (input) => service.signUp(input),
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/newsletter/confirm",
    {
      config: perMinuteLimit(app),
      schema: {
        summary: "Aanmelding voor de nieuwsbrief bevestigen",
        tags: ["formulieren"],
        body: newsletterConfirmSchema,
        response: { 200: newsletterConfirmedSchema, 400: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request) => service.confirm(request.body),
  );
}
