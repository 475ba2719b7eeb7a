import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  contactMessageRecordSchema,
  outboundEmailSchema,
  outboxItemSchema,
  outboxStatuses,
  volunteerRecordSchema,
} from "@shared/schemas/admin-records";
import { dutchDay } from "@shared/dutch-day";
import { donationFilterSchema, donationReportSchema } from "@shared/schemas/donation-report";
import { adminErrors, apiError, idParams, textResponse } from "../../http/contract";
import { ConflictError } from "../../http/errors";
import { donationReport } from "./donations";
import { donationsCsv } from "./donations-csv";
import {
  getOutboundEmail,
  listMessages,
  listOutbox,
  listVolunteers,
  setMessageResolved,
} from "./records";

const resolvedBody = z.object({
  resolved: z.boolean({ error: "Geef aan of het bericht is afgehandeld" }),
});
const outboxQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(outboxStatuses, { error: "Onbekende status" }).optional(),
  ),
});
const withNotFound = { ...adminErrors, 404: apiError } as const;

/**
 * The foundation's data for admins: donations with filters, totals, a weekly series and
 * CSV; monthly donors; contact messages; volunteers; the e-mail outbox. Registered inside
 * the admin area, so every route here is guarded.
 */
export async function adminDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services.database;

  app.get(
    "/donations",
    {
      schema: {
        tags: ["donaties"],
        summary: "Donaties met filters, totalen en weekoverzicht",
        querystring: donationFilterSchema,
        response: { 200: donationReportSchema, ...adminErrors },
      },
    },
    async (request) => donationReport(db, request.query),
  );

  app.get(
    "/donations/export.csv",
    {
      schema: {
        tags: ["donaties"],
        summary: "Gefilterde donaties als CSV (Excel, puntkomma's)",
        querystring: donationFilterSchema,
        response: {
          200: textResponse("text/csv", "CSV-bestand met alle gefilterde donaties"),
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const csv = await donationsCsv(db, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="donaties-${dutchDay()}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/messages",
    {
      schema: {
        tags: ["formulieren"],
        summary: "Contactberichten",
        response: {
          200: z.object({ messages: z.array(contactMessageRecordSchema) }),
          ...adminErrors,
        },
      },
    },
    async () => ({ messages: await listMessages(db) }),
  );

  app.patch(
    "/messages/:id",
    {
      schema: {
        tags: ["formulieren"],
        summary: "Contactbericht afgehandeld of weer open zetten",
        params: idParams,
        body: resolvedBody,
        response: {
          200: z.object({
            message: contactMessageRecordSchema.pick({ id: true, resolvedAt: true }),
          }),
          ...withNotFound,
        },
      },
    },
    async (request) => ({
      message: await setMessageResolved(db, request.params.id, request.body.resolved),
    }),
  );

  app.get(
    "/volunteers",
    {
      schema: {
        tags: ["formulieren"],
        summary: "Vrijwilligersaanmeldingen",
        response: { 200: z.object({ volunteers: z.array(volunteerRecordSchema) }), ...adminErrors },
      },
    },
    async () => ({ volunteers: await listVolunteers(db) }),
  );

  // The resource root lists the outbox; diagnostics and the test send live beside it.
  app.get(
    "/email",
    {
      schema: {
        tags: ["e-mail"],
        summary: "Uitgaande e-mails (zonder inhoud), optioneel per status",
        querystring: outboxQuery,
        response: { 200: z.object({ emails: z.array(outboxItemSchema) }), ...adminErrors },
      },
    },
    async (request) => ({ emails: await listOutbox(db, request.query.status) }),
  );

  app.get(
    "/email/:id",
    {
      schema: {
        tags: ["e-mail"],
        summary: "Eén uitgaande e-mail met tekst en headers",
        params: idParams,
        response: { 200: z.object({ email: outboundEmailSchema }), ...withNotFound },
      },
    },
    async (request) => ({ email: await getOutboundEmail(db, request.params.id) }),
  );

  app.post(
    "/email/:id/resend",
    {
      schema: {
        tags: ["e-mail"],
        summary: "Verstuurt een mislukte e-mail opnieuw",
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...withNotFound, 409: apiError },
      },
    },
    async (request) => {
      const { id } = request.params;
      await getOutboundEmail(db, id); // 404 for an unknown e-mail, or an id that is none
      if (await app.services.mailer.resend(id)) return { ok: true as const };
      throw new ConflictError(
        "Niet mogelijk",
        "Alleen een mislukte e-mail kan opnieuw worden verstuurd.",
      );
    },
  );
}
