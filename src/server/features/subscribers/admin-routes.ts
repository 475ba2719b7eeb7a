import { CSV_TOASTS, parseSubscriberCsv } from "@shared/subscriber-csv";
import {
  subscriberFormSchema,
  subscriberQuerySchema,
  subscriptionSchema,
} from "@shared/schemas/subscriber";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/errors";
import {
  addSubscriber,
  importDonors,
  importSubscribers,
  liftSuppression,
  listSubscribers,
  setSubscribed,
} from "./service";

/** Announced by a database trigger on every change (drizzle/0005_subscriber_notify.sql). */
export const SUBSCRIBER_CHANNEL = "subscriber_changes";

/** A CSV of 100,000 subscribers is a few megabytes. */
const CSV_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * /api/admin/subscribers (ARCHITECTURE.md): list with search and counts, add, CSV import,
 * import donors, unsubscribe/resubscribe, lift a suppression, and live events (SSE). Inside the admin area.
 */
export async function subscriberAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;
  const { realtime } = app.services;

  // The CSV file is posted as it is; the server parses it with the browser's rules.
  for (const type of ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"]) {
    app.addContentTypeParser(
      type,
      { parseAs: "string", bodyLimit: CSV_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
  }

  app.get("/subscribers", async (request) =>
    listSubscribers(db, subscriberQuerySchema.parse(request.query ?? {}).search),
  );

  app.post("/subscribers", async (request, reply) => {
    const subscriber = await addSubscriber(db, subscriberFormSchema.parse(request.body ?? {}));
    return reply.code(201).send({ subscriber });
  });

  app.post("/subscribers/import", { bodyLimit: CSV_BODY_LIMIT }, async (request) => {
    if (typeof request.body !== "string") {
      throw new AppError(400, CSV_TOASTS.badFile.title, CSV_TOASTS.badFile.message);
    }
    const parsed = parseSubscriberCsv(request.body);
    if (!parsed.ok) {
      const toast = CSV_TOASTS[parsed.error];
      throw new AppError(400, toast.title, toast.message);
    }
    const result = await importSubscribers(db, parsed.subscribers);
    return { ...result, invalid: parsed.invalid, duplicates: parsed.duplicates };
  });

  app.post("/subscribers/import-donors", async () => importDonors(db));

  app.patch<{ Params: { id: string } }>("/subscribers/:id", async (request) => ({
    subscriber: await setSubscribed(
      db,
      request.params.id,
      subscriptionSchema.parse(request.body ?? {}).subscribed,
    ),
  }));

  // Lifts the suppression of the subscriber's address (the mail server refused it).
  app.delete<{ Params: { id: string } }>("/subscribers/:id/suppression", async (request) => ({
    subscriber: await liftSuppression(db, request.params.id),
  }));

  app.get("/subscribers/events", (request, reply) =>
    realtime.stream(request, reply, {
      channel: SUBSCRIBER_CHANNEL,
      event: "subscribers",
      initial: { op: "OPEN" },
    }),
  );
}
