import { createHmac } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { FastifyBaseLogger } from "fastify";
import { MAX_PASSWORD_LENGTH } from "@shared/schemas/auth";
import { site } from "@shared/site";
import type { Services } from "../../app";
import { accounts, sessions, users, verifications } from "../../db/schema";
import { claimFirstAdmin } from "./roles";

/** Set by the Fastify route from request.ip (never taken from the client). */
export const CLIENT_IP_HEADER = "x-qamar-client-ip";

/**
 * better-auth (docs/decisions/040): e-mail + password, scrypt hashes, sessions in the
 * database, httpOnly SameSite=Lax cookies (Secure when PUBLIC_URL is https), its origin
 * check for every cookie-carrying POST, no telemetry. Rate limits are Fastify's
 * (routes.ts), so better-auth's own limiter is off.
 */
export function createAuth(
  services: Pick<Services, "config" | "database" | "secret">,
  log?: FastifyBaseLogger,
) {
  const { config, database } = services;
  const secure = config.PUBLIC_URL.startsWith("https://");
  return betterAuth({
    appName: site.name,
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    // A key of its own, derived from APP_SECRET (which also signs unsubscribe links).
    secret: createHmac("sha256", services.secret).update("better-auth").digest("hex"),
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      // User, account and session of one sign-up commit together or not at all.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      cookiePrefix: "qamar",
      // better-auth skips its origin check when NODE_ENV=test; we want it everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The Fastify route hands over request.ip in this header (set by us, never by the
      // client), so trustProxy decides which address counts.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Runs after the sign-up transaction has committed.
          after: async (user) => {
            await claimFirstAdmin(database, user.id);
          },
        },
      },
    },
    logger: {
      disabled: config.LOG_LEVEL === "silent",
      level: "warn",
      log: (level, message, ...args) =>
        log?.[level === "debug" ? "debug" : level]({ args }, `better-auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<object, Auth>();

/** One better-auth instance per app (keyed on its services), shared by routes and guard. */
export function authFor(services: Services, log?: FastifyBaseLogger): Auth {
  let auth = instances.get(services);
  if (!auth) {
    auth = createAuth(services, log);
    instances.set(services, auth);
  }
  return auth;
}
