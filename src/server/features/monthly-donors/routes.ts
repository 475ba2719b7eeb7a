import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  monthlyGiftActionSchema,
  monthlyGiftSchema,
  monthlyGiftTokenSchema,
} from "@shared/schemas/monthly-gift";
import { monthlyDonorSchema } from "@shared/schemas/monthly-donor";
import { apiError, publicFormRoute, stored } from "../../http/contract";
import { changeOwnGift, ownGift } from "./manage";
import { createMonthlyDonorService } from "./service";

const tags = ["maandelijks geven"];
const mandateParams = z.object({ id: z.uuid({ error: "Deze link is ongeldig." }) });

/**
 * POST /api/monthly-donors -> 201 { ok, mandateReference }: a monthly sign-up and its
 * mandate. GET /api/monthly-donors/mandate: what the form shows above the tick. The
 * donor's own link: GET /api/monthly-gifts/:id?token= and POST .../:id { token, action }.
 */
export async function monthlyDonorRoutes(app: FastifyInstance): Promise<void> {
  const { config, secret } = app.services;
  const { db } = app.services.database;
  const service = createMonthlyDonorService(app.services);
  publicFormRoute(app, {
    url: "/api/monthly-donors",
    summary: "Aanmelding als maandelijkse donateur (met doorlopende machtiging)",
    body: monthlyDonorSchema,
    // The mandate's reference, for the confirmation on screen (absent when the honeypot
    // answered: a bot gets the plain success).
    answer: stored.extend({ mandateReference: z.string().optional() }),
    submit: (input) => service.submit(input),
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/monthly-donors/mandate",
    {
      schema: {
        summary: "De gegevens van de machtiging die het formulier toont",
        tags,
        response: {
          200: z.object({
            creditorName: z.string(),
            creditorId: z.string(),
            collection: z.enum(["bank", "mollie"]),
          }),
        },
      },
    },
    async () => ({
      creditorName: config.SEPA_CREDITOR_NAME,
      creditorId: config.SEPA_CREDITOR_ID,
      collection: config.PAYMENT_PROVIDER === "mollie" ? ("mollie" as const) : ("bank" as const),
    }),
  );

  routes.get(
    "/api/monthly-gifts/:id",
    {
      schema: {
        summary: "Een maandelijkse gift, via de link uit de e-mail van de donateur",
        tags,
        params: mandateParams,
        querystring: monthlyGiftTokenSchema,
        response: { 200: monthlyGiftSchema, 400: apiError, 404: apiError },
      },
    },
    async (request) => ownGift(db, secret, request.params.id, request.query.token),
  );

  routes.post(
    "/api/monthly-gifts/:id",
    {
      config: { rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        summary: "De donateur pauzeert, hervat of stopt de maandelijkse gift",
        tags,
        params: mandateParams,
        body: monthlyGiftActionSchema,
        response: { 200: monthlyGiftSchema, 400: apiError, 404: apiError, 409: apiError },
      },
    },
    async (request) =>
      changeOwnGift(db, secret, request.params.id, request.body.token, request.body.action),
  );
}
