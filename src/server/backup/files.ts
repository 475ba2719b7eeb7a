import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { BackupError } from "./pg-tools";

/**
 * Backup files in BACKUP_DIR: `qamar-<UTC time>.pglite.tar.gz` (PGlite's data directory)
 * or `qamar-<UTC time>.pgdump` (pg_dump's custom format). The time in the name makes the
 * names sort by age, so the newest is found without trusting file times.
 */
export type BackupKind = "pglite" | "postgres";

export interface BackupFile {
  name: string;
  path: string;
  kind: BackupKind;
  createdAt: Date;
  sizeBytes: number;
}

const EXTENSIONS: Record<BackupKind, string> = {
  pglite: ".pglite.tar.gz",
  postgres: ".pgdump",
};

const NAME = /^qamar-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(\.pglite\.tar\.gz|\.pgdump)$/;

/** `qamar-20261125T120000Z.pglite.tar.gz` for a PGlite backup made at that UTC second. */
export function backupFileName(kind: BackupKind, at: Date = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `qamar-${stamp}${EXTENSIONS[kind]}`;
}

/** The kind and time a backup's name says, or null for any other file. */
export function parseBackupName(name: string): { kind: BackupKind; createdAt: Date } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ext] = match;
  return {
    kind: ext === EXTENSIONS.pglite ? "pglite" : "postgres",
    createdAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`),
  };
}

/** BACKUP_DIR cannot be read or written (a file in its path, no rights): in Dutch. */
export function unusableBackupDir(dir: string, error: unknown): BackupError {
  const code = (error as NodeJS.ErrnoException).code ?? "onbekende fout";
  return new BackupError(
    `De map voor back-ups (BACKUP_DIR: ${dir}) is niet te gebruiken (${code}). Kies een map die de app kan lezen en schrijven.`,
  );
}

/**
 * The backups in `dir`, newest first; other files are ignored; no folder, no backups. A
 * folder that cannot be read is a BackupError naming BACKUP_DIR.
 */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw unusableBackupDir(dir, error);
  }
  const backups: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    const file = path.join(dir, name);
    const info = await stat(file);
    if (info.isFile()) backups.push({ name, path: file, ...parsed, sizeBytes: info.size });
  }
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The newest backup in `dir`, if any. */
export async function latestBackup(dir: string): Promise<BackupFile | undefined> {
  return (await listBackups(dir))[0];
}

/** Deletes all but the `keep` newest backups in `dir`; returns the names it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) await unlink(backup.path);
  return old.map((backup) => backup.name);
}
