import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { ADMIN_PREFIX } from "../features/auth/admin-area";
import { mollieFakeApps } from "../features/donations/test-helpers";
import { paidGift, signedInDonor } from "../features/my-gifts/test-helpers";
import { sign } from "../keys";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * Random and malformed requests to every public API route and method (not only the
 * forms' POSTs: the 'Mijn giften' session and its changes, the monthly-gift links, the
 * unsubscribe link, the payment webhooks (demo and Mollie), the sign-in routes): random
 * path ids (real ones among them), query strings, bodies of any content type, cookies,
 * with and without the site's origin, from many addresses. Whatever comes, never a 5xx.
 */
const DONOR = "fuzz.donor@example.org";
const MANDATE = "5f0c6a3e-8a0e-4d3b-9a38-0f7a4c1e2b10";

const NASTY = [
  "",
  "%",
  "%zz",
  "%00",
  "\u0000",
  "null",
  "[]",
  "{}",
  "-1",
  "1e400",
  "NaN",
  "2026-02-30",
  "'; drop table donations; --",
  "\u{1F600}",
  "\uD800",
  "a".repeat(3000),
];
const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.integer().map(String),
  fc.uuid(),
);
/** Percent-encoded; half a surrogate pair, which has no UTF-8, as the bytes a client may send. */
const encode = (t: string) => {
  try {
    return encodeURIComponent(t);
  } catch {
    return "%ED%A0%80";
  }
};
/** Either percent-encoded or raw (malformed encodings included). */
const part = fc
  .tuple(text, fc.boolean())
  .map(([t, raw]) => (raw ? t.replaceAll(/[&#/?]/g, "") : encode(t)));

interface Known {
  mandateToken: string;
  giftId: string;
  donorCookie: string;
}

const KEYS = ["token", "email", "id", "year", "session", "amount", "callbackURL", "status"];
const randomQuery = (known: Known) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...KEYS), part),
        fc.oneof(part, fc.constantFrom(known.mandateToken, encodeURIComponent(DONOR))),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));
/** Often with the mandate's real token, so the link's own code runs. */
const queryString = (known: Known) =>
  fc.oneof(
    randomQuery(known),
    randomQuery(known).map((q) => `token=${known.mandateToken}&${q}`),
  );

/** A path id: a real one (a mandate, a paid gift, this year) or anything. */
const pathId = (known: Known) =>
  fc.oneof(
    fc.constantFrom(MANDATE, known.giftId, String(new Date().getFullYear()), "2024"),
    fc.uuid(),
    part.filter((p) => p.length > 0),
  );

/** better-auth's own routes under /api/auth/*, and made-up ones. */
const authTail = fc.oneof(
  fc.constantFrom(
    "get-session",
    "sign-out",
    "sign-in/email",
    "sign-up/email",
    "request-password-reset",
    "reset-password",
    "change-password",
    "change-email",
    "update-user",
    "delete-user",
    "list-sessions",
    "revoke-session",
    "revoke-sessions",
    "verify-email",
    "send-verification-email",
    "ok",
    "error",
  ),
  part.filter((p) => p.length > 0),
);

/** A request body and its content type. */
interface Body {
  type: string;
  body: string;
}

/** Mostly well-formed changes of a gift or of the newsletter choice, sometimes not. */
const change = (known: Known) =>
  fc
    .record(
      {
        token: fc.oneof(fc.constant(known.mandateToken), fc.constant(known.mandateToken), text),
        action: fc.oneof(fc.constantFrom("pause", "resume", "stop"), text),
        amount: fc.oneof(fc.constantFrom(5, "12,50", 10_000, "0", -1), fc.anything()),
        subscribed: fc.oneof(fc.boolean(), fc.anything()),
      },
      { requiredKeys: [] },
    )
    .map((v) => ({ type: "application/json", body: JSON.stringify(v) }));

const payload = (known: Known): fc.Arbitrary<Body | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    change(known),
    change(known),
    fc.anything().map((v) => ({ type: "application/json", body: JSON.stringify(v) ?? "null" })),
    fc
      .dictionary(
        fc.constantFrom(
          "email",
          "token",
          "action",
          "amount",
          "subscribed",
          "iban",
          "password",
          "id",
          "name",
        ),
        fc.oneof(
          fc.anything(),
          text,
          fc.boolean(),
          fc.constantFrom(DONOR, known.mandateToken, "pause", "resume", "stop", "12,50", 30),
        ),
        { maxKeys: 4 },
      )
      .map((v) => ({ type: "application/json", body: JSON.stringify(v) })),
    fc
      .tuple(
        fc.constantFrom(
          "application/json",
          "application/x-www-form-urlencoded",
          "text/plain",
          "multipart/form-data; boundary=x",
          "application/xml",
          "",
        ),
        fc.oneof(fc.string(), fc.string({ unit: "binary" }), queryString(known)),
      )
      .map(([type, body]) => ({ type, body })),
  );

const cookie = (known: Known) =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant(known.donorCookie),
    fc.string({ maxLength: 60 }).map((s) => `qamar_donor=${encodeURIComponent(s)}`),
    fc.string({ maxLength: 60 }).map((s) => `better-auth.session_token=${encodeURIComponent(s)}`),
  );

/** Each public route with its methods, SSE streams left out (they never end). */
function publicRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; url: string }[] = [];
  for (const route of app.routeList) {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (
        !route.url.startsWith("/api/") ||
        route.url.startsWith(ADMIN_PREFIX) ||
        route.url.endsWith("/events") ||
        method === "HEAD" ||
        method === "OPTIONS" ||
        seen.has(key)
      )
        continue;
      seen.add(key);
      routes.push({ method, url: route.url });
    }
  }
  // Signing out (DELETE) last: the routes before it use the donor's session.
  return routes.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
}

async function knownIds(app: FastifyInstance): Promise<Known> {
  const { secret } = app.services;
  await app.services.database.query(
    `insert into monthly_donors (id, first_name, last_name, email, iban, amount_cents)
     values ($1, 'Amira', 'Haddad', $2, 'NL91ABNA0417164300', 1500)`,
    [MANDATE, DONOR],
  );
  const giftId = await paidGift(app, DONOR);
  return {
    mandateToken: sign(secret, "monthlyGift", MANDATE),
    giftId,
    donorCookie: await signedInDonor(app, DONOR),
  };
}

/** Every public route of `app`, fuzzed; answers the requests that got a 5xx. */
async function fuzz(app: FastifyInstance): Promise<string[]> {
  const known = await knownIds(app);
  const origin = app.services.config.PUBLIC_URL;
  // Every bad answer is written down rather than thrown: fast-check would end the route's
  // run at the first one, and the rest of the routes would go unfuzzed.
  const failures: string[] = [];
  for (const route of publicRoutes(app)) {
    await fc.assert(
      fc.asyncProperty(
        pathId(known),
        authTail,
        queryString(known),
        payload(known),
        cookie(known),
        fc.boolean(),
        fc.ipV4(),
        async (id, tail, query, body, cookieHeader, sameOrigin, ip) => {
          const path = route.url.replaceAll(/:[^/]+/g, id).replace("*", tail);
          const url = `${path}?${query}`;
          const headers: Record<string, string> = {};
          if (cookieHeader) headers.cookie = cookieHeader;
          if (sameOrigin) headers.origin = origin;
          if (body?.type) headers["content-type"] = body.type;
          const res = await app.inject({
            method: route.method as "GET",
            url,
            headers,
            remoteAddress: ip,
            ...(body && route.method !== "GET" && route.method !== "DELETE"
              ? { payload: body.body }
              : {}),
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${res.statusCode} ${route.method} ${url.slice(0, 160)} ${body?.type ?? ""} ${String(body?.body).slice(0, 80)}: ${res.body.slice(0, 160)}`,
            );
          }
          return true;
        },
      ),
      {
        // FUZZ_RUNS=500 for a longer search on your own machine.
        numRuns: Number(process.env.FUZZ_RUNS ?? 40),
        // First the donor's own requests, well-formed, so the code behind the checks runs.
        examples: [
          { action: "pause" },
          { action: "resume", amount: "12,50" },
          { subscribed: false },
        ].map((change): [string, string, string, Body, string, boolean, string] => [
          MANDATE,
          "get-session",
          `token=${known.mandateToken}`,
          {
            type: "application/json",
            body: JSON.stringify({ token: known.mandateToken, ...change }),
          },
          known.donorCookie,
          true,
          "10.0.0.1",
        ]),
      },
    );
  }
  // The app still answers as before.
  expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
  return failures;
}

const mollieApp = mollieFakeApps();

describe.each(engines)("public routes fuzz on %s", (engine) => {
  it("never answers 5xx to a random request on any public route (demo payments)", {
    timeout: 900_000,
  }, async () => {
    const { app } = await buildTestApp({ engine });
    await app.ready();
    expect(publicRoutes(app).map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /api/mijn-giften/monthly-gifts/:id",
        "GET /api/monthly-gifts/:id",
        "POST /api/monthly-gifts/:id",
        "GET /api/unsubscribe",
        "POST /api/unsubscribe",
        "POST /api/payments/demo/webhook",
        "PUT /api/mijn-giften/newsletter",
        "POST /api/auth/*",
      ]),
    );
    expect(await fuzz(app)).toEqual([]);
  });

  it("never answers 5xx to a random request on any public route (Mollie)", {
    timeout: 900_000,
  }, async () => {
    const { app } = await mollieApp(engine);
    await app.ready();
    expect(publicRoutes(app).map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /api/payments/mollie/webhook",
        "POST /api/payments/mollie/monthly-webhook",
      ]),
    );
    expect(await fuzz(app)).toEqual([]);
  });
});
