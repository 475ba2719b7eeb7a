import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { contactMessages, donations } from "../db/schema";
import { seedDemoData } from "../db/seed";
import { RETENTION_JOB } from "../features/privacy/retention";
import { buildTestApp } from "../test/app";
import { createTestStore, type Engine, engines, type TestStore } from "../test/databases";
import { listBackups } from "./files";
import { BACKUP_JOB, runDailyBackup } from "./job";
import { backupDatabase, backupPgliteDataDir, backupPostgres } from "./make";
import { restorePglite, restorePostgres } from "./restore";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function store(engine: Engine): Promise<TestStore> {
  const created = await createTestStore(engine);
  cleanups.push(() => created.cleanup());
  return created;
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "qamar-backup-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function open(target: TestStore): Promise<Database> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  cleanups.push(() => database.close());
  return database;
}

/**
 * Every row of every table in the app's schema, the migrations' and the job queue's, as
 * JSON text sorted per table: two databases with the same rows give the same value.
 */
async function allRows(database: Database, schemas = ["public", "drizzle", "pgboss"]) {
  const { rows: tables } = await database.query<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2`,
    [schemas],
  );
  const result: Record<string, string[]> = {};
  for (const { s, t } of tables) {
    const { rows } = await database.query<{ r: string }>(
      `select to_jsonb(x)::text as r from "${s}"."${t}" x`,
    );
    result[`${s}.${t}`] = rows.map((row) => row.r).sort();
  }
  return result;
}

/** A database with rows in many tables: the demo campaign, a message, donations, a job. */
async function fillApp(source: TestStore) {
  const { app, close } = await buildTestApp({ store: source, work: false });
  const { db } = app.services.database;
  await seedDemoData(db);
  await db.insert(contactMessages).values({
    name: "Fatima",
    email: "fatima@example.nl",
    message: "Hoe kan ik helpen?",
  });
  await db.insert(donations).values(
    [1000, 2500].map((amountCents, i) => ({
      kind: "one-off" as const,
      purpose: "Algemene steun",
      amountCents,
      provider: "demo" as const,
      email: `gever${i}@example.nl`,
    })),
  );
  // Through the public forms: each stores its rows and its e-mails in the outbox.
  const forms: [string, object][] = [
    [
      "/api/volunteers",
      { name: "Sara de Vries", email: "sara@example.nl", motivation: "Ik wil helpen." },
    ],
    [
      "/api/monthly-donors",
      {
        firstName: "Ibrahim",
        lastName: "Jansen",
        email: "ibrahim@example.nl",
        iban: "NL91ABNA0417164300",
        amount: "15",
        mandateAccepted: true,
      },
    ],
    [
      "/api/donations",
      { kind: "sadaqa", firstName: "Yusuf", lastName: "Bakker", email: "yusuf@example.nl" },
    ],
    ["/api/newsletter/signup", { email: "lezer@example.nl" }],
  ];
  for (const [url, payload] of forms) {
    const res = await app.inject({ method: "POST", url, payload: { amount: 10, ...payload } });
    expect(res.statusCode, url).toBe(201);
  }
  await app.services.queue.send(RETENTION_JOB, {});
  return { app, close };
}

/** The tables of the app's own schema that hold rows. */
const filled = (rows: Record<string, unknown[]>) =>
  Object.keys(rows)
    .filter((table) => table.startsWith("public.") && rows[table]!.length > 0)
    .sort();

// A backup and a restore each start and stop the database: minutes on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

describe.each(engines)("backup and restore on %s", (engine) => {
  it("restores into an empty target with the same rows in every table", async () => {
    const source = await store(engine);
    const { close } = await fillApp(source);
    await close(); // the app stops, as `npm run backup` on PGlite requires
    const dir = tempDir();
    const backup =
      engine === "pglite"
        ? await backupPgliteDataDir(source.dataDir, dir)
        : await backupPostgres(source.databaseUrl!, dir);
    expect(await listBackups(dir)).toEqual([backup]);
    expect(backup.name).toMatch(engine === "pglite" ? /\.pglite\.tar\.gz$/ : /\.pgdump$/);
    // Donors' names and IBANs: readable by the owner only.
    expect((statSync(backup.path).mode & 0o777).toString(8)).toBe("600");

    const target: TestStore =
      engine === "pglite"
        ? { engine, dataDir: tempDir(), cleanup: async () => {} }
        : await store(engine);
    if (engine === "pglite") await restorePglite(backup.path, target.dataDir);
    else await restorePostgres(backup.path, target.databaseUrl!);

    const before = await allRows(await open(source));
    const after = await allRows(await open(target));
    expect(before["public.donations"]).toHaveLength(3);
    expect(filled(before)).toEqual(
      expect.arrayContaining([
        "public.campaigns",
        "public.contact_messages",
        "public.donations",
        "public.monthly_donors",
        "public.newsletter_signups",
        "public.outbound_emails",
        "public.volunteer_applications",
      ]),
    );
    expect(before["pgboss.job"]?.some((row) => row.includes(RETENTION_JOB))).toBe(true);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
  });

  it("refuses to restore over a target that holds data", async () => {
    // A migrated database holds tables: it is refused before the file is even read.
    const target = await store(engine);
    const migrated = await openDatabase({
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
    });
    await migrated.migrate();
    await migrated.close();
    const file = path.join(
      tempDir(),
      engine === "pglite" ? "qamar-x.pglite.tar.gz" : "qamar-x.pgdump",
    );
    writeFileSync(file, "niet gelezen");
    if (engine === "pglite") {
      const files = readdirSync(path.join(target.dataDir, "pglite")).sort();
      await expect(restorePglite(file, target.dataDir)).rejects.toThrow(
        /pglite is niet leeg\. Terugzetten gebeurt alleen in een lege map/,
      );
      expect(readdirSync(path.join(target.dataDir, "pglite")).sort()).toEqual(files);
    } else {
      await expect(restorePostgres(file, target.databaseUrl!)).rejects.toThrow(
        /De database van DATABASE_URL is niet leeg \(\d+ tabellen/,
      );
    }
  });

  it("refuses a file of the other engine", async () => {
    const dir = tempDir();
    const other = path.join(dir, engine === "pglite" ? "qamar-x.pgdump" : "qamar-x.pglite.tar.gz");
    writeFileSync(other, "x");
    const restore =
      engine === "pglite"
        ? restorePglite(other, dir)
        : restorePostgres(other, "postgres://postgres@127.0.0.1:1/leeg");
    await expect(restore).rejects.toThrow(
      engine === "pglite" ? /geen PGlite-back-up/ : /geen pg_dump-back-up/,
    );
  });
});

describe("a damaged PGlite backup", () => {
  it("is refused and leaves the data directory empty for the next attempt", async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, "qamar-20261125T120000Z.pglite.tar.gz");
    writeFileSync(file, "geen tar-archief");
    await expect(restorePglite(file, dataDir)).rejects.toThrow(/kon niet worden teruggezet/);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    expect(existsSync(path.join(dataDir, "app.lock"))).toBe(false);
  });
});

describe("the daily PGlite backup", () => {
  it("is scheduled daily and writes a backup of the running app, keeping the 14 newest", async () => {
    const source = await store("pglite");
    const { app } = await fillApp(source);
    const { config } = app.services;
    const { rows } = await app.services.database.query<{ name: string; cron: string }>(
      "select name, cron from pgboss.schedule where name = $1",
      [BACKUP_JOB],
    );
    expect(rows).toEqual([{ name: BACKUP_JOB, cron: "45 2 * * *" }]);
    expect(config.BACKUP_DIR).toBe(path.join(config.DATA_DIR, "backups"));

    const dir = tempDir();
    for (let day = 1; day <= 15; day++) {
      writeFileSync(
        path.join(dir, `qamar-202611${String(day).padStart(2, "0")}T024500Z.pglite.tar.gz`),
        "oud",
      );
    }
    const { backup, removed } = await runDailyBackup(app.services.database, dir);
    expect(removed).toEqual([
      "qamar-20261102T024500Z.pglite.tar.gz",
      "qamar-20261101T024500Z.pglite.tar.gz",
    ]);
    const kept = await listBackups(dir);
    expect(kept).toHaveLength(14);
    expect(kept[0]).toEqual(backup);
    expect(backup.sizeBytes).toBeGreaterThan(100_000);
    expect(existsSync(`${backup.path}.partial`)).toBe(false);

    // Restored, it holds what the app had stored (the queue's own tables move on meanwhile).
    const target: TestStore = { engine: "pglite", dataDir: tempDir(), cleanup: async () => {} };
    await restorePglite(backup.path, target.dataDir);
    const schemas = ["public", "drizzle"];
    const restored = await allRows(await open(target), schemas);
    expect(restored["public.contact_messages"]).toHaveLength(1);
    expect(restored).toEqual(await allRows(app.services.database, schemas));
  });
});

describe.each(engines)("two backups in the same second on %s", (engine) => {
  it("both succeed and leave one complete backup, no temporary file", async () => {
    const source = await store(engine);
    const { app } = await fillApp(source);
    const dir = tempDir();
    // A double click, or two instances that share BACKUP_DIR: one name for both.
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-12-07T18:00:00.400Z"));
    const make = () =>
      backupDatabase(app.services.database, { databaseUrl: source.databaseUrl, dir });
    const [first, second] = await Promise.all([make(), make()]);
    vi.restoreAllMocks();
    const name = `qamar-20261207T180000Z${engine === "pglite" ? ".pglite.tar.gz" : ".pgdump"}`;
    expect([first.name, second.name]).toEqual([name, name]);
    expect(second).toEqual(first);
    expect(readdirSync(dir)).toEqual([name]);

    const target: TestStore =
      engine === "pglite"
        ? { engine, dataDir: tempDir(), cleanup: async () => {} }
        : await store(engine);
    if (engine === "pglite") await restorePglite(first.path, target.dataDir);
    else await restorePostgres(first.path, target.databaseUrl!);
    const schemas = ["public", "drizzle"];
    expect(await allRows(await open(target), schemas)).toEqual(
      await allRows(app.services.database, schemas),
    );
  });
});
