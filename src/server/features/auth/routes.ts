import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  authIssueTitle,
  type SessionInfo,
  SIGN_IN_DEFAULT_ERROR,
  SIGN_UP_DEFAULT_ERROR,
  signInSchema,
  signUpSchema,
} from "@shared/schemas/auth";
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

/**
 * better-auth under /api/auth/* (ARCHITECTURE.md "Auth"). Sign-in and sign-up get their
 * own routes in front of the library: the shared schema (spec 02 §5), a per-IP rate limit
 * (429) and Dutch error messages. Everything else goes to the library's handler as is.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
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

  function parse<S extends z.ZodType>(schema: S, mode: Mode, request: FastifyRequest) {
    const parsed = schema.safeParse(request.body ?? {});
    if (parsed.success) return { data: parsed.data as z.infer<S> };
    const message = parsed.error.issues[0]?.message ?? SIGN_IN_DEFAULT_ERROR;
    return { error: { error: authIssueTitle(message, mode), message } };
  }

  app.post(SIGN_IN_PATH, { config: limit }, async (request, reply) => {
    const { data, error } = parse(signInSchema, "signIn", request);
    if (error) return reply.code(400).send(error);
    return forward(request, reply, "signIn", data);
  });

  app.post(SIGN_UP_PATH, { config: limit }, async (request, reply) => {
    const { data, error } = parse(signUpSchema, "signUp", request);
    if (error) return reply.code(400).send(error);
    // better-auth wants a name; the form asks only e-mail and password (spec 02 §2).
    const name = data.email.split("@")[0] ?? data.email;
    return forward(request, reply, "signUp", { ...data, name });
  });

  /** Who is signed in, and admin or not: the admin pages' guard reads this. */
  app.get("/api/auth/session", async (request, reply): Promise<SessionInfo> => {
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
  });

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const response = await auth.handler(toWebRequest(request, config.PUBLIC_URL));
      if (response.status === 429) {
        copyResponseHeaders(response, reply);
        return reply.code(429).send(TOO_MANY_REQUESTS);
      }
      return sendWebResponse(response, reply);
    },
  });
}
