/** Helpers for the newsletter browser and crash tests. */

const ADMIN_PASSWORD = "Sterk!Wachtwoord1";

/**
 * Signs up the first user (the admin) through the API, then signs in (sign-up opens no
 * session); returns the session cookie.
 */
export async function signUpAdmin(base: string, email = "beheerder@example.org") {
  let res: Response | undefined;
  for (const step of ["sign-up", "sign-in"]) {
    res = await fetch(`${base}/api/auth/${step}/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
    });
    // A plain check, not expect(): the crash bench (scripts/bench) uses this outside vitest.
    if (res.status !== 200) throw new Error(`${step} answered ${res.status}: ${await res.text()}`);
  }
  if (!res) throw new Error("no answer");
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A call to /api/admin/* as the admin's browser would make it. */
export async function adminCall<T = Record<string, unknown>>(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  contentType = "application/json",
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}/api/admin${path}`, {
    method,
    headers: {
      cookie,
      origin: base,
      ...(body === undefined ? {} : { "content-type": contentType }),
    },
    body:
      body === undefined
        ? undefined
        : contentType === "application/json"
          ? JSON.stringify(body)
          : (body as string),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

export async function poll(check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const newsletterFields = (overrides: Record<string, unknown> = {}) => ({
  title: "Winterhulp Gaza",
  subject: "Nieuws over de winterhulp",
  content: "Beste lezer,\n\nDankzij u konden we 1000 gezinnen helpen.",
  project_filter: "all",
  flyer_mode: false,
  ...overrides,
});
