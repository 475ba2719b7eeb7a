import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { load, peakRssMb, type Runtime, rssMb, startApp } from "./lib";
import { isMain } from "../lib/is-main.mjs";

/** How long the started app is left alone before its idle memory is read. */
const IDLE_MS = 10_000;

interface StartFigures {
  runtime: Runtime;
  database: "pglite" | "postgres";
  /** ms from spawn to a healthy /api/health, first start on a new data folder/database */
  startupFirstMs: number;
  /** ms to healthy on a second start (migrations already applied) */
  startupMs: number;
  /** RSS after the second start has idled, before any request */
  idleRssMb: number | null;
}

/**
 * Start-up time and idle memory of the server, built (what `npm start` runs) and through
 * tsx (what `npm run serve`/`dev` run), on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL; then requests/s for / and /api/health on the built server.
 */
export async function benchFoundation() {
  const starts: StartFigures[] = [];
  const databases: StartFigures["database"][] = process.env.DATABASE_URL
    ? ["pglite", "postgres"]
    : ["pglite"];
  for (const database of databases) {
    for (const runtime of ["tsx", "built"] as const) {
      starts.push(await measureStart(runtime, database));
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-"));
  try {
    const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const home = await load({ url: `${app.url}/` });
    const health = await load({ url: `${app.url}/api/health` });
    const rss = peakRssMb(app.child.pid);
    await app.stop();
    return { starts, home, health, peakRssMbUnderLoad: rss };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureStart(
  runtime: Runtime,
  database: StartFigures["database"],
): Promise<StartFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-"));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database === "postgres" ? (process.env.DATABASE_URL ?? "") : "",
  };
  try {
    const first = await startApp(env, runtime);
    await first.stop();
    const app = await startApp(env, runtime);
    await sleep(IDLE_MS);
    const idleRssMb = rssMb(app.child.pid);
    await app.stop();
    return {
      runtime,
      database,
      startupFirstMs: Math.round(first.startupMs),
      startupMs: Math.round(app.startupMs),
      idleRssMb,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchFoundation(), null, 2));
}
