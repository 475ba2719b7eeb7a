import {
  confirmationResultSchema,
  confirmationSchema,
  demoCheckoutViewSchema,
  demoOutcomeSchema,
  donationSchema,
  donationStartedSchema,
  donationStatusSchema,
} from "@shared/schemas/donation";
import { isHoneypotFilled } from "@shared/schemas/fields";
import { paths } from "@shared/paths";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError, formBodyRoutes, perMinuteLimit } from "../../http/contract";
import type { OnPaid, OnRefunded, PaymentPort } from "./ports";
import { createDonationsService } from "./service";

export interface DonationRoutesOptions {
  /** The provider PAYMENT_PROVIDER chose (features/payments). */
  payments: PaymentPort;
  /** Run once per donation, inside the transaction that marks it paid (see ports.ts). */
  onPaid?: readonly OnPaid[];
  /** Run once per paid donation given back in full, inside the transaction that marks it refunded. */
  onRefunded?: readonly OnRefunded[];
}

const INVALID = "Ongeldige invoer";

/** What a provider posts to its webhook: only the id of one of its payments. */
const webhookBody = z
  .object(
    {
      id: z
        .string({ error: INVALID })
        .min(1, INVALID)
        .max(100, INVALID)
        .describe("Het id van de betaling bij de provider"),
    },
    { error: INVALID },
  )
  .describe("Alleen het id telt; de status wordt bij de provider zelf opgevraagd");

const acknowledged = z.object({ ok: z.literal(true) });
const notFound = { 404: apiError } as const;
const limitedErrors = { 400: apiError, 429: apiError } as const;

/**
 * Donations and their payment status: POST /api/donations starts one (every donation
 * form, a union on `kind`), /confirmation and /cancelled are the return pages' calls,
 * and the payment webhooks report status changes (docs/product/donations.md). Every
 * public POST is rate limited per IP.
 */
export async function donationRoutes(
  fastify: FastifyInstance,
  options: DonationRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments } = options;
  const service = createDonationsService(
    app.services,
    payments,
    options.onPaid ?? [],
    app.log,
    options.onRefunded ?? [],
  );
  const limited = perMinuteLimit(app);
  // Mollie calls from a few shared addresses, once per status change of any donor's
  // payment: the same per-IP rule with more room (docs/decisions/033).
  const webhookLimited = perMinuteLimit(app, 10);

  app.post(
    "/api/donations",
    {
      config: limited,
      // A filled honeypot looks like a started donation to a bot; nothing is stored.
      preValidation: async (request, reply) => {
        if (!isHoneypotFilled(request.body)) return;
        return reply.code(201).send({
          donationId: crypto.randomUUID(),
          redirectUrl: paths.donationCancelled,
        });
      },
      schema: {
        summary: "Donatie starten (eenmalig, noodhulp, sadaqa, zakat)",
        description:
          "Slaat de donatie op als 'pending' en antwoordt met de betaalpagina waar de browser heen gaat.",
        tags: ["donaties"],
        body: donationSchema,
        response: { 201: donationStartedSchema, ...limitedErrors, 502: apiError },
      },
    },
    async (request, reply) => reply.code(201).send(await service.start(request.body)),
  );

  app.post(
    "/api/donations/confirmation",
    {
      config: limited,
      schema: {
        summary: "Bedankpagina: status van de donatie, bevestiging verstuurd of niet",
        tags: ["donaties"],
        body: confirmationSchema,
        response: { 200: confirmationResultSchema, ...limitedErrors, ...notFound },
      },
    },
    async (request) => service.confirm(request.body.sessionId),
  );

  app.post(
    "/api/donations/cancelled",
    {
      config: limited,
      schema: {
        summary: "Geannuleerd-pagina: de status van de donatie",
        tags: ["donaties"],
        body: confirmationSchema,
        response: { 200: donationStatusSchema, ...limitedErrors, ...notFound },
      },
    },
    async (request) => service.returnCancelled(request.body.sessionId),
  );

  // The demo checkout charges nothing: its routes never exist in production (the config
  // already refuses PAYMENT_PROVIDER=demo there; this keeps it so for any other caller).
  if (payments.name === "demo" && app.services.config.NODE_ENV !== "production") {
    app.get(
      "/api/payments/demo/:id",
      {
        schema: {
          summary: "Demo-betaalpagina: bedrag, omschrijving en status",
          tags: ["betalingen"],
          params: z.object({ id: z.string().describe("Het id van de donatie") }),
          response: { 200: demoCheckoutViewSchema, ...notFound },
        },
      },
      async (request) => service.demoCheckout(request.params.id),
    );
    app.post(
      "/api/payments/demo/webhook",
      {
        config: limited,
        schema: {
          summary: "Demo-betaling: 'Betalen' of 'Annuleren'",
          tags: ["betalingen"],
          body: demoOutcomeSchema,
          response: { 200: donationStatusSchema, ...limitedErrors, ...notFound },
        },
      },
      async (request) => service.demoOutcome(request.body.id, request.body.status),
    );
  }

  if (payments.fetchPayment) {
    // The webhook only names a payment (Mollie posts it as a form: id=tr_...); its status
    // is fetched from the provider.
    await formBodyRoutes(app, (scoped) =>
      scoped.withTypeProvider<ZodTypeProvider>().post(
        `/api/payments/${payments.name}/webhook`,
        {
          config: webhookLimited,
          schema: {
            summary: `Webhook van ${payments.name}: een betaling is gewijzigd`,
            tags: ["betalingen"],
            consumes: ["application/x-www-form-urlencoded", "application/json"],
            body: webhookBody,
            response: {
              200: acknowledged.describe("Ook voor onbekende ids: de aanroeper leert niets"),
              ...limitedErrors,
            },
          },
        },
        async (request) => {
          await service.providerWebhook(request.body.id);
          // 200 for unknown ids too: nothing changes, and the caller learns nothing.
          return { ok: true as const };
        },
      ),
    );
  }
}
