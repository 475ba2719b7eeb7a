import type { FastifyInstance } from "fastify";
import { UNSUBSCRIBE_PATH } from "../../emails/unsubscribe-link";
import { type UnsubscribeOutcome, unsubscribe } from "./service";

type Query = { Querystring: { email?: unknown; token?: unknown } };

/** Spec 01 §8 texts, for the one-click POST's JSON answer (the GET redirects to toasts). */
const failures: Record<Exclude<UnsubscribeOutcome, "success">, [number, string]> = {
  invalid_email: [400, "Ongeldig email adres"],
  invalid_token: [400, "Ongeldige afmeld-link"],
  email_not_found: [404, "Email adres niet gevonden"],
  database_error: [503, "Database fout, probeer het later opnieuw"],
  server_error: [500, "Server fout, probeer het later opnieuw"],
};

/**
 * ARCHITECTURE.md: GET /api/unsubscribe?email=&token= answers 303 to the home page with
 * `?unsubscribed=success` or `?error=<code>` (the home page shows the toast); POST on the
 * same URL is RFC 8058 one-click unsubscribe from a mail app and answers 200.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const { database, secret, config } = app.services;
  const run = (q: Query["Querystring"]) =>
    unsubscribe(database.db, secret, q.email, q.token).catch(
      (): UnsubscribeOutcome => "server_error",
    );

  // RFC 8058: the body is 'List-Unsubscribe=One-Click' as a form; the link's query says who.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) =>
      done(null, body),
    );
  }

  app.get<Query>(UNSUBSCRIBE_PATH, async (request, reply) => {
    const outcome = await run(request.query ?? {});
    const target = outcome === "success" ? "/?unsubscribed=success" : `/?error=${outcome}`;
    return reply.header("cache-control", "no-store").redirect(target, 303);
  });

  app.post<Query>(
    UNSUBSCRIBE_PATH,
    {
      // Mail providers post from few addresses for many recipients: a roomier limit.
      config: { rateLimit: { max: config.RATE_LIMIT_PER_MINUTE * 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const outcome = await run(request.query ?? {});
      if (outcome === "success") return reply.code(200).send({ status: "unsubscribed" });
      const [status, message] = failures[outcome];
      return reply.code(status).send({ error: "Afmelden mislukt", message, code: outcome });
    },
  );
}
