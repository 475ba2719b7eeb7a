import { dutchDay } from "@shared/dutch-day";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createSepaBatchSchema,
  returnSepaLineSchema,
  sepaBatchCreatedSchema,
  sepaBatchDetailSchema,
  sepaBatchPreviewSchema,
  sepaBatchSummarySchema,
} from "@shared/schemas/sepa";
import { monthlyGiftSchema } from "@shared/schemas/monthly-gift";
import {
  monthlyDonorFilterSchema,
  monthlyGiftChangeSchema,
  monthlyGivingListSchema,
} from "@shared/schemas/monthly-giving";
import { changeGift } from "./manage";
import { MONTHLY_WEBHOOK_PATH, syncMollieSubscription } from "./mollie-giving";
import type { RecurringPayments } from "../../recurring-payments";
import { listMonthlyGiving, monthlyGivingCsv } from "./overview";
import { sepaCreditorPlaceholders } from "../../config";
import { apiError } from "../../http/contract";
import { ConflictError } from "../../http/errors";
import {
  createSepaBatch,
  getSepaBatch,
  listSepaBatches,
  placeholderCreditor,
  previewSepaBatch,
  returnSepaLine,
  sepaBatchFile,
} from "./sepa-batches";

const tags = ["maandelijks geven"];
const batchParams = z.object({ id: z.uuid({ error: "Onbekend incassobestand" }) });
const lineParams = z.object({ lineId: z.uuid({ error: "Onbekende incassoregel" }) });

/**
 * Monthly giving in the admin area: the monthly donors (search, status, totals, CSV), an
 * admin's change to one gift, and the direct-debit files for the foundation's own bank
 * (make the month's file, list them, download one again, mark a returned collection).
 */
export function monthlyGivingAdminRoutes(recurring?: RecurringPayments) {
  return async (app: FastifyInstance): Promise<void> => monthlyGivingAdmin(app, recurring);
}

async function monthlyGivingAdmin(app: FastifyInstance, recurring?: RecurringPayments) {
  const { db } = app.services.database;
  const { config } = app.services;
  const creditor = {
    name: config.SEPA_CREDITOR_NAME,
    creditorId: config.SEPA_CREDITOR_ID,
    iban: config.SEPA_CREDITOR_IBAN,
  };
  // Outside production the demo's placeholders make a file; in production they never do.
  const creditorPlaceholders =
    config.NODE_ENV === "production" ? sepaCreditorPlaceholders(config) : [];
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sync = recurring
    ? syncMollieSubscription(recurring, `${config.PUBLIC_URL}${MONTHLY_WEBHOOK_PATH}`, app.log)
    : undefined;

  routes.get(
    "/monthly-donors",
    {
      schema: {
        summary: "Maanddonateurs: machtigingen, laatste en volgende incasso, totalen",
        tags,
        querystring: monthlyDonorFilterSchema,
        response: { 200: monthlyGivingListSchema, 400: apiError },
      },
    },
    async (request) => listMonthlyGiving(db, request.query, dutchDay()),
  );

  routes.get(
    "/monthly-donors/export.csv",
    {
      schema: {
        summary: "Maanddonateurs als CSV (Nederlandse Excel)",
        tags,
        querystring: monthlyDonorFilterSchema,
        produces: ["text/csv"],
        response: { 200: z.string(), 400: apiError },
      },
    },
    async (request, reply) => {
      const csv = await monthlyGivingCsv(db, request.query, dutchDay());
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="maanddonateurs-${dutchDay()}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  routes.patch(
    "/monthly-donors/:id",
    {
      schema: {
        summary: "Een maandelijkse gift pauzeren, hervatten, stoppen of het bedrag wijzigen",
        tags,
        params: z.object({ id: z.uuid({ error: "Onbekende maanddonateur" }) }),
        body: monthlyGiftChangeSchema,
        response: { 200: monthlyGiftSchema, 400: apiError, 404: apiError, 409: apiError },
      },
    },
    async (request) => changeGift(db, request.params.id, request.body, sync),
  );

  routes.post(
    "/sepa-batches",
    {
      schema: {
        summary: "Incassobestand maken voor een incassodatum",
        tags,
        body: createSepaBatchSchema,
        response: { 201: sepaBatchCreatedSchema, 400: apiError, 409: apiError },
      },
    },
    async (request, reply) => {
      if (creditorPlaceholders.length > 0) {
        const refusal = placeholderCreditor(creditorPlaceholders);
        throw new ConflictError(refusal.title, refusal.message);
      }
      const created = await createSepaBatch(db, creditor, request.body.collectionDate, dutchDay());
      return reply.code(201).send(created);
    },
  );

  routes.get(
    "/sepa-batches/preview",
    {
      schema: {
        summary:
          "Wat een incassobestand voor een incassodatum zou bevatten (er wordt niets gemaakt)",
        tags,
        querystring: createSepaBatchSchema,
        response: { 200: sepaBatchPreviewSchema, 400: apiError },
      },
    },
    async (request) => {
      const preview = await previewSepaBatch(db, request.query.collectionDate, dutchDay());
      if (creditorPlaceholders.length === 0) return preview;
      return { ...preview, refusal: placeholderCreditor(creditorPlaceholders) };
    },
  );

  routes.get(
    "/sepa-batches",
    {
      schema: {
        summary: "Alle incassobestanden, met storno's",
        tags,
        response: { 200: z.object({ batches: z.array(sepaBatchSummarySchema) }) },
      },
    },
    async () => ({ batches: await listSepaBatches(db) }),
  );

  routes.get(
    "/sepa-batches/:id",
    {
      schema: {
        summary: "Eén incassobestand met zijn regels",
        tags,
        params: batchParams,
        response: { 200: z.object({ batch: sepaBatchDetailSchema }), 404: apiError },
      },
    },
    async (request) => ({ batch: await getSepaBatch(db, request.params.id) }),
  );

  routes.get(
    "/sepa-batches/:id/file",
    {
      schema: {
        summary: "Het incassobestand (pain.008.001.02) om bij de bank te uploaden",
        tags,
        params: batchParams,
        produces: ["application/xml"],
        response: { 200: z.string(), 404: apiError },
      },
    },
    async (request, reply) => {
      const file = await sepaBatchFile(db, request.params.id);
      return reply
        .header("content-type", "application/xml; charset=utf-8")
        .header("content-disposition", `attachment; filename="incasso-${file.messageId}.xml"`)
        .header("cache-control", "no-store")
        .send(file.xml);
    },
  );

  routes.post(
    "/sepa-batches/lines/:lineId/return",
    {
      schema: {
        summary: "Een incasso als gestorneerd markeren, met de reden",
        tags,
        params: lineParams,
        body: returnSepaLineSchema,
        response: { 200: z.object({ batch: sepaBatchDetailSchema }), 404: apiError },
      },
    },
    async (request) => ({
      batch: await returnSepaLine(db, request.params.lineId, request.body.reason),
    }),
  );
}
