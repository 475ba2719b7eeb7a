// npm run restore FILE: puts a backup back into an empty target, never over data.
// PGlite (no DATABASE_URL): a .pglite.tar.gz into DATA_DIR, whose pglite folder must be
// empty or absent. PostgreSQL: a .pgdump into the empty database of DATABASE_URL.
import { ConfigError, loadConfig } from "../src/server/config";
import { BackupError } from "../src/server/backup/pg-tools";
import { restorePglite, restorePostgres } from "../src/server/backup/restore";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";

const file = process.argv[2];
try {
  if (!file)
    throw new BackupError("Gebruik: npm run restore BESTAND (een .pglite.tar.gz of .pgdump)");
  const config = loadConfig();
  if (config.DATABASE_URL) await restorePostgres(file, config.DATABASE_URL);
  else await restorePglite(file, config.DATA_DIR);
  const target = config.DATABASE_URL
    ? "de database van DATABASE_URL"
    : `DATA_DIR ${config.DATA_DIR}`;
  console.log(`Teruggezet: ${file} in ${target}. Start de app om de gegevens te gebruiken.`);
} catch (error) {
  const known =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError;
  if (!known) throw error;
  console.error(`\n${error.message}\n`);
  process.exitCode = 1;
}
