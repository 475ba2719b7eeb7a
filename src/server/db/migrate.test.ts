import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStore, engines, type TestStore } from "../test/databases";
import { pgQuery } from "../test/pg-query";
import { scratchDir } from "../test/scratch";
import { type Database, migrationsFolder, openDatabase } from "./client";

interface Journal {
  entries: { when: number; tag: string }[];
}
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
) as Journal;
const all = journal.entries.map((entry) => entry.when);

/**
 * Several instances starting together on one PostgreSQL database each migrate it at start
 * (PGlite is one process: nothing to race). Each instance here is a database handle with a
 * pool of its own, as in separate processes: all of them must start, and every migration
 * must be applied exactly once.
 */
describe.runIf(engines.includes("postgres"))("migrations from instances starting together", () => {
  const stores: TestStore[] = [];
  const open: Database[] = [];

  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
    for (const store of stores.splice(0)) await store.cleanup();
  });

  async function freshStore() {
    const store = await createTestStore("postgres");
    stores.push(store);
    return store;
  }

  async function instances(store: TestStore, count: number) {
    const opened = await Promise.all(
      Array.from({ length: count }, () =>
        openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl }),
      ),
    );
    open.push(...opened);
    return opened;
  }

  /** Each migrate() call's outcome: "ok" or PostgreSQL's error, so a failure names itself. */
  async function outcomes(runs: Promise<void>[]) {
    const results = await Promise.allSettled(runs);
    return results.map((r) => {
      if (r.status === "fulfilled") return "ok";
      const error = r.reason as Error & { cause?: Error };
      return error.cause?.message ?? error.message; // drizzle wraps the driver's error
    });
  }

  /** The database as an earlier release left it: the first `count` migrations applied. */
  async function migrateFirst(store: TestStore, count: number) {
    const folder = mkdtempSync(path.join(scratchDir, "qamar-migrations-"));
    const pool = new pg.Pool({ connectionString: store.databaseUrl });
    try {
      cpSync(migrationsFolder, folder, { recursive: true });
      writeFileSync(
        path.join(folder, "meta", "_journal.json"),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
      );
      await migrate(drizzle(pool), { migrationsFolder: folder });
    } finally {
      await pool.end();
      rmSync(folder, { recursive: true, force: true });
    }
  }

  /**
   * Starts every instance's migration while the list of applied migrations is locked, and
   * lets them go once each one waits for a lock: so none of them can finish before all have
   * begun, however the machine schedules them.
   */
  async function migrateAtOnce(store: TestStore, databases: Database[]) {
    const url = store.databaseUrl!;
    const name = new URL(url).pathname.slice(1);
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query("begin");
      await blocker.query("lock table drizzle.__drizzle_migrations in access exclusive mode");
      const settled = outcomes(databases.map((database) => database.migrate()));
      await expect
        .poll(async () => {
          const [row] = await pgQuery<{ n: number }>(
            url,
            `select count(*)::int as n from pg_stat_activity
              where datname = $1 and wait_event_type = 'Lock'`,
            [name],
          );
          return row!.n;
        })
        .toBe(databases.length);
      await blocker.query("commit");
      return await settled;
    } finally {
      await blocker.end();
    }
  }

  const applied = async (url: string) =>
    (
      await pgQuery<{ created_at: string }>(
        url,
        "select created_at from drizzle.__drizzle_migrations order by id",
      )
    ).map((row) => Number(row.created_at));

  /** Every column of the app's tables: what the migrations built. */
  const columns = async (url: string) =>
    (
      await pgQuery<{ c: string }>(
        url,
        `select table_name || '.' || column_name || ' ' || data_type as c
           from information_schema.columns where table_schema = 'public'
          order by table_name, column_name`,
      )
    ).map((row) => row.c);

  it("on a new database: all start, each migration applied once, the schema complete", async () => {
    const store = await freshStore();
    const databases = await instances(store, 3);
    expect(await outcomes(databases.map((database) => database.migrate()))).toEqual([
      "ok",
      "ok",
      "ok",
    ]);
    expect(await applied(store.databaseUrl!)).toEqual(all);

    // The same schema as one instance alone builds.
    const alone = await freshStore();
    const [single] = await instances(alone, 1);
    await single!.migrate();
    expect(await columns(store.databaseUrl!)).toEqual(await columns(alone.databaseUrl!));
  });

  it("with none applied yet, all reading the list at once: each applied once", async () => {
    const store = await freshStore();
    await migrateFirst(store, 0); // drizzle's own schema and table, still empty
    expect(await migrateAtOnce(store, await instances(store, 3))).toEqual(["ok", "ok", "ok"]);
    expect(await applied(store.databaseUrl!)).toEqual(all);
  });

  it("with one new migration, all reading the list at once: it is applied once", async () => {
    const store = await freshStore();
    await migrateFirst(store, all.length - 1);
    expect(await migrateAtOnce(store, await instances(store, 3))).toEqual(["ok", "ok", "ok"]);
    expect(await applied(store.databaseUrl!)).toEqual(all);
  });
});
