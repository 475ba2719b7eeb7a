// npm start: checks the configuration, builds the site when the build is missing or
// stale, then serves it. The server runs in this process so SIGTERM/SIGINT reach its
// graceful shutdown directly (docs/decisions/002).
import { register } from "tsx/esm/api";
import { build } from "./lib/build.mjs";

register();
const { ConfigError, loadConfig } = await import("../src/server/config.ts");
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
if (process.env.SKIP_BUILD !== "1") build();
await import("../src/server/main.ts");
