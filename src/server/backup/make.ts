import { existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { chmod, link, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "../db/client";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock";
import { type BackupFile, type BackupKind, backupFileName, unusableBackupDir } from "./files";
import { BackupError, pgDump, requirePgTool } from "./pg-tools";

/**
 * Writes the file under a temporary name of its own and links it to its final name when
 * complete, so a backup that failed half-way is never listed (nor counted as the latest
 * one). Two backups in one second (a double click, or two instances sharing BACKUP_DIR)
 * each write their own temporary file; the link fails for the second, which then keeps
 * the first one's complete file instead of writing over it. A backup holds donors' names
 * and IBANs: the file is its owner's only (0600), whatever wrote it (pg_dump creates its
 * file under the umask), and a folder made for it too (0700).
 */
async function writeBackup(
  dir: string,
  kind: BackupKind,
  write: (file: string) => Promise<void>,
): Promise<BackupFile> {
  await mkdir(dir, { recursive: true, mode: 0o700 }).catch((error) => {
    throw unusableBackupDir(dir, error);
  });
  const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const name = backupFileName(kind, createdAt);
  const file = path.join(dir, name);
  const partial = `${file}.${process.pid}-${randomUUID()}.partial`;
  try {
    await write(partial);
    await chmod(partial, 0o600);
    await link(partial, file).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return;
      // A file system without hard links (some network shares): a plain rename.
      if (error.code === "EPERM" || error.code === "ENOTSUP" || error.code === "ENOSYS")
        return rename(partial, file);
      throw error;
    });
  } finally {
    await rm(partial, { force: true });
  }
  const { size } = await stat(file);
  return { name, path: file, kind, createdAt, sizeBytes: size };
}

async function writeBlob(file: string, blob: Blob): Promise<void> {
  await writeFile(file, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
}

/** PostgreSQL: pg_dump --format=custom (a consistent snapshot while the app runs). */
export async function backupPostgres(databaseUrl: string, dir: string): Promise<BackupFile> {
  await requirePgTool("pg_dump");
  return writeBackup(dir, "postgres", (file) => pgDump(databaseUrl, file));
}

/** A backup by the running app: PGlite's data directory, or pg_dump on PostgreSQL. */
export async function backupDatabase(
  database: Database,
  options: { databaseUrl?: string; dir: string },
): Promise<BackupFile> {
  const dump = database.dumpDataDir?.bind(database);
  if (dump)
    return writeBackup(options.dir, "pglite", async (file) => writeBlob(file, await dump()));
  if (!options.databaseUrl) throw new BackupError("Geen DATABASE_URL om een back-up van te maken.");
  return backupPostgres(options.databaseUrl, options.dir);
}

/**
 * PGlite while the app is stopped (`npm run backup`). PGlite allows one process per data
 * directory, so while the app holds DATA_DIR this refuses: the running app makes its own
 * backups (daily, and on request in the admin).
 */
export async function backupPgliteDataDir(dataDir: string, dir: string): Promise<BackupFile> {
  const pgdata = path.join(dataDir, "pglite");
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    throw new BackupError(
      `Er staat geen database in ${path.resolve(pgdata)}: niets om te bewaren.`,
    );
  }
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message}\nDe app draait en PGlite laat maar één proces tegelijk toe. De app ` +
        "maakt zelf elke nacht een back-up in BACKUP_DIR; een beheerder maakt er nu een met " +
        "'Nu een back-up maken' op de pagina Livegang in het beheer. Of stop de app en draai " +
        "npm run backup opnieuw.",
    );
  }
  try {
    const client = await PGlite.create(pgdata);
    try {
      await client.exec("checkpoint");
      const blob = await client.dumpDataDir("gzip");
      return await writeBackup(dir, "pglite", (file) => writeBlob(file, blob));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
