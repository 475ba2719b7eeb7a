import { confirmationSchema, demoOutcomeSchema, donationSchema } from "@shared/schemas/donation";
import { isHoneypotFilled } from "@shared/schemas/fields";
import { paths } from "@shared/paths";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { acceptFormBodies } from "../../http/contract";
import type { OnPaid, PaymentPort } from "./ports";
import { createDonationsService } from "./service";

export interface DonationRoutesOptions {
  /** The provider PAYMENT_PROVIDER chose (features/payments). */
  payments: PaymentPort;
  /** Run once per donation, inside the transaction that marks it paid (see ports.ts). */
  onPaid?: readonly OnPaid[];
}

const webhookBody = z.object({ id: z.string().min(1).max(100) }, { error: "Ongeldige invoer" });

/**
 * POST /api/donations, /api/donations/confirmation, /api/donations/cancelled and the
 * payment webhooks (ARCHITECTURE.md "HTTP API"). Every public POST is rate limited.
 */
export async function donationRoutes(
  app: FastifyInstance,
  options: DonationRoutesOptions,
): Promise<void> {
  const { payments } = options;
  const service = createDonationsService(app.services, payments, options.onPaid ?? [], app.log);
  const max = app.services.config.RATE_LIMIT_PER_MINUTE;
  const limited = { config: { rateLimit: { max, timeWindow: "1 minute" } } };
  // Mollie calls from a few shared addresses, once per status change of any donor's
  // payment: the same per-IP rule with more room (decision 033).
  const webhookLimited = { config: { rateLimit: { max: max * 10, timeWindow: "1 minute" } } };

  // Mollie posts its webhook as a form: id=tr_...
  acceptFormBodies(app);

  app.post("/api/donations", limited, async (request, reply) => {
    if (isHoneypotFilled(request.body)) {
      // Looks like a started donation to a bot; nothing is stored.
      return reply.code(201).send({
        donationId: crypto.randomUUID(),
        redirectUrl: paths.donationCancelled,
      });
    }
    const started = await service.start(donationSchema.parse(request.body));
    return reply.code(201).send(started);
  });

  app.post("/api/donations/confirmation", limited, async (request) => {
    const { sessionId } = confirmationSchema.parse(request.body);
    return service.confirm(sessionId);
  });

  app.post("/api/donations/cancelled", limited, async (request) => {
    const { sessionId } = confirmationSchema.parse(request.body);
    return service.returnCancelled(sessionId);
  });

  // The demo checkout charges nothing: its routes never exist in production (the config
  // already refuses PAYMENT_PROVIDER=demo there; this keeps it so for any other caller).
  if (payments.name === "demo" && app.services.config.NODE_ENV !== "production") {
    app.get<{ Params: { id: string } }>("/api/payments/demo/:id", async (request) =>
      service.demoCheckout(request.params.id),
    );
    app.post("/api/payments/demo/webhook", limited, async (request) => {
      const { id, status } = demoOutcomeSchema.parse(request.body);
      return service.demoOutcome(id, status);
    });
  }

  if (payments.fetchPayment) {
    // The webhook only names a payment; its status is fetched from the provider.
    app.post(`/api/payments/${payments.name}/webhook`, webhookLimited, async (request) => {
      const { id } = webhookBody.parse(request.body);
      await service.providerWebhook(id);
      // 200 for unknown ids too: nothing changes, and the caller learns nothing.
      return { ok: true };
    });
  }
}
