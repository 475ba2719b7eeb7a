import pg from "pg";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

describe("DATABASE_POOL_SIZE", () => {
  it("is 10 by default and refuses fewer than 2 or more than 100", () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).DATABASE_POOL_SIZE).toBe(4);
    for (const bad of ["1", "101", "veel"])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe.runIf(engines.includes("postgres"))("the app's pool on PostgreSQL", () => {
  it("opens at most DATABASE_POOL_SIZE connections for its queries", async () => {
    const { app, store } = await buildTestApp({
      engine: "postgres",
      env: { DATABASE_POOL_SIZE: "2" },
      work: false,
    });
    const watcher = new pg.Client({ connectionString: store.databaseUrl });
    await watcher.connect();
    try {
      const sleeping = async () =>
        (
          await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and query like 'select pg_sleep(%'
                and state = 'active'`,
          )
        ).rows[0]!.n;
      // Six slow queries at once: two run, the others wait for a connection.
      const queries = Array.from({ length: 6 }, () =>
        app.services.database.query("select pg_sleep(0.5)"),
      );
      await expect.poll(sleeping).toBe(2);
      expect(await sleeping()).toBe(2);
      await Promise.all(queries);
    } finally {
      await watcher.end();
    }
  });
});
