import type { FastifyInstance } from "fastify";

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

/** The first user (admin) and a second user (no role) of a fresh database. */
export async function adminAndMember(app: FastifyInstance) {
  const admin = await signUp(app, "beheerder@example.org", { ip: "10.0.0.1" });
  const member = await signUp(app, "lid@example.org", { ip: "10.0.0.2" });
  return { admin: admin.cookie, member: member.cookie };
}

/** Headers of a same-origin change by a signed-in browser. */
export function asBrowser(app: FastifyInstance, cookie: string) {
  return { cookie, origin: app.services.config.PUBLIC_URL };
}
