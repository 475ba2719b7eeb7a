// npm run db:migrate: applies the committed migrations in drizzle/ to DATABASE_URL
// (or to the PGlite folder in DATA_DIR), then exits.
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
