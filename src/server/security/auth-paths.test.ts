import http from "node:http";
import { describe, expect, it } from "vitest";
import { authFor, CLIENT_IP_HEADER } from "../features/auth/auth";
import { GOOD_PASSWORD } from "../test/auth";
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

/**
 * A POST with the path sent byte for byte. Over a real socket: `fetch` and Fastify's
 * `inject` both run the URL through `new URL()` first, which hides the attack.
 */
function rawPost(
  base: string,
  path: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  const origin = "http://localhost:3000"; // buildTestApp's PUBLIC_URL
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          origin,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe.each(engines)("sign-in and sign-up under every spelling of their path on %s", (engine) => {
  it("counts every spelling of sign-in against the one limit", async () => {
    const spellings = SPELLINGS("sign-in");
    const { app, config } = await buildTestApp({
      engine,
      env: { RATE_LIMIT_PER_MINUTE: String(spellings.length) },
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(spellings.length);
    // Each spelling reaches sign-in (a wrong password is refused as such) and is counted:
    for (const url of spellings) {
      const res = await rawPost(base, url, WRONG);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 401,
        body: { error: "Inlog fout", message: "Onjuist e-mailadres of wachtwoord." },
      });
    }
    // ... so after one try each, the plain path is at its limit.
    expect((await rawPost(base, spellings[0]!, WRONG)).status).toBe(429);
  });

  it("answers every spelling of sign-in with the same 429 once the limit is reached", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "3" } });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const spellings = SPELLINGS("sign-in");
    const first = [];
    for (let n = 0; n < 3; n++) first.push((await rawPost(base, spellings[0]!, WRONG)).status);
    expect(first).toEqual([401, 401, 401]);
    const limited = await rawPost(base, spellings[0]!, WRONG);
    expect(limited.status).toBe(429);
    for (const url of spellings) {
      const res = await rawPost(base, url, WRONG);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 429,
        body: limited.body,
      });
    }
  });

  it("holds every spelling of sign-up to the password and field rules", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "100" } });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const spellings = SPELLINGS("sign-up");
    const plain = await rawPost(base, spellings[0]!, {
      email: "a@example.org",
      password: "aaaaaaaa",
    });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ error: "Wachtwoord te zwak" });
    for (const [i, url] of spellings.entries()) {
      const weak = await rawPost(base, url, {
        email: `zwak${i}@example.org`,
        password: "aaaaaaaa",
      });
      expect({ url, status: weak.status, body: weak.body }).toEqual({
        url,
        status: 400,
        body: plain.body,
      });
      // A 900 KB name is not stored: the name is the address's local part.
      const big = await rawPost(base, url, {
        email: `groot${i}@example.org`,
        password: GOOD_PASSWORD,
        name: "n".repeat(900_000),
      });
      expect({ url, status: big.status }).toEqual({ url, status: 200 });
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
      "select count from auth_rate_limits where key like '%sign-in%' order by count desc",
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
