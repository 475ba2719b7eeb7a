import { describe, expect, it } from "vitest";
import { authFor, CLIENT_IP_HEADER } from "../features/auth/auth";
import { GOOD_PASSWORD } from "../features/auth/test-helpers";
import { normaliseRequestUrl } from "../http/request-url";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * Attack: a path the router does not match as sign-in or sign-up, but that the URL
 * standard (and so the auth library behind the /api/auth/* catch-all) reads as one, went
 * around the per-IP limit and the password and field rules.
 */
const SPELLINGS = (route: "sign-in" | "sign-up") => [
  `/api/auth/${route}/email`,
  `/api/auth/./${route}/email`,
  `/api/auth/x/../${route}/email`,
  `/api/auth/%2e/${route}/email`,
  `/api/auth/%2E/${route}/email`,
  `/api/auth/x/.%2e/${route}/email`,
  `/api/auth/x/%2E%2e/${route}/email`,
  `/api/auth/${route}/x/%2e%2e/email`,
  `/api/auth\\${route}/email`,
  `/api/auth/${route}/email/`,
  `/api/auth/${route}/%65mail`,
];

const WRONG = { email: "niemand@example.org", password: "Verkeerd!1x" };

describe.each(engines)("sign-in and sign-up under every spelling of their path on %s", (engine) => {
  it("counts every spelling of sign-in against one limit: the same 429", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "3" } });
    const post = (url: string, ip: string) =>
      app.inject({
        method: "POST",
        url,
        remoteAddress: ip,
        headers: { origin: app.services.config.PUBLIC_URL },
        payload: WRONG,
      });
    const spellings = SPELLINGS("sign-in");
    // Each spelling alone, from its own address: three tries, then 429.
    for (const [i, url] of spellings.entries()) {
      const ip = `10.20.0.${i + 1}`;
      const statuses = [];
      for (let n = 0; n < 4; n++) statuses.push((await post(url, ip)).statusCode);
      expect({ url, statuses }).toEqual({ url, statuses: [401, 401, 401, 429] });
      const limited = await post(url, ip);
      expect({ url, body: limited.json() }).toMatchObject({
        url,
        body: { error: "Te veel verzoeken" },
      });
    }
    // Mixed spellings from one address share one counter.
    const mixed = [];
    for (const url of spellings.slice(1, 5)) mixed.push((await post(url, "10.21.0.1")).statusCode);
    expect(mixed).toEqual([401, 401, 401, 429]);
    expect((await post(spellings[0]!, "10.21.0.1")).statusCode).toBe(429);
  });

  it("holds every spelling of sign-up to the password and field rules", async () => {
    const { app } = await buildTestApp({ engine });
    const post = (url: string, payload: object, i: number) =>
      app.inject({
        method: "POST",
        url,
        remoteAddress: `10.30.0.${i + 1}`,
        headers: { origin: app.services.config.PUBLIC_URL },
        payload,
      });
    const spellings = SPELLINGS("sign-up");
    const plain = await post(spellings[0]!, { email: "a@example.org", password: "aaaaaaaa" }, 0);
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ error: "Wachtwoord te zwak" });
    for (const [i, url] of spellings.entries()) {
      const weak = await post(url, { email: `zwak${i}@example.org`, password: "aaaaaaaa" }, i);
      expect({ url, status: weak.statusCode, body: weak.json() }).toEqual({
        url,
        status: 400,
        body: plain.json(),
      });
      // A 900 KB name is not stored: the name is the address's local part.
      const big = await post(
        url,
        { email: `groot${i}@example.org`, password: GOOD_PASSWORD, name: "n".repeat(900_000) },
        i,
      );
      expect({ url, status: big.statusCode }).toEqual({ url, status: 200 });
    }
    const { rows } = await app.services.database.query<{ email: string; length: number }>(
      "select email, length(name)::int as length from users order by email",
    );
    expect(rows.map((r) => r.email)).toEqual(
      spellings.map((_, i) => `groot${i}@example.org`).sort(),
    );
    expect(Math.max(...rows.map((r) => r.length))).toBeLessThanOrEqual(255);
  });
});

describe.each(engines)("the auth library's own checks on %s", (engine) => {
  /** Straight to the library, past every Fastify route: what a future catch-all gap would reach. */
  async function direct(app: Awaited<ReturnType<typeof buildTestApp>>["app"]) {
    const auth = authFor(app.services);
    return (path: string, body: object, ip = "10.40.0.1") =>
      auth.handler(
        new Request(`${app.services.config.PUBLIC_URL}/api/auth${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: app.services.config.PUBLIC_URL,
            [CLIENT_IP_HEADER]: ip,
          },
          body: JSON.stringify(body),
        }),
      );
  }

  it("refuses a weak password, a huge name and an image on sign-up", async () => {
    const { app } = await buildTestApp({ engine });
    const call = await direct(app);
    const weak = await call("/sign-up/email", {
      email: "a@example.org",
      password: "aaaaaaaa",
      name: "a",
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      message:
        "Het wachtwoord moet nog bevatten: een hoofdletter, een cijfer en een speciaal teken.",
    });
    const big = await call("/sign-up/email", {
      email: "b@example.org",
      password: GOOD_PASSWORD,
      name: "n".repeat(900_000),
    });
    expect(big.status).toBe(400);
    const image = await call("/sign-up/email", {
      email: "c@example.org",
      password: GOOD_PASSWORD,
      name: "c",
      image: "https://kwaadaardig.example/x.png",
    });
    expect(image.status).toBe(400);
    const { rows } = await app.services.database.query("select id from users");
    expect(rows).toEqual([]);
  });

  it("limits sign-in per address with counters in the database", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const call = await direct(app);
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await call("/sign-in/email", WRONG)).status);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await call("/sign-in/email", WRONG, "10.40.0.2")).status).toBe(401);
    const { rows } = await app.services.database.query<{ count: number }>(
      "select count from rate_limits where key like '%sign-in%' order by count desc",
    );
    expect(rows[0]?.count).toBe(2);
  });
});

describe("the request path every layer sees", () => {
  it("resolves dot segments in all spellings, keeps the query, and never turns a path into a host", () => {
    expect(normaliseRequestUrl("/api/auth/./sign-in/email?x=1")).toBe(
      "/api/auth/sign-in/email?x=1",
    );
    expect(normaliseRequestUrl("/a/%2E%2e/b")).toBe("/b");
    expect(normaliseRequestUrl("/a\\b")).toBe("/a/b");
    expect(normaliseRequestUrl("/../../etc/passwd")).toBe("/etc/passwd");
    expect(normaliseRequestUrl("//kwaadaardig.example/x")).toBe("//kwaadaardig.example/x");
    expect(normaliseRequestUrl("/nieuws/zakat-2026")).toBe("/nieuws/zakat-2026");
    expect(normaliseRequestUrl("/a/b?next=/../x")).toBe("/a/b?next=/../x");
    expect(normaliseRequestUrl("*")).toBe("*");
  });
});
