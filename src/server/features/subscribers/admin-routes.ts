import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CSV_MAX_BYTES, CSV_TOASTS, skippedRowSchema } from "@shared/subscriber-csv";
import {
  subscriberDtoSchema,
  subscriberFormSchema,
  subscriberImportQuerySchema,
  subscriberListSchema,
  subscriberQuerySchema,
  subscriptionSchema,
} from "@shared/schemas/subscriber";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrors, apiError, idParams, textResponse } from "../../http/contract";
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

const oneSubscriber = z.object({ subscriber: subscriberDtoSchema });
const withNotFound = { ...adminErrors, 404: apiError } as const;
const tags = ["abonnees"];

/** What a CSV import did: the counts over every row, the first skipped rows listed. */
const importAnswer = z.object({
  imported: z.number().int().describe("Geldige adressen in het bestand"),
  created: z.number().int().describe("Nieuw op de lijst"),
  updated: z.number().int().describe("Stonden er al"),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.array(skippedRowSchema),
});

/**
 * /api/admin/subscribers: list with search and counts, add, CSV import, import donors,
 * unsubscribe/resubscribe, lift a suppression, and live events (SSE). Inside the admin area.
 */
export async function subscriberAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services.database;
  const { realtime } = app.services;

  // The CSV file is posted as it is and handed on as a stream: the server keeps it in a
  // temporary file, then parses it with the browser's rules (never the whole file in memory).
  for (const type of ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"]) {
    app.addContentTypeParser(type, (_req, payload, done) => done(null, payload));
  }

  app.get(
    "/subscribers",
    {
      schema: {
        tags,
        summary: "Abonnees met zoeken en tellingen (hoogstens 500 per keer)",
        querystring: subscriberQuerySchema,
        response: { 200: subscriberListSchema, ...adminErrors },
      },
    },
    async (request) => listSubscribers(db, request.query.search),
  );

  app.post(
    "/subscribers",
    {
      schema: {
        tags,
        summary: "Abonnee toevoegen (of weer aanmelden)",
        body: subscriberFormSchema,
        response: { 201: oneSubscriber, ...adminErrors },
      },
    },
    async (request, reply) => {
      const subscriber = await addSubscriber(db, request.body);
      return reply.code(201).send({ subscriber });
    },
  );

  app.post(
    "/subscribers/import",
    {
      schema: {
        tags,
        summary: "Abonnees importeren uit een CSV-bestand",
        description:
          "De body is het CSV-bestand zelf (text/csv, puntkomma of komma, UTF-8, hoogstens 20 MB), geen JSON. Een kolom met 'e-mail' in de kop geeft het adres, 'naam' de naam.",
        querystring: subscriberImportQuerySchema,
        response: { 200: importAnswer, ...adminErrors, 413: apiError },
      },
    },
    async (request) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body !== "object" || typeof body.pipe !== "function") {
        throw new InvalidInputError(CSV_TOASTS.badFile);
      }
      const tooLarge = () =>
        new DomainError("too-large", CSV_TOASTS.tooLarge.title, CSV_TOASTS.tooLarge.message);
      if (Number(request.headers["content-length"]) > CSV_MAX_BYTES) throw tooLarge();
      // The whole file first, to a temporary file: an upload over the limit or cut off
      // part-way stores nothing (rows are stored in batches as the file is read).
      const folder = await mkdtemp(join(tmpdir(), "qamar-import-"));
      try {
        const file = join(folder, "upload.csv");
        let size = 0;
        const limit = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(size > CSV_MAX_BYTES ? tooLarge() : null, chunk);
          },
        });
        await pipeline(body, limit, createWriteStream(file));
        const result = await importSubscriberStream(
          db,
          createReadStream(file),
          request.query.update_names,
        );
        if (!result.ok) throw new InvalidInputError(CSV_TOASTS[result.error]);
        const { ok: _, ...counts } = result;
        return counts;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );

  app.post(
    "/subscribers/import-donors",
    {
      schema: {
        tags,
        summary: "Donateurs van betaalde donaties toevoegen die nog niet op de lijst staan",
        response: { 200: z.object({ imported: z.number().int() }), ...adminErrors },
      },
    },
    async () => importDonors(db),
  );

  app.patch(
    "/subscribers/:id",
    {
      schema: {
        tags,
        summary: "Abonnee afmelden of weer aanmelden",
        params: idParams,
        body: subscriptionSchema,
        response: { 200: oneSubscriber, ...withNotFound },
      },
    },
    async (request) => ({
      subscriber: await setSubscribed(db, request.params.id, request.body.subscribed),
    }),
  );

  // Lifts the suppression of the subscriber's address (the mail server refused it).
  app.delete(
    "/subscribers/:id/suppression",
    {
      schema: {
        tags,
        summary: "Blokkade opheffen: het adres krijgt weer nieuwsbrieven",
        params: idParams,
        response: { 200: oneSubscriber, ...withNotFound },
      },
    },
    async (request) => ({ subscriber: await liftSuppression(db, request.params.id) }),
  );

  app.get(
    "/subscribers/events",
    {
      schema: {
        tags,
        summary: "Live wijzigingen in de abonneelijst (Server-Sent Events)",
        response: {
          200: textResponse(
            "text/event-stream",
            "Een 'subscribers'-gebeurtenis bij elke wijziging",
          ),
          ...adminErrors,
        },
      },
    },
    (request, reply) =>
      realtime.stream(request, reply, {
        channel: SUBSCRIBER_CHANNEL,
        event: "subscribers",
        initial: () => ({ op: "OPEN" }),
      }),
  );
}
