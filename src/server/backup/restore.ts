import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { acquireDataDirLock } from "../db/data-dir-lock";
import type { BackupKind } from "./files";
import { BackupError, pgRestore, requirePgTool } from "./pg-tools";

/** Which engine a backup file is for, from its name (as `npm run backup` writes it). */
function backupKindOf(file: string): BackupKind | null {
  if (/\.(tar\.gz|tgz)$/.test(file)) return "pglite";
  if (/\.(pgdump|dump)$/.test(file)) return "postgres";
  return null;
}

function requireFile(file: string, kind: BackupKind): void {
  if (!existsSync(file)) throw new BackupError(`Het bestand ${file} bestaat niet.`);
  const found = backupKindOf(file);
  if (found === kind) return;
  throw new BackupError(
    kind === "pglite"
      ? `${file} is geen PGlite-back-up (.pglite.tar.gz). Een .pgdump zet u terug met DATABASE_URL naar een lege PostgreSQL-database.`
      : `${file} is geen pg_dump-back-up (.pgdump). Een .pglite.tar.gz zet u terug zonder DATABASE_URL, in een lege DATA_DIR.`,
  );
}

/**
 * PGlite: unpacks the backup into DATA_DIR/pglite, which must be empty or absent; the
 * DATA_DIR lock is held meanwhile, so a running app cannot be restored over.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  requireFile(file, "pglite");
  const lock = acquireDataDirLock(dataDir);
  try {
    const pgdata = path.join(dataDir, "pglite");
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
      throw new BackupError(
        `${path.resolve(pgdata)} is niet leeg. Terugzetten gebeurt alleen in een lege map, zodat er nooit gegevens overschreven worden: kies een nieuwe DATA_DIR, of verplaats de oude map eerst.`,
      );
    }
    await mkdir(pgdata, { recursive: true });
    try {
      const client = await PGlite.create({
        dataDir: pgdata,
        loadDataDir: new Blob([await readFile(file)]),
      });
      await client.query("select 1");
      await client.close();
    } catch (error) {
      // The folder was empty: leave it so, and a corrected attempt is not refused.
      await rm(pgdata, { recursive: true, force: true });
      throw new BackupError(
        `${file} kon niet worden teruggezet: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } finally {
    lock.release();
  }
}

/** Tables, views and sequences outside PostgreSQL's own schemas: an empty database has none. */
async function userRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
         and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** PostgreSQL: pg_restore into the database of DATABASE_URL, which must be empty. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  requireFile(file, "postgres");
  await requirePgTool("pg_restore");
  const count = await userRelations(databaseUrl);
  if (count > 0) {
    throw new BackupError(
      `De database van DATABASE_URL is niet leeg (${count} tabellen, views of reeksen). Terugzetten gebeurt alleen in een lege database: maak er een aan (createdb) en wijs DATABASE_URL daarheen.`,
    );
  }
  await pgRestore(databaseUrl, file);
}
