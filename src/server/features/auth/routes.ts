import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authIssueTitle, SIGN_IN_DEFAULT_ERROR, SIGN_UP_DEFAULT_ERROR } from "@shared/auth";
import {
  type SessionInfo,
  sessionInfoSchema,
  signInSchema,
  signUpSchema,
} from "@shared/schemas/auth";
import { apiError } from "../../http/contract";
import { authFor, RULE_BROKEN } from "./auth";
import { dutchAuthMessage } from "./messages";
import { isAdmin } from "./roles";
import { copyResponseHeaders, readJson, sendWebResponse, toWebRequest } from "./web-request";

type Mode = "signIn" | "signUp";

const SIGN_IN_PATH = "/api/auth/sign-in/email";
const SIGN_UP_PATH = "/api/auth/sign-up/email";

/** The library's own limiter answers in English; visitors read the site's words. */
const TOO_MANY_REQUESTS = {
  error: "Te veel verzoeken",
  message: "U heeft te veel verzoeken verstuurd. Probeer het over een minuut opnieuw.",
};

/** How the library's failures reach the visitor: a Dutch title and sentence. */
const authErrors = { "4xx": apiError, "5xx": apiError } as const;

/** better-auth's own answer, as it comes (session tokens taken out of JSON bodies). */
const libraryAnswer = z
  .unknown()
  .describe("Het antwoord van better-auth; de sessie zit in een httpOnly-cookie, niet in de body");

/**
 * better-auth under /api/auth/*. Sign-in and sign-up get their own routes in front of the
 * library: the form's shared schema, a per-IP rate limit (429) and Dutch error messages
 * (docs/product/forms.md). Everything else goes to the library's handler as is.
 */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.services;
  const auth = authFor(app.services, app.log);
  const limit = { rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } };

  async function forward(request: FastifyRequest, reply: FastifyReply, mode: Mode, body: object) {
    // The library gets the route's own path, whatever spelling Fastify matched
    // (a trailing slash, `%65mail`, ...).
    const path = mode === "signIn" ? SIGN_IN_PATH : SIGN_UP_PATH;
    const response = await auth.handler(
      toWebRequest(request, config.PUBLIC_URL, { path, method: "POST", body }),
    );
    if (response.ok && mode === "signUp") {
      // One answer for a new and an existing address: no session (the browser signs in
      // next), nothing that tells the two apart (docs/decisions/042).
      copyResponseHeaders(response, reply);
      return reply.code(200).send({ user: { email: (body as { email: string }).email } });
    }
    if (response.ok) return sendWebResponse(response, reply);
    copyResponseHeaders(response, reply);
    if (response.status === 429) return reply.code(429).send(TOO_MANY_REQUESTS);
    const error = (await readJson(response)) as { code?: unknown; message?: unknown } | null;
    const fallback = mode === "signIn" ? SIGN_IN_DEFAULT_ERROR : SIGN_UP_DEFAULT_ERROR;
    const status = Math.min(response.status, 500);
    if (status === 500) request.log.error({ error }, "better-auth failed");
    const message =
      error?.code === RULE_BROKEN && typeof error.message === "string"
        ? error.message
        : dutchAuthMessage(error?.code, fallback);
    return reply.code(status).send({ error: authIssueTitle(message, mode), message });
  }

  // The schema's refusal is answered here (attachValidation), not by the app's handler:
  // the auth form's toast titles depend on the rule ('Fout', 'Wachtwoord te zwak').
  function refuse(request: FastifyRequest, reply: FastifyReply, mode: Mode) {
    const issue = (request.validationError?.validation as { message?: string }[] | undefined)?.[0];
    const message = issue?.message ?? SIGN_IN_DEFAULT_ERROR;
    return reply.code(400).send({ error: authIssueTitle(message, mode), message });
  }

  app.post(
    SIGN_IN_PATH,
    {
      config: limit,
      attachValidation: true,
      schema: {
        summary: "Inloggen met e-mailadres en wachtwoord",
        tags: ["account"],
        body: signInSchema,
        response: {
          200: z
            .object({ user: z.object({ id: z.string(), email: z.string() }).loose() })
            .loose()
            .describe("De ingelogde gebruiker; de sessie zit in een httpOnly-cookie"),
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) return refuse(request, reply, "signIn");
      return forward(request, reply, "signIn", request.body);
    },
  );

  app.post(
    SIGN_UP_PATH,
    {
      config: limit,
      attachValidation: true,
      schema: {
        summary: "Account aanmaken met e-mailadres en wachtwoord",
        description:
          "Hetzelfde antwoord voor een nieuw en een bestaand adres; daarna logt de browser in.",
        tags: ["account"],
        body: signUpSchema,
        response: { 200: z.object({ user: z.object({ email: z.string() }) }), ...authErrors },
      },
    },
    async (request, reply) => {
      if (request.validationError) return refuse(request, reply, "signUp");
      // better-auth wants a name; the form asks only e-mail and password.
      const name = request.body.email.split("@")[0] ?? request.body.email;
      return forward(request, reply, "signUp", { ...request.body, name });
    },
  );

  /** Who is signed in, and admin or not: the admin pages' guard reads this. */
  app.get(
    "/api/auth/session",
    {
      schema: {
        summary: "Wie is ingelogd, en is het een beheerder",
        tags: ["account"],
        response: { 200: sessionInfoSchema },
      },
    },
    async (request, reply): Promise<SessionInfo> => {
      const response = await auth.handler(
        toWebRequest(request, config.PUBLIC_URL, { path: "/api/auth/get-session", method: "GET" }),
      );
      copyResponseHeaders(response, reply); // a refreshed session cookie, if any
      reply.code(200);
      const session = response.ok
        ? ((await readJson(response)) as { user?: SessionInfo["user"] } | null)
        : null;
      const user = session?.user ?? null;
      if (!user) return { user: null, isAdmin: false };
      return {
        user: { id: user.id, email: user.email, name: user.name },
        isAdmin: await isAdmin(app.services.database.db, user.id),
      };
    },
  );

  // The rest is the library's own API (sign-out, get-session, ...): a catch-all that hands
  // the request on unchanged. Its paths, bodies and answers belong to better-auth and
  // change with its version, so the contract declares what holds for all of them (the
  // path, the 429) and leaves body and answer open, described rather than guessed.
  const proxied = {
    tags: ["account"],
    description:
      "Doorgegeven aan better-auth zoals het binnenkomt; pad, body en antwoord zijn die van de bibliotheek.",
    params: z.object({ "*": z.string().describe("Het pad binnen /api/auth, bijv. sign-out") }),
    response: { default: libraryAnswer, 429: apiError },
  };
  const handOn = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await auth.handler(toWebRequest(request, config.PUBLIC_URL));
    if (response.status === 429) {
      copyResponseHeaders(response, reply);
      return reply.code(429).send(TOO_MANY_REQUESTS);
    }
    return sendWebResponse(response, reply);
  };
  app.get("/api/auth/*", { schema: { summary: "better-auth (GET)", ...proxied } }, handOn);
  app.post(
    "/api/auth/*",
    {
      schema: {
        summary: "better-auth (POST)",
        ...proxied,
        body: z.unknown().describe("De JSON-body die het eindpunt van better-auth verwacht"),
      },
    },
    handOn,
  );
}
