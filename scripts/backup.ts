// npm run backup: writes a backup of the database to BACKUP_DIR (default DATA_DIR/backups).
// PostgreSQL (DATABASE_URL): pg_dump --format=custom, safe while the app runs.
// PGlite: the data directory, only while the app is stopped (the running app backs
// itself up daily and on request in the admin).
import { ConfigError, loadConfig } from "../src/server/config";
import { backupPgliteDataDir, backupPostgres } from "../src/server/backup/make";
import { BackupError } from "../src/server/backup/pg-tools";

try {
  const config = loadConfig();
  const backup = config.DATABASE_URL
    ? await backupPostgres(config.DATABASE_URL, config.BACKUP_DIR)
    : await backupPgliteDataDir(config.DATA_DIR, config.BACKUP_DIR);
  const kilobytes = Math.ceil(backup.sizeBytes / 1024);
  const size = kilobytes < 1024 ? `${kilobytes} kB` : `${(kilobytes / 1024).toFixed(1)} MB`;
  console.log(`Back-up geschreven: ${backup.path} (${size})`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exitCode = 1;
}
