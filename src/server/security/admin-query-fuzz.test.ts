import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADMIN_PREFIX } from "../features/auth/admin-area";
import { adminAndMember } from "../test/auth";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * Random and malformed query strings (and path ids) to every admin GET route, as an
 * admin: bad input is the client's fault (4xx with a Dutch message), never a 5xx.
 */
const KEYS = [
  "from",
  "to",
  "kind",
  "status",
  "destination",
  "search",
  "q",
  "page",
  "id",
  "gmailOnly",
];
const NASTY = [
  "2026-02-30",
  "0000-01-01",
  "2026-13-01",
  "2026-00-10",
  "9999-12-31",
  "10000-01-01",
  "-2026-01-01",
  "2026-1-1",
  "2026-01-01T00:00:00Z",
  "1e400",
  "NaN",
  "null",
  "[]",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "\u0000",
  "'; drop table donations; --",
  "\u{1F600}",
  "a".repeat(5000),
];

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** Date-shaped strings, most of them impossible (day 31 in April, month 13, year 0). */
const dateLike = fc
  .tuple(
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  dateLike,
  dateLike,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.integer().map(String),
);
/** Either percent-encoded or raw (malformed encodings included). */
const part = fc
  .tuple(text, fc.boolean())
  .map(([t, raw]) => (raw ? t.replaceAll(/[&#]/g, "") : encodeURIComponent(t)));
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...KEYS), fc.constantFrom(...KEYS), part),
      part,
      fc.boolean(),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([k, v, bare]) => (bare ? k : `${k}=${v}`)).join("&"));
const ENGLISH = /\b(Invalid|expected|Too (big|small)|Unrecognized|Required)\b/;
const SOME_UUID = "00000000-0000-4000-8000-000000000000";
const pathId = fc.oneof(
  fc.uuid(),
  part.filter((p) => p.length > 0 && !p.includes("/") && !p.includes("?")),
);

/**
 * What is wrong with a 4xx body, or null: every refusal speaks the API's error shape
 * (`error` and `message` strings), and the library's English default messages must not
 * reach the admin.
 */
function refusalProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `no JSON: ${body.slice(0, 100)}`;
  }
  const { error, message } = (parsed ?? {}) as { error?: unknown; message?: unknown };
  if (typeof error !== "string" || typeof message !== "string") {
    return `not the error shape: ${JSON.stringify(parsed).slice(0, 200)}`;
  }
  if (ENGLISH.test(message)) return `English message: ${message.slice(0, 200)}`;
  return null;
}

/** Streams (SSE) never end, so they are fuzzed elsewhere; everything else is walked. */
function adminGetRoutes(routeList: { method: string; url: string }[]): string[] {
  return [
    ...new Set(
      routeList
        .filter((r) => r.method === "GET" && r.url.startsWith(ADMIN_PREFIX))
        .filter((r) => !r.url.endsWith("/events") && !r.url.includes("*"))
        .map((r) => r.url),
    ),
  ];
}

describe.each(engines)("admin query fuzz on %s", (engine) => {
  it("never answers 5xx to a random or malformed query string", { timeout: 600_000 }, async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    await app.ready();
    const routes = adminGetRoutes(app.routeList);
    expect(routes).toEqual(
      expect.arrayContaining([
        "/api/admin/donations",
        "/api/admin/donations/export.csv",
        "/api/admin/email",
        "/api/admin/subscribers",
        "/api/admin/uploads",
        "/api/admin/newsletters/:id",
      ]),
    );
    // Every bad answer is written down rather than thrown: fast-check would end the route's
    // run at the first one, and the rest of the routes would go unfuzzed.
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(queryString, pathId, async (query, id) => {
          const url = `${route.replaceAll(/:[^/]+/g, id)}?${query}`;
          const res = await app.inject({ url, headers: { cookie: admin } });
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url.slice(0, 200)}`);
          if (res.statusCode >= 400 && res.statusCode < 500) {
            const problem = refusalProblem(res.body);
            if (problem) failures.push(`${res.statusCode} ${url.slice(0, 200)}: ${problem}`);
          }
          return true;
        }),
        {
          numRuns: 60,
          // Known attacks first, then random ones.
          examples: [
            ["from=2026-02-30", SOME_UUID],
            ["from=0000-01-01&to=2026-04-31", SOME_UUID],
            ["from=2026-01-01&from=2026-02-01&kind[]=zakat", "%zz"],
            ["status=%E0%A4%A&search=%00", "x".repeat(300)],
          ],
        },
      );
    }
    expect(failures).toEqual([]);
  });

  it("refuses impossible dates with 400 and a Dutch message", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const cases: [string, string][] = [
      ["/api/admin/donations?from=2026-02-30", "Ongeldige begindatum"],
      ["/api/admin/donations?from=0000-01-01", "Ongeldige begindatum"],
      ["/api/admin/donations?to=2025-02-29", "Ongeldige einddatum"],
      ["/api/admin/donations?to=2026-04-31", "Ongeldige einddatum"],
      ["/api/admin/donations/export.csv?from=2026-02-30", "Ongeldige begindatum"],
      ["/api/admin/donations?from=2026-01-01&from=2026-01-02", "Ongeldige begindatum"],
      ["/api/admin/email?status=kwijt", "Onbekende status"],
      [`/api/admin/subscribers?search=${"a".repeat(500)}`, "Zoekterm is te lang"],
    ];
    for (const [url, message] of cases) {
      const res = await app.inject({ url, headers: { cookie: admin } });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { error: "Validatiefout", message },
      });
    }
    // A real leap day is a date.
    const leap = await app.inject({
      url: "/api/admin/donations?from=2024-02-29",
      headers: { cookie: admin },
    });
    expect(leap.statusCode).toBe(200);
  });
});

describe.each(engines)("a NUL in the donation destination filter on %s", (engine) => {
  it("answers 400 in Dutch for the list and the CSV export (PostgreSQL text holds no NUL)", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    for (const url of [
      "/api/admin/donations?destination=%00",
      "/api/admin/donations/export.csv?destination=water%00",
    ]) {
      const res = await app.inject({ url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: "Validatiefout" });
    }
  });
});
