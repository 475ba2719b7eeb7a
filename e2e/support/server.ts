import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { freePortForTest } from "../../src/server/test/free-port";
import { scratchDir } from "../../src/server/test/scratch";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Stops the server; its data folder is removed unless the caller gave it or keepData. */
  stop(signal?: NodeJS.Signals, options?: { keepData?: boolean }): Promise<void>;
}

export { freePortForTest as freePort };

/**
 * Starts the built app (`npm start` without its build steps: the server from dist/server,
 * built by the global setup) on a free port with its own data directory, and waits for
 * /api/health.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A fixed PORT lets a test restart the server where open pages will reconnect.
  const port = env.PORT ? Number(env.PORT) : await freePortForTest();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(scratchDir, "qamar-e2e-"));
  let log = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // A loaded machine (several test runs at once) takes over a minute for a fresh PGlite.
  const deadline = Date.now() + 110_000; // under the hook timeout (120 s)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    async stop(signal = "SIGTERM", { keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill(signal);
        await exited;
      }
      if (!env.DATA_DIR && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
