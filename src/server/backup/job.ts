import type { Database } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import { type BackupFile, pruneBackups } from "./files";
import { backupDatabase } from "./make";

/**
 * With PGlite the app backs itself up daily (no other process may open its data
 * directory) and keeps the newest BACKUPS_KEPT files in BACKUP_DIR.
 */
export const BACKUP_JOB = "backup.daily";
const BACKUPS_KEPT = 14;

export async function runDailyBackup(
  database: Database,
  dir: string,
): Promise<{ backup: BackupFile; removed: string[] }> {
  const backup = await backupDatabase(database, { dir });
  const removed = await pruneBackups(dir, BACKUPS_KEPT);
  return { backup, removed };
}

export function defineBackupJob(queue: JobQueue, database: Database, dir: string): void {
  queue.define({
    name: BACKUP_JOB,
    retryLimit: 2,
    retryDelay: 300,
    handle: async () => {
      await runDailyBackup(database, dir);
    },
  });
}
