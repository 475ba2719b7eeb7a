import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { periodicGiftSchema } from "@shared/schemas/periodic-gift";
import { publicFormRoute, stored } from "../../http/contract";
import { createPeriodicGiftService } from "./service";

/**
 * POST /api/periodic-gifts -> 201 { ok, transactionNumber }: a periodic gift agreement,
 * stored, then e-mailed to the donor as a PDF to print, sign and send back.
 */
export async function periodicGiftRoutes(app: FastifyInstance): Promise<void> {
  const service = createPeriodicGiftService(app.services);
  publicFormRoute(app, {
    url: "/api/periodic-gifts",
    summary: "Overeenkomst periodieke gift (wordt per e-mail verstuurd ter ondertekening)",
    body: periodicGiftSchema,
    // Absent when the honeypot answered: a bot gets the plain success.
    answer: stored.extend({ transactionNumber: z.string().optional() }),
    submit: (input) => service.submit(input),
  });
}
