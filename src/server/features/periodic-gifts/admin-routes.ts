import { dutchDay } from "@shared/dutch-day";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminPeriodicGiftRowSchema,
  markedSignedSchema,
  periodicGiftFilterSchema,
} from "@shared/schemas/periodic-gift";
import { adminErrors, apiError } from "../../http/contract";
import { agreementCreditor } from "../../documents/periodic-gift-agreement";
import { agreementPdf, listPeriodicGifts } from "./admin";
import { markSigned } from "./signing";

const tags = ["periodieke giften"];
const params = z.object({ id: z.uuid({ error: "Onbekende overeenkomst" }) });

/**
 * Periodic gifts in the admin area: the agreements (search), an agreement's PDF, and
 * recording that the signed agreement came back.
 */
export async function periodicGiftAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;
  // With Mollie the foundation's bank makes no direct-debit files (see signing.ts).
  const { config } = app.services;
  const bankCollects = config.PAYMENT_PROVIDER !== "mollie";
  const creditor = agreementCreditor(config);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/periodic-gifts",
    {
      schema: {
        summary: "Overeenkomsten periodieke gift, zoeken op naam, e-mail of transactienummer",
        tags,
        querystring: periodicGiftFilterSchema,
        response: {
          200: z.object({ periodicGifts: z.array(adminPeriodicGiftRowSchema) }),
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      periodicGifts: await listPeriodicGifts(db, dutchDay(), bankCollects, request.query.search),
    }),
  );

  routes.get(
    "/periodic-gifts/:id/pdf",
    {
      schema: {
        summary: "De overeenkomst als PDF",
        tags,
        params,
        response: {
          200: {
            description: "De overeenkomst om te printen en te ondertekenen",
            content: {
              "application/pdf": {
                schema: z.instanceof(Buffer).meta({ type: "string", format: "binary" }),
              },
            },
          },
          ...adminErrors,
          404: apiError,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await agreementPdf(db, request.params.id, creditor);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );

  routes.post(
    "/periodic-gifts/:id/signed",
    {
      schema: {
        summary:
          "De overeenkomst als ondertekend markeren (met de datum van vandaag); zegt wat het incassobestand daardoor niet incasseert",
        tags,
        params,
        body: z.object({}).optional(),
        response: {
          200: markedSignedSchema,
          ...adminErrors,
          404: apiError,
          409: apiError,
        },
      },
    },
    async (request) => markSigned(db, request.params.id, dutchDay(), bankCollects),
  );
}
