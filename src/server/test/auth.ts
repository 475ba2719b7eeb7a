import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outboundEmails } from "../db/schema";

/** A password that meets every password rule (docs/product/forms.md). */
export const GOOD_PASSWORD = "Sterk!Wachtwoord1";

export interface SignedIn {
  cookie: string;
  status: number;
  body: unknown;
}

function cookieHeader(res: { cookies: { name: string; value: string }[] }): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

interface CredentialOptions {
  password?: string;
  ip?: string;
}

/** Posts an address and password to an auth route, as the browser on the site's origin. */
function postCredentials(
  app: FastifyInstance,
  url: string,
  email: string,
  options: CredentialOptions,
) {
  return app.inject({
    method: "POST",
    url,
    headers: { origin: app.services.config.PUBLIC_URL },
    remoteAddress: options.ip,
    payload: { email, password: options.password ?? GOOD_PASSWORD },
  });
}

/**
 * Signs up through the real route and, as the /auth page does, signs in right after (sign-up
 * itself opens no session). Status and body are the sign-up's; the cookie is the sign-in's.
 * `ip` lets parallel callers stay under the rate limit.
 */
export async function signUp(
  app: FastifyInstance,
  email: string,
  options: CredentialOptions = {},
): Promise<SignedIn> {
  const res = await postCredentials(app, "/api/auth/sign-up/email", email, options);
  const signedIn = res.statusCode === 200 ? await signIn(app, email, options) : null;
  return { cookie: signedIn?.cookie ?? "", status: res.statusCode, body: res.json() };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  options: CredentialOptions = {},
): Promise<SignedIn> {
  const res = await postCredentials(app, "/api/auth/sign-in/email", email, options);
  return { cookie: cookieHeader(res), status: res.statusCode, body: res.json() };
}

/**
 * The link of the last password e-mail (forgotten password or first admin) sent to `to`.
 * The e-mail is stored just after the answer (a known address answers as fast as an
 * unknown one), so this waits for it a little.
 */
export async function mailedPasswordLink(app: FastifyInstance, to: string): Promise<URL> {
  for (let tries = 0; tries < 50; tries++) {
    const [mail] = await app.services.database.db
      .select({ text: outboundEmails.text })
      .from(outboundEmails)
      .where(
        and(
          eq(outboundEmails.toAddress, to),
          inArray(outboundEmails.template, ["password-reset", "first-admin-link"]),
        ),
      )
      .orderBy(desc(outboundEmails.createdAt))
      .limit(1);
    const link = mail?.text.match(/https?:\/\/[^\s\])]+\/reset-password\/[^\s\])]+/)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no password link mailed to ${to}`);
}

/**
 * Opens a mailed password link as the browser does: the library checks its token and
 * sends the browser on to /auth?token=… (or ?error=INVALID_TOKEN). Answers that address.
 */
export async function openPasswordLink(app: FastifyInstance, link: URL): Promise<URL> {
  const res = await app.inject({ url: `${link.pathname}${link.search}` });
  if (res.statusCode !== 302) throw new Error(`the link answered ${res.statusCode}: ${res.body}`);
  return new URL(String(res.headers.location));
}

/** Chooses a new password with the token of a mailed link, as the /auth page does. */
export function choosePassword(app: FastifyInstance, token: string, password: string, ip?: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    headers: { origin: app.services.config.PUBLIC_URL },
    remoteAddress: ip,
    payload: { token, password },
  });
}

/**
 * Signs `email` up as the first admin. With ADMIN_EMAILS that takes what the owner of the
 * address does: sign up, open the mailed link, choose the password, sign in again.
 */
export async function signUpFirstAdmin(
  app: FastifyInstance,
  email: string,
  options: CredentialOptions = {},
): Promise<SignedIn> {
  const signedUp = await signUp(app, email, options);
  if (!app.services.config.ADMIN_EMAILS) return signedUp;
  const address = email.trim().toLowerCase();
  const landed = await openPasswordLink(app, await mailedPasswordLink(app, address));
  const chosen = await choosePassword(
    app,
    landed.searchParams.get("token") ?? "",
    options.password ?? GOOD_PASSWORD,
    options.ip,
  );
  if (chosen.statusCode !== 200) throw new Error(`no password chosen: ${chosen.body}`);
  return signIn(app, email, options);
}

/** The first user (admin) and a second user (no role) of a fresh database. */
export async function adminAndMember(app: FastifyInstance) {
  const admin = await signUpFirstAdmin(app, "beheerder@example.org", { ip: "10.0.0.1" });
  const member = await signUp(app, "lid@example.org", { ip: "10.0.0.2" });
  return { admin: admin.cookie, member: member.cookie };
}

/** Headers of a same-origin change by a signed-in browser. */
export function asBrowser(app: FastifyInstance, cookie: string) {
  return { cookie, origin: app.services.config.PUBLIC_URL };
}

/** Test-only: an admin session and JSON calls to /api/admin/* as that admin's browser. */
export async function adminClient(app: FastifyInstance) {
  const { cookie } = await signUp(app, "beheerder@example.org", { ip: "10.9.0.1" });
  const headers = { cookie, origin: app.services.config.PUBLIC_URL };
  const call = async (method: string, url: string, payload?: unknown) => {
    const res = await app.inject({
      method: method as "GET",
      url: `/api/admin${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.body ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, body };
  };
  return {
    cookie,
    headers,
    get: (url: string) => call("GET", url),
    post: (url: string, payload: unknown = {}) => call("POST", url, payload),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    patch: (url: string, payload: unknown) => call("PATCH", url, payload),
    delete: (url: string) => call("DELETE", url),
  };
}
