import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type AuthStep,
  authIssueTitle,
  PASSWORD_LINK_SENT,
  SIGN_IN_DEFAULT_ERROR,
  SIGN_UP_DEFAULT_ERROR,
} from "@shared/auth";
import {
  newPasswordSchema,
  passwordLinkSchema,
  type SessionInfo,
  sessionInfoSchema,
  signInSchema,
  signUpSchema,
} from "@shared/schemas/auth";
import { apiError, perMinuteLimit } from "../../http/contract";
import {
  authFor,
  awaitsFirstAdminLink,
  passwordLinkTarget,
  RULE_BROKEN,
  requestFirstAdminLink,
} from "./auth";
import { dutchAuthMessage } from "./messages";
import { isAdmin } from "./roles";
import {
  copyResponseHeaders,
  readJson,
  sendWebBody,
  sendWebResponse,
  toWebRequest,
} from "./web-request";

/** Each step's own route in front of the library: its path there and its general failure. */
const STEPS = {
  signIn: { path: "/api/auth/sign-in/email", fallback: SIGN_IN_DEFAULT_ERROR },
  signUp: { path: "/api/auth/sign-up/email", fallback: SIGN_UP_DEFAULT_ERROR },
  passwordLink: {
    path: "/api/auth/request-password-reset",
    fallback: "Er ging iets mis bij het versturen van de link",
  },
  // A link that is wrong, used or old is said by its own code (messages.ts).
  newPassword: {
    path: "/api/auth/reset-password",
    fallback: "Er ging iets mis bij het opslaan van het wachtwoord",
  },
} satisfies Record<AuthStep, { path: string; fallback: string }>;

/** The library's own limiter answers in English; visitors read the site's words. */
const TOO_MANY_REQUESTS = {
  error: "Te veel verzoeken",
  message: "U heeft te veel verzoeken verstuurd. Probeer het over een minuut opnieuw.",
};

/** How the library's failures reach the visitor: a Dutch title and sentence. */
const authErrors = { "4xx": apiError, "5xx": apiError } as const;

/** A step's answer that carries only a Dutch sentence for the page to show. */
const told = z.object({ message: z.string() });

/** better-auth's own answer, as it comes (session tokens taken out of JSON bodies). */
const libraryAnswer = z
  .unknown()
  .describe("Het antwoord van better-auth; de sessie zit in een httpOnly-cookie, niet in de body");

/**
 * better-auth under /api/auth/*. Sign-in, sign-up and the two steps of a new password
 * ('Wachtwoord vergeten?', then the mailed link) get their own routes in front of the
 * library: the form's shared schema, a per-IP rate limit (429) and Dutch error messages
 * (docs/product/forms.md). Everything else goes to the library's handler as is.
 */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.services;
  const auth = authFor(app.services, app.log);
  const limit = perMinuteLimit(app);

  /** Hands a step to the library; true when it succeeded, else the Dutch failure is sent. */
  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    step: AuthStep,
    body: object,
  ): Promise<Response | undefined> {
    // The library gets the route's own path, whatever spelling Fastify matched
    // (a trailing slash, `%65mail`, ...).
    const response = await auth.handler(
      toWebRequest(request, config.PUBLIC_URL, { path: STEPS[step].path, method: "POST", body }),
    );
    copyResponseHeaders(response, reply);
    if (response.ok) return response;
    if (response.status === 429) {
      reply.code(429).send(TOO_MANY_REQUESTS);
      return undefined;
    }
    const error = (await readJson(response)) as { code?: unknown; message?: unknown } | null;
    const status = Math.min(response.status, 500);
    if (status === 500) request.log.error({ error }, "better-auth failed");
    const message =
      error?.code === RULE_BROKEN && typeof error.message === "string"
        ? error.message
        : dutchAuthMessage(error?.code, STEPS[step].fallback);
    reply.code(status).send({ error: authIssueTitle(message, step), message });
    return undefined;
  }

  // The schema's refusal is answered here (attachValidation), not by the app's handler:
  // the auth form's toast titles depend on the rule ('Fout', 'Wachtwoord te zwak').
  function refuse(request: FastifyRequest, reply: FastifyReply, step: AuthStep) {
    const issue = (request.validationError?.validation as { message?: string }[] | undefined)?.[0];
    const message = issue?.message ?? STEPS[step].fallback;
    return reply.code(400).send({ error: authIssueTitle(message, step), message });
  }

  app.post(
    STEPS.signIn.path,
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
      const response = await forward(request, reply, "signIn", request.body);
      if (response) return sendWebBody(response, reply); // forward copied its headers
      return reply;
    },
  );

  app.post(
    STEPS.signUp.path,
    {
      config: limit,
      attachValidation: true,
      schema: {
        summary: "Account aanmaken met e-mailadres en wachtwoord",
        description:
          "Hetzelfde antwoord voor een nieuw en een bestaand adres; daarna logt de browser in. Een adres uit ADMIN_EMAILS krijgt, zolang er geen beheerder is, een link om het adres te bevestigen.",
        tags: ["account"],
        body: signUpSchema,
        response: { 200: z.object({ user: z.object({ email: z.string() }) }), ...authErrors },
      },
    },
    async (request, reply) => {
      if (request.validationError) return refuse(request, reply, "signUp");
      // better-auth wants a name; the form asks only e-mail and password.
      const { email } = request.body;
      const name = email.split("@")[0] ?? email;
      if (!(await forward(request, reply, "signUp", { ...request.body, name }))) return reply;
      // One answer for a new and an existing address: no session (the browser signs in
      // next), nothing that tells the two apart (docs/decisions/042).
      await requestFirstAdminLink(auth, app.services, email);
      return reply.code(200).send({ user: { email } });
    },
  );

  app.post(
    STEPS.passwordLink.path,
    {
      config: limit,
      attachValidation: true,
      schema: {
        summary: "Wachtwoord vergeten: een link om een nieuw wachtwoord te kiezen",
        description:
          "Hetzelfde antwoord voor een adres met en zonder account; alleen een account krijgt de e-mail. De link opent /auth?token=….",
        tags: ["account"],
        body: passwordLinkSchema,
        response: { 200: told, ...authErrors },
      },
    },
    async (request, reply) => {
      if (request.validationError) return refuse(request, reply, "passwordLink");
      const body = { email: request.body.email, redirectTo: passwordLinkTarget(config) };
      if (!(await forward(request, reply, "passwordLink", body))) return reply;
      return reply.code(200).send({ message: PASSWORD_LINK_SENT });
    },
  );

  app.post(
    STEPS.newPassword.path,
    {
      config: limit,
      attachValidation: true,
      schema: {
        summary: "Een nieuw wachtwoord kiezen met de gemailde link",
        description:
          "Beëindigt alle sessies van het account. Maakt een adres uit ADMIN_EMAILS de eerste beheerder als er nog geen is.",
        tags: ["account"],
        body: newPasswordSchema,
        response: { 200: told, ...authErrors },
      },
    },
    async (request, reply) => {
      if (request.validationError) return refuse(request, reply, "newPassword");
      const { token, password } = request.body;
      const body = { token, newPassword: password };
      if (!(await forward(request, reply, "newPassword", body))) return reply;
      return reply.code(200).send({ message: "Je nieuwe wachtwoord is ingesteld. Log ermee in." });
    },
  );

  /** Who is signed in, and admin or not: the admin pages' guard reads this. */
  app.get(
    "/api/auth/session",
    {
      schema: {
        summary: "Wie is ingelogd, en is het een beheerder (of wordt die dat met de gemailde link)",
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
      if (!user) return { user: null, isAdmin: false, awaitsAdminLink: false };
      const { db } = app.services.database;
      const admin = await isAdmin(db, user.id);
      return {
        user: { id: user.id, email: user.email, name: user.name },
        isAdmin: admin,
        awaitsAdminLink: !admin && (await awaitsFirstAdminLink(config, db, user.email)),
      };
    },
  );

  // The mailed link itself: the library checks the token and sends the browser on to
  // /auth?token=…. Whatever else it answers (a link cut short, an edited callback), the
  // visitor lands on /auth with the page's own message, not the library's English.
  app.get(
    "/api/auth/reset-password/:token",
    {
      schema: {
        summary: "De gemailde link voor een nieuw wachtwoord: door naar /auth",
        tags: ["account"],
        params: z.object({ token: z.string() }),
        response: {
          302: z.null().describe("Door naar /auth?token=… of /auth?error=INVALID_TOKEN"),
        },
      },
    },
    async (request, reply) => {
      const response = await auth.handler(toWebRequest(request, config.PUBLIC_URL));
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        return reply.redirect(location, 302);
      }
      return reply.redirect(`${passwordLinkTarget(config)}?error=INVALID_TOKEN`, 302);
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
