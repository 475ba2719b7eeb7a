import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { load, peakRssMb, startApp } from "./lib";

/**
 * Issue 2's figures: time from `npm start` (build present) to a healthy /api/health, on a
 * new data folder and on a second start; requests/s for / and /api/health.
 */
export async function benchFoundation() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-"));
  try {
    const first = await startApp({ DATA_DIR: dataDir });
    await first.stop();
    const app = await startApp({ DATA_DIR: dataDir });
    const home = await load({ url: `${app.url}/` });
    const health = await load({ url: `${app.url}/api/health` });
    const rss = peakRssMb(app.child.pid);
    await app.stop();
    return {
      startupNewDataDirMs: Math.round(first.startupMs),
      startupMs: Math.round(app.startupMs),
      home,
      health,
      peakRssMb: rss,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchFoundation(), null, 2));
}
