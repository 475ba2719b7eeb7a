import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { freePortForTest } from "../../src/server/test/free-port";

export const root = path.resolve(import.meta.dirname, "../..");

export interface Started {
  url: string;
  child: ChildProcess;
  /** ms from spawn to the first healthy /api/health */
  startupMs: number;
  stop(): Promise<void>;
}

/**
 * How the server runs: `built` is `npm start` (node scripts/start.mjs, the built server);
 * `tsx` runs the TypeScript sources through tsx, as `npm run serve` and `npm run dev` do.
 */
export type Runtime = "built" | "tsx";

const runtimeArgs: Record<Runtime, string[]> = {
  built: [path.join(root, "scripts/start.mjs")],
  tsx: ["--import", "tsx", path.join(root, "src/server/main.ts")],
};

/** Starts the app on a free port; measures time from spawn to healthy. */
export async function startApp(
  env: Record<string, string>,
  runtime: Runtime = "built",
): Promise<Started> {
  const port = await freePortForTest();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, runtimeArgs[runtime], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The origin checks (sign-up, admin calls) compare against the public address.
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const startupMs = performance.now() - began;
  return {
    url,
    child,
    startupMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Peak resident memory of a process in MB (Linux /proc), or null elsewhere. */
export function peakRssMb(pid: number | undefined): number | null {
  return procStatusMb(pid, "VmHWM");
}

/** Resident memory of a process now, in MB (Linux /proc), or null elsewhere. */
export function rssMb(pid: number | undefined): number | null {
  return procStatusMb(pid, "VmRSS");
}

function procStatusMb(pid: number | undefined, field: "VmHWM" | "VmRSS"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
