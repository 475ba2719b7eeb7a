import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { donationFilterSchema } from "@shared/schemas/donation-report";
import { donationReport } from "./donations";
import { donationsCsv } from "./donations-csv";
import {
  getOutboundEmail,
  listMessages,
  listOutbox,
  listVolunteers,
  outboxStatuses,
  setMessageResolved,
} from "./records";

type WithId = { Params: { id: string } };

const resolvedBody = z.object({
  resolved: z.boolean({ error: "Geef aan of het bericht is afgehandeld" }),
});
const outboxQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(outboxStatuses, { error: "Onbekende status" }).optional(),
  ),
});

/**
 * The foundation's data for admins (issue 7): donations with filters, totals, a weekly
 * series and CSV; monthly donors; contact messages; volunteers; the e-mail outbox.
 * Registered inside the admin area, so every route here is guarded.
 */
export async function adminDataRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;

  app.get("/donations", async (request) =>
    donationReport(db, donationFilterSchema.parse(request.query ?? {})),
  );

  app.get("/donations/export.csv", async (request, reply) => {
    const csv = await donationsCsv(db, donationFilterSchema.parse(request.query ?? {}));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="donaties-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.get("/messages", async () => ({ messages: await listMessages(db) }));

  app.patch<WithId>("/messages/:id", async (request) => ({
    message: await setMessageResolved(
      db,
      request.params.id,
      resolvedBody.parse(request.body ?? {}).resolved,
    ),
  }));

  app.get("/volunteers", async () => ({ volunteers: await listVolunteers(db) }));

  // The resource root lists it (ARCHITECTURE.md); diagnostics and test send live beside it.
  app.get("/email", async (request) => ({
    emails: await listOutbox(db, outboxQuery.parse(request.query ?? {}).status),
  }));

  app.get<WithId>("/email/:id", async (request) => ({
    email: await getOutboundEmail(db, request.params.id),
  }));
}
