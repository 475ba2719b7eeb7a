// npm start: builds the server into plain JavaScript when its build is missing or stale,
// checks the configuration and the foundation's facts, builds the site when its build is missing or stale, then
// serves it. The server runs in this process so SIGTERM/SIGINT reach its graceful
// shutdown directly (docs/decisions/002).
import { build } from "./lib/build.mjs";
import { buildServer } from "./lib/build-server.mjs";

// Stack traces point into the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
buildServer();
const { ConfigError, checkFoundationFacts, loadConfig } = await import("../dist/server/config.js");
try {
  checkFoundationFacts(loadConfig());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
if (process.env.SKIP_BUILD !== "1") build();
await import("../dist/server/main.js");
