import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNSUBSCRIBE_PATH } from "../../emails/unsubscribe-link";
import { apiError, perMinuteLimit } from "../../http/contract";
import { type UnsubscribeOutcome, unsubscribe } from "./service";

/** The one-click POST's JSON answer per failure (the GET redirects to the same codes). */
const failures: Record<Exclude<UnsubscribeOutcome, "success">, [400 | 404 | 500 | 503, string]> = {
  invalid_email: [400, "Ongeldig email adres"],
  invalid_token: [400, "Ongeldige afmeld-link"],
  email_not_found: [404, "Email adres niet gevonden"],
  database_error: [503, "Database fout, probeer het later opnieuw"],
  server_error: [500, "Server fout, probeer het later opnieuw"],
};

// What the link carries. A malformed value (say, the address twice) is not refused here:
// it reads as absent, and the service answers with its own code, so a visitor who clicks
// a damaged link still lands on the home page with a message.
const linkQuery = z.object({
  email: z.string().optional().catch(undefined).describe("Het adres uit de afmeldlink"),
  token: z.string().optional().catch(undefined).describe("De ondertekening uit de afmeldlink"),
});

const failed = apiError.extend({
  code: z.enum(Object.keys(failures) as [keyof typeof failures]),
});

/**
 * GET /api/unsubscribe?email=&token= answers 303 to the home page with
 * `?unsubscribed=success` or `?error=<code>` (the home page shows the toast); POST on the
 * same URL is RFC 8058 one-click unsubscribe from a mail app and answers 200
 * (docs/product/newsletter.md).
 */
export async function unsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, secret } = app.services;
  const run = (q: z.output<typeof linkQuery>) =>
    unsubscribe(database.db, secret, q.email, q.token).catch(
      (): UnsubscribeOutcome => "server_error",
    );

  // RFC 8058: the body is 'List-Unsubscribe=One-Click' as a form; the link's query says who.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) =>
      done(null, body),
    );
  }

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: "Afmelden via de link in een nieuwsbrief",
        tags: ["nieuwsbrief"],
        querystring: linkQuery,
        response: {
          303: z
            .undefined()
            .describe("Naar de startpagina: /?unsubscribed=success of /?error=<code>"),
        },
      },
    },
    async (request, reply) => {
      const outcome = await run(request.query);
      const target = outcome === "success" ? "/?unsubscribed=success" : `/?error=${outcome}`;
      return reply.header("cache-control", "no-store").redirect(target, 303);
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      // Mail providers post from few addresses for many recipients: a roomier limit.
      config: perMinuteLimit(app, 10),
      schema: {
        summary: "Afmelden met één klik vanuit een mailprogramma (RFC 8058)",
        tags: ["nieuwsbrief"],
        querystring: linkQuery,
        consumes: ["application/x-www-form-urlencoded", "multipart/form-data"],
        body: z
          .unknown()
          .describe("List-Unsubscribe=One-Click; niet gelezen: de link zelf zegt wie"),
        response: {
          200: z.object({ status: z.literal("unsubscribed") }),
          // The link's own failure, or a body the server could not read at all.
          400: z.union([failed, apiError]),
          404: failed,
          429: apiError,
          500: failed,
          503: failed,
        },
      },
    },
    async (request, reply) => {
      const outcome = await run(request.query);
      if (outcome === "success") return reply.code(200).send({ status: "unsubscribed" });
      const [status, message] = failures[outcome];
      return reply.code(status).send({ error: "Afmelden mislukt", message, code: outcome });
    },
  );
}
