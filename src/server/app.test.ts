import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestStore, engines } from "./test/databases";
import { buildTestApp } from "./test/app";

describe.each(engines)("app on %s", (engine) => {
  it("answers the health check after a database round trip", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("reports 503 when the database does not answer", async () => {
    const { app } = await buildTestApp({ engine });
    const { database } = app.services;
    const query = database.query;
    database.query = async () => {
      throw new Error("connection refused");
    };
    try {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "error" });
    } finally {
      database.query = query;
    }
  });

  it("applies every migration and seeds the demo campaign once", async () => {
    const { app, store } = await buildTestApp({ engine, seed: true });
    const tables = await app.services.database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        "campaigns",
        "contact_messages",
        "donations",
        "monthly_donors",
        "outbound_emails",
        "volunteer_applications",
      ]),
    );
    await app.close();
    const again = await buildTestApp({ engine, seed: true, store });
    const campaigns = await again.app.services.database.query<{
      title: string;
      is_active: boolean;
    }>("select title, is_active from campaigns");
    expect(campaigns.rows).toEqual([{ title: "Winterhulp Gaza 2025", is_active: true }]);
    await again.close();
    await store.cleanup();
  });

  it("answers unknown API routes with a Dutch JSON 404", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({ method: "GET", url: "/api/bestaat-niet" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "Niet gevonden" });
  });

  it("sets security headers", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("DATA_DIR lock (PGlite)", () => {
  it("refuses a second app on the same DATA_DIR while the first runs", async () => {
    const first = await buildTestApp();
    await expect(buildTestApp({ store: first.store })).rejects.toThrow(
      /in use by another running instance/,
    );
    // The first app still works.
    expect((await first.app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });

  it("takes over a lock left by a process that has died", async () => {
    const store = await createTestStore();
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    writeFileSync(
      path.join(store.dataDir, "app.lock"),
      JSON.stringify({ pid: dead, token: "old" }),
    );
    const app = await buildTestApp({ store });
    expect((await app.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    await app.close();
    await store.cleanup();
  });

  it("releases the lock on close so the next start succeeds", async () => {
    const store = await createTestStore();
    const first = await buildTestApp({ store });
    await first.close();
    const second = await buildTestApp({ store });
    expect((await second.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    await second.close();
    await store.cleanup();
  });
});
