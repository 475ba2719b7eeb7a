import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { createTestStore, engines } from "../test/databases";

/**
 * The per-IP limits count in the database, not in one process's memory: instances on one
 * database share one limit (N instances must not allow N times the limit), and a restart
 * does not hand out a fresh allowance.
 */
const LIMIT = 3;
const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
const contact = {
  name: "Fatima el Amrani",
  email: "fatima@example.nl",
  phone: "",
  message: "Ik wil graag meer weten over de waterputten.",
};
const volunteer = {
  name: "Sara de Vries",
  email: "sara@example.nl",
  phone: "",
  organization: "Moskee Al-Nour",
  motivation: "Ik wil helpen met inzamelingen.",
  experience: "",
  network: "Lokale ondernemers",
};

type App = Awaited<ReturnType<typeof buildTestApp>>["app"];
const post = async (app: App, url: string, payload: object, ip = "203.0.113.50") =>
  (await app.inject({ method: "POST", url, payload, remoteAddress: ip })).statusCode;

describe.each(engines)("rate limits kept in the database on %s", (engine) => {
  it("a restarted instance keeps counting where the last one stopped", async () => {
    const store = await createTestStore(engine);
    try {
      const first = await buildTestApp({ engine, env, store });
      expect([
        await post(first.app, "/api/contact", contact),
        await post(first.app, "/api/contact", contact),
      ]).toEqual([201, 201]);
      await first.close();
      const second = await buildTestApp({ engine, env, store });
      expect([
        await post(second.app, "/api/contact", contact),
        await post(second.app, "/api/contact", contact),
      ]).toEqual([201, 429]);
      // Each route and each client counts on its own.
      expect(await post(second.app, "/api/volunteers", volunteer)).toBe(201);
      expect(await post(second.app, "/api/contact", contact, "203.0.113.51")).toBe(201);
      await second.close();
    } finally {
      await store.cleanup();
    }
    // Two apps start on one data folder in turn: on a busy machine that took 36 s.
  }, 90_000);

  it("starts a new window when the old one has ended, and deletes expired counters", async () => {
    const { app } = await buildTestApp({ engine, env });
    const { database } = app.services;
    const key = "POST /api/contact|203.0.113.60";
    // A full window that has ended, and a stale row of a client long gone.
    await database.query(
      `insert into rate_limits (key, count, expires_at) values
         ($1, 99, now() - interval '1 second'), ('POST /api/contact|198.51.100.1', 5, now() - interval '1 hour')`,
      [key],
    );
    expect(await post(app, "/api/contact", contact, "203.0.113.60")).toBe(201);
    const { rows } = await database.query<{ count: number }>(
      "select count from rate_limits where key = $1",
      [key],
    );
    expect(rows).toEqual([{ count: 1 }]);
    await expect
      .poll(
        async () =>
          (await database.query("select 1 from rate_limits where key like '%198.51.100.1'")).rows
            .length,
      )
      .toBe(0);
  });
});

// PGlite is one process's database: two instances on one database need PostgreSQL.
describe.runIf(engines.includes("postgres"))("two instances on one PostgreSQL", () => {
  it("share one limit: the limit holds across them, not once per instance", async () => {
    const store = await createTestStore("postgres");
    try {
      const a = await buildTestApp({ engine: "postgres", env, store });
      const b = await buildTestApp({ engine: "postgres", env, store });
      const codes: number[] = [];
      for (let i = 0; i < 2 * LIMIT; i++)
        codes.push(await post(i % 2 ? b.app : a.app, "/api/contact", contact));
      expect(codes.filter((c) => c === 201)).toHaveLength(LIMIT);
      expect(codes.slice(LIMIT)).toEqual([429, 429, 429]);
      // At once, too: the upsert is atomic, so concurrent requests never both take the last slot.
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(i % 2 ? b.app : a.app, "/api/contact", contact, "203.0.113.70"),
        ),
      );
      expect(burst.filter((c) => c === 201)).toHaveLength(LIMIT);
      await b.close();
      await a.close();
    } finally {
      await store.cleanup();
    }
  });
});
