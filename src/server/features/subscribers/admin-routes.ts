import { Transform } from "node:stream";
import { CSV_TOASTS } from "@shared/subscriber-csv";
import {
  subscriberFormSchema,
  subscriberImportQuerySchema,
  subscriberQuerySchema,
  subscriptionSchema,
} from "@shared/schemas/subscriber";
import type { FastifyInstance } from "fastify";
import { DomainError, InvalidInputError } from "../../http/errors";
import {
  addSubscriber,
  importDonors,
  importSubscriberStream,
  liftSuppression,
  listSubscribers,
  setSubscribed,
} from "./service";

/** Announced by a database trigger on every change (drizzle/0005_subscriber_notify.sql). */
const SUBSCRIBER_CHANNEL = "subscriber_changes";

/** A CSV of 100,000 subscribers is a few megabytes. */
const CSV_BODY_LIMIT = 20 * 1024 * 1024;
const CSV_TOO_LARGE = {
  title: "Bestand te groot",
  message: "Een CSV-bestand mag hoogstens 20 MB zijn.",
};

/**
 * /api/admin/subscribers (ARCHITECTURE.md): list with search and counts, add, CSV import,
 * import donors, unsubscribe/resubscribe, lift a suppression, and live events (SSE). Inside the admin area.
 */
export async function subscriberAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;
  const { realtime } = app.services;

  // The CSV file is posted as it is and handed on as a stream: the server parses it with
  // the browser's rules as it arrives (never the whole file in memory).
  for (const type of ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"]) {
    app.addContentTypeParser(type, (_req, payload, done) => done(null, payload));
  }

  app.get("/subscribers", async (request) =>
    listSubscribers(db, subscriberQuerySchema.parse(request.query ?? {}).search),
  );

  app.post("/subscribers", async (request, reply) => {
    const subscriber = await addSubscriber(db, subscriberFormSchema.parse(request.body ?? {}));
    return reply.code(201).send({ subscriber });
  });

  app.post("/subscribers/import", async (request) => {
    const { update_names } = subscriberImportQuerySchema.parse(request.query ?? {});
    const body = request.body as NodeJS.ReadableStream | undefined;
    if (!body || typeof body !== "object" || typeof body.pipe !== "function") {
      throw new InvalidInputError(CSV_TOASTS.badFile.message, CSV_TOASTS.badFile.title);
    }
    let size = 0;
    const limited = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > CSV_BODY_LIMIT)
            callback(new DomainError("too-large", CSV_TOO_LARGE.title, CSV_TOO_LARGE.message));
          else callback(null, chunk);
        },
      }),
    );
    body.on("error", (error) => limited.destroy(error));
    const result = await importSubscriberStream(db, limited, update_names);
    if (!result.ok) {
      const toast = CSV_TOASTS[result.error];
      throw new InvalidInputError(toast.message, toast.title);
    }
    const { ok: _, ...counts } = result;
    return counts;
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
