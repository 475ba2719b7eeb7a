import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { confirmationSchema } from "@shared/schemas/donation";
import {
  firstPaymentStartedSchema,
  monthlyGiftActionSchema,
  monthlyGiftSchema,
  monthlyGiftTokenSchema,
} from "@shared/schemas/monthly-gift";
import { monthlyDonorSchema } from "@shared/schemas/monthly-donor";
import {
  apiError,
  formBodyRoutes,
  publicFormRoute,
  stored,
  perMinuteLimit,
} from "../../http/contract";
import type { Db } from "../../db/client";
import { donations } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { changeOwnGift, ownGift } from "./manage";
import { MONTHLY_WEBHOOK_PATH, type MollieGiving, payFirstMonth } from "./mollie-giving";
import { createMonthlyDonorService } from "./service";

const tags = ["maandelijks geven"];
const mandateParams = z.object({ id: z.uuid({ error: "Deze link is ongeldig." }) });

/** The gift of a month's donation (its id is the return page's session id). */
async function monthlyDonorOfPayment(db: Db, sessionId: string): Promise<string | null> {
  if (!z.uuid().safeParse(sessionId).success) return null;
  const [row] = await db
    .select({ monthlyDonorId: donations.monthlyDonorId })
    .from(donations)
    .where(and(eq(donations.id, sessionId), eq(donations.kind, "monthly")));
  return row?.monthlyDonorId ?? null;
}

/**
 * POST /api/monthly-donors -> 201 { ok, mandateReference }: a monthly sign-up and its
 * mandate. GET /api/monthly-donors/mandate: what the form shows above the tick. The
 * donor's own link: GET /api/monthly-gifts/:id?token= and POST .../:id { token, action }.
 */
export async function monthlyDonorRoutes(
  app: FastifyInstance,
  options: {
    /**
     * With MOLLIE_API_KEY: the gifts Mollie collects (its webhook is served here, their
     * changes reach Mollie, their first month is paid there).
     */
    mollie?: MollieGiving;
    /** With PAYMENT_PROVIDER=mollie: new sign-ups are collected by Mollie too. */
    mollieSignUps?: boolean;
  },
): Promise<void> {
  const { config, secret } = app.services;
  const { db } = app.services.database;
  const { mollie } = options;
  const service = createMonthlyDonorService(
    app.services,
    options.mollieSignUps ? mollie : undefined,
  );
  const sync = mollie?.sync;
  publicFormRoute(app, {
    url: "/api/monthly-donors",
    summary: "Aanmelding als maandelijkse donateur (met doorlopende machtiging)",
    body: monthlyDonorSchema,
    // The mandate's reference, for the confirmation on screen (absent when the honeypot
    // answered: a bot gets the plain success).
    // With Mollie: the first payment's page, where the browser goes next.
    answer: stored.extend({
      mandateReference: z.string().optional(),
      redirectUrl: z.string().optional(),
    }),
    // The same donor's gift already runs (decision 091).
    refusals: { 409: apiError },
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
      config: perMinuteLimit(app),
      schema: {
        summary: "De donateur pauzeert, hervat of stopt de maandelijkse gift",
        tags,
        params: mandateParams,
        body: monthlyGiftActionSchema,
        response: { 200: monthlyGiftSchema, 400: apiError, 404: apiError, 409: apiError },
      },
    },
    async (request) =>
      changeOwnGift(db, secret, request.params.id, request.body.token, request.body.action, sync),
  );

  // A Mollie sign-up whose first payment did not go through: the donor pays the first month
  // again, from the gift's own link or from the return page of the payment that failed.
  const firstPayment = async (donorId: string) => ({
    redirectUrl: await payFirstMonth(mollie, donorId),
  });
  const firstPaymentAnswers = {
    200: firstPaymentStartedSchema,
    400: apiError,
    404: apiError,
    409: apiError,
    429: apiError,
    502: apiError,
  };
  const limited = perMinuteLimit(app);
  routes.post(
    "/api/monthly-gifts/:id/first-payment",
    {
      config: limited,
      schema: {
        summary: "De donateur betaalt de eerste maand (opnieuw), via de link uit de e-mail",
        tags,
        params: mandateParams,
        body: monthlyGiftTokenSchema,
        response: firstPaymentAnswers,
      },
    },
    async (request) => {
      await ownGift(db, secret, request.params.id, request.body.token);
      return firstPayment(request.params.id);
    },
  );
  routes.post(
    "/api/monthly-donors/first-payment",
    {
      config: limited,
      schema: {
        summary: "Opnieuw betalen vanaf de bedankpagina van een mislukte eerste betaling",
        tags,
        body: confirmationSchema,
        response: firstPaymentAnswers,
      },
    },
    async (request) => {
      const donorId = await monthlyDonorOfPayment(db, request.body.sessionId);
      if (!donorId) throw new NotFoundError("Donatie niet gevonden");
      return firstPayment(donorId);
    },
  );

  if (mollie) {
    // Mollie names a payment of a monthly gift (first month or a later one), posted as a
    // form; its status is fetched from Mollie. 200 for unknown ids too; a failure answers
    // 5xx so Mollie retries.
    await formBodyRoutes(app, (scoped) =>
      scoped.withTypeProvider<ZodTypeProvider>().post(
        MONTHLY_WEBHOOK_PATH,
        {
          config: perMinuteLimit(app, 10),
          schema: {
            summary: "Webhook van Mollie voor maandelijkse giften",
            tags: ["betalingen"],
            body: z.object(
              {
                // A Mollie payment id (tr_…): anything else never reaches Mollie's client,
                // which refuses it with an error of its own.
                id: z
                  .string({ error: "Ongeldige invoer" })
                  .max(100, "Ongeldige invoer")
                  .regex(/^tr_[A-Za-z0-9]+$/, "Ongeldige invoer"),
              },
              { error: "Ongeldige invoer" },
            ),
            response: { 200: z.object({ ok: z.literal(true) }), 400: apiError },
          },
        },
        async (request) => {
          await mollie.webhook(request.body.id);
          return { ok: true as const };
        },
      ),
    );
  }
}
