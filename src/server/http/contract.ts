import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isHoneypotFilled } from "@shared/schemas/fields";

/**
 * The pieces every route contract shares. Routes declare params, querystring, body and
 * response with zod schemas (fastify-type-provider-zod): Fastify refuses bad input before
 * the handler runs, the handler's types come from the schemas, and the OpenAPI document
 * at /api/admin/docs is generated from the same declarations.
 */

/** Every error the API answers: a short Dutch title and a sentence for the visitor. */
export const apiError = z
  .object({ error: z.string(), message: z.string() })
  .describe("Foutmelding: korte titel en een zin voor de bezoeker");

/** The answer of a public form that stored its submission. */
export const stored = z.object({ ok: z.literal(true) });

/** The error replies a public form route can give, for its `response` declaration. */
const formErrors = { 400: apiError, 429: apiError } as const;

/**
 * A filled honeypot (a field people never see) looks like success and stores nothing.
 * Runs before validation, so a bot learns nothing from the validation messages either.
 */
async function honeypotLooksStored(request: FastifyRequest, reply: FastifyReply) {
  if (isHoneypotFilled(request.body)) return reply.code(201).send({ ok: true });
}

/**
 * POST <url> of a public form -> 201 {ok: true}. Declares the contract (body, replies),
 * the per-IP rate limit and the honeypot; `submit` stores the submission before anything
 * else happens (mail, payment).
 */
/**
 * The route config of a public route's per-IP limit: RATE_LIMIT_PER_MINUTE requests a
 * minute, times `factor` for callers that come often for good reason (Mollie's webhooks,
 * mail providers following one-click unsubscribe links).
 */
export function perMinuteLimit(app: FastifyInstance, factor = 1) {
  const max = app.services.config.RATE_LIMIT_PER_MINUTE * factor;
  return { rateLimit: { max, timeWindow: "1 minute" } };
}

export function publicFormRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  options: {
    url: string;
    summary: string;
    body: Body;
    /** The 201 answer when it says more than `{ ok: true }` (built from submit's result). */
    answer?: z.ZodObject;
    /** Refusals of the form's own besides 400 and 429 (409: already signed up). */
    refusals?: Record<number, typeof apiError>;
    submit: (input: z.output<Body>) => Promise<unknown>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    options.url,
    {
      config: perMinuteLimit(app),
      preValidation: honeypotLooksStored,
      schema: {
        summary: options.summary,
        tags: ["formulieren"],
        body: options.body,
        response: { 201: options.answer ?? stored, ...formErrors, ...options.refusals },
      },
    },
    async (request, reply) => {
      const result = await options.submit(request.body as z.output<Body>);
      return reply
        .code(201)
        .send(options.answer ? { ...(result as object), ok: true } : { ok: true });
    },
  );
}

/** `:id` of a record: any text; an id that names no record is the service's 404. */
export const idParams = z.object({ id: z.string().describe("Id van het record") });

/** The answer of a change that returns nothing (204). */
export const noContent = z.null().describe("Geen inhoud");

/**
 * The refusals every admin route can give: bad input (400), not signed in (401), no admin
 * rights or a foreign origin (403).
 */
export const adminErrors = { 400: apiError, 401: apiError, 403: apiError } as const;

/** A download (CSV) or stream (Server-Sent Events) answer: its media type and a description. */
export function textResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/**
 * Payment providers post their webhooks as forms (id=tr_...): `routes` registers such
 * routes in a plugin context of their own, whose parser reads a form as a flat object.
 * No other route of the calling plugin (a public form's POST) takes a form body.
 */
export async function formBodyRoutes(
  app: FastifyInstance,
  routes: (scoped: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    routes(scoped);
  });
}
