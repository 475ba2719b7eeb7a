import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { verifyPassword } from "better-auth/crypto";
import { and, eq, like } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  MAX_PASSWORD_LENGTH,
  missingPasswordRules,
  PASSWORD_LINK_MINUTES,
  weakPasswordMessage,
} from "@shared/auth";
import { paths } from "@shared/paths";
import { signUpSchema } from "@shared/schemas/auth";
import { site } from "@shared/site";
import { createElement } from "react";
import type { Services } from "../../services";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { accounts, authRateLimits, sessions, users, verifications } from "../../db/schema";
import {
  firstAdminSubject,
  PasswordLinkEmail,
  passwordResetSubject,
} from "../../emails/password-link";
import { mayMail, VISITOR_MAIL_LIMITS } from "../../db/mail-limits";
import { errWithoutValues } from "../../http/log-serializers";
import { deriveKey } from "../../keys";
import { claimFirstAdmin, hasAdmin } from "./roles";

/** Set by the Fastify route from request.ip (never taken from the client). */
export const CLIENT_IP_HEADER = "x-qamar-client-ip";

/** The longest name a user row may carry (the sign-up route derives it from the address). */
const MAX_NAME_LENGTH = 255;

/** Code of the library error our field and password rules raise (routes.ts says it in Dutch). */
export const RULE_BROKEN = "QAMAR_RULE_BROKEN";

function refuse(message: string): never {
  throw APIError.from("BAD_REQUEST", { code: RULE_BROKEN, message });
}

/**
 * The sign-up rules, checked inside the library too: whatever path or call reaches its
 * sign-up or a password change, the same rules as the schema-checked route apply.
 */
const enforceRules = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === "/sign-up/email") {
    const parsed = signUpSchema.safeParse(body);
    if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? "Ongeldige invoer");
    checkUserFields(body);
  }
  if (ctx.path === "/change-password" || ctx.path === "/reset-password") {
    const password = typeof body.newPassword === "string" ? body.newPassword : "";
    const missing = missingPasswordRules(password);
    if (missing.length > 0) refuse(weakPasswordMessage(missing));
    if (password.length > MAX_PASSWORD_LENGTH) refuse("Het wachtwoord is te lang.");
  }
});

/**
 * A user row's own fields: a name of text, not empty and short; no image (the site has no
 * profile pictures). A field left out of a change is not checked.
 */
function checkUserFields(user: { name?: unknown; image?: unknown }): void {
  if (user.name !== undefined) {
    if (typeof user.name !== "string" || user.name.trim() === "") refuse("Vul een naam in.");
    if ([...user.name].length > MAX_NAME_LENGTH) {
      refuse(`De naam mag maximaal ${MAX_NAME_LENGTH} tekens lang zijn.`);
    }
  }
  if (user.image !== undefined && user.image !== null) refuse("Een profielfoto is niet mogelijk.");
}

/**
 * Who may become the first admin: with ADMIN_EMAILS (required in production) only a
 * listed address; without it (development, tests) whoever signs up first.
 */
export function mayBecomeFirstAdmin(config: Pick<Config, "ADMIN_EMAILS">, email: string): boolean {
  if (!config.ADMIN_EMAILS) return true;
  return config.ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/**
 * With ADMIN_EMAILS, a listed address becomes the first admin only once it has chosen its
 * password through a link mailed to it: whoever signed the address up first, only its
 * mailbox can make it admin. True while that is still to happen for `email`.
 */
export async function awaitsFirstAdminLink(
  config: Pick<Config, "ADMIN_EMAILS">,
  db: Db,
  email: string,
): Promise<boolean> {
  return (
    Boolean(config.ADMIN_EMAILS) && mayBecomeFirstAdmin(config, email) && !(await hasAdmin(db))
  );
}

/** Where a password link lands: /auth, with `?token=` (or `?error=INVALID_TOKEN`). */
export const passwordLinkTarget = (config: Pick<Config, "PUBLIC_URL">) =>
  `${config.PUBLIC_URL}${paths.auth}`;

/**
 * The e-mail with a password link, through the outbox: at most one of each kind a minute
 * per address (sign-ups and requests from many addresses cannot flood a mailbox; the
 * link of the last minute still works).
 */
export async function mailPasswordLink(
  services: Pick<Services, "config" | "database" | "mailer">,
  email: string,
  url: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const { config, database } = services;
  const firstAdmin = await awaitsFirstAdminLink(config, database.db, email);
  const template = firstAdmin ? "first-admin-link" : "password-reset";
  await database.db.transaction(async (tx) => {
    if (!(await mayMail(tx, template, email, VISITOR_MAIL_LIMITS.passwordLink))) return;
    if (firstAdmin && config.MAIL_TRANSPORT === "outbox") {
      // Nothing leaves the machine, and only an admin can read the outbox: the server's
      // operator finds the first admin's link here instead.
      log?.warn(
        { to: email, link: url },
        "MAIL_TRANSPORT=outbox: the first admin's link is stored, not sent; open it from this log",
      );
    }
    await services.mailer.send({
      db: tx,
      template,
      to: email,
      subject: firstAdmin ? firstAdminSubject : passwordResetSubject,
      element: createElement(PasswordLinkEmail, {
        siteUrl: config.PUBLIC_URL,
        resetUrl: url,
        minutes: PASSWORD_LINK_MINUTES,
        firstAdmin,
      }),
    });
  });
}

/**
 * better-auth (docs/decisions/040, 042, 045): e-mail + password, scrypt hashes, sessions in
 * the database, httpOnly SameSite=Lax cookies (Secure when PUBLIC_URL is https), its
 * origin check for every cookie-carrying POST, no telemetry. Its own rate limiter runs
 * behind Fastify's, with its counters in the database (every instance sees them).
 * Sign-up never signs in and answers an existing address like a new one.
 */
function createAuth(
  services: Pick<Services, "config" | "database" | "secret" | "mailer">,
  log?: FastifyBaseLogger,
) {
  const { config, database } = services;
  const secure = config.PUBLIC_URL.startsWith("https://");

  return betterAuth({
    appName: site.name,
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    // A key of its own, derived from APP_SECRET under its own label (src/server/keys.ts).
    secret: deriveKey(services.secret, "auth"),
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
      },
      // User, account and session of one sign-up commit together or not at all.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // The same answer for a new and an existing address (the library then hashes the
      // password either way); the browser signs in next (docs/decisions/042).
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // 'Wachtwoord vergeten?', and the first admin's proof of address (docs/decisions/045):
      // the link goes through the outbox like every e-mail; a new password ends every
      // session of the account.
      resetPasswordTokenExpiresIn: PASSWORD_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: a known address must not answer later than an unknown one (the mail
      // is rendered and stored meanwhile). A failure is logged; the visitor can ask again.
      sendResetPassword: async ({ user, url }) => {
        mailPasswordLink(services, user.email, url, log).catch((error) =>
          log?.error({ err: error }, "password link not stored"),
        );
      },
      onPasswordReset: async ({ user }) => {
        // A sign-in that raced the reset (it checked the old password while the reset
        // committed) may have stored its session after the reset ended the account's
        // sessions: end them again, now that the new password is in.
        await database.db.delete(sessions).where(eq(sessions.userId, user.id));
        // The library consumes only the link used; the account's other links end too, so
        // an older e-mail cannot set the password again. It stores each link as a
        // verification row `reset-password:<token>` whose value is the user's id
        // (password-link.test.ts fails if that changes).
        await database.db
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, user.id),
              like(verifications.identifier, "reset-password:%"),
            ),
          );
        if (await awaitsFirstAdminLink(config, database.db, user.email)) {
          await claimFirstAdmin(database, user.id);
        }
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Behind Fastify's per-route limits, and for every path that reaches the library:
    // counted per client address and path in the auth_rate_limits table, so all instances
    // share them. Sign-in and sign-up allow what the Fastify routes allow.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": { window: 60, max: config.RATE_LIMIT_PER_MINUTE },
        "/sign-up/*": { window: 60, max: config.RATE_LIMIT_PER_MINUTE },
        // Reading one's own session changes nothing; the admin pages ask it on every view.
        "/get-session": false,
      },
    },
    hooks: { before: enforceRules },
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
      session: {
        create: {
          // A sign-in checks the password, then stores its session. A reset committed in
          // between must not leave the old password a session: the password is checked
          // once more against the account as it is now, and the session goes if it fails.
          after: async (session, ctx) => {
            if (ctx?.path !== "/sign-in/email") return;
            const password = (ctx.body as { password?: unknown } | undefined)?.password;
            if (typeof password !== "string") return;
            const [account] = await database.db
              .select({ hash: accounts.password })
              .from(accounts)
              .where(
                and(eq(accounts.userId, session.userId), eq(accounts.providerId, "credential")),
              );
            if (account?.hash && (await verifyPassword({ hash: account.hash, password }))) return;
            await database.db.delete(sessions).where(eq(sessions.id, session.id));
            throw APIError.from("UNAUTHORIZED", {
              code: "INVALID_EMAIL_OR_PASSWORD",
              message: "Invalid email or password",
            });
          },
        },
      },
      user: {
        create: {
          // Every way a user row is made: the field rules hold.
          before: async (user) => {
            checkUserFields(user);
          },
          // Runs after the sign-up transaction has committed. Without ADMIN_EMAILS
          // (development, tests, the demo) the first account is admin at once; with it, a
          // listed address waits for its mailed link (`requestFirstAdminLink`).
          after: async (user) => {
            if (!config.ADMIN_EMAILS) await claimFirstAdmin(database, user.id);
          },
        },
        // And every change of one (the library's /update-user, open to any signed-in
        // account): no 900 KB name, no image, after sign-up either.
        update: {
          before: async (user) => {
            checkUserFields(user);
          },
        },
      },
    },
    logger: {
      disabled: config.LOG_LEVEL === "silent",
      level: "warn",
      // Errors in the arguments go through the log's own serializer: a failed query's values
      // (addresses, a password link) stay out of the log.
      log: (level, message, ...args) =>
        log?.[level === "debug" ? "debug" : level](
          { args: args.map((arg) => (arg instanceof Error ? errWithoutValues(arg) : arg)) },
          `better-auth: ${message}`,
        ),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * After a sign-up with an address that may become the first admin (no admin yet): the
 * link that proves the address, mailed to it. Runs for a new and an existing account
 * alike, so the owner of the address can still take over an account a stranger made
 * with it: the link's new password replaces the stranger's and ends its sessions.
 */
export async function requestFirstAdminLink(
  auth: Auth,
  services: Pick<Services, "config" | "database">,
  email: string,
): Promise<void> {
  if (!(await awaitsFirstAdminLink(services.config, services.database.db, email))) return;
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: passwordLinkTarget(services.config) },
  });
}

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
