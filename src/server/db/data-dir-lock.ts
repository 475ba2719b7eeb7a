import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite does not lock its folder, and two processes on one folder corrupt it.
 * We hold `DATA_DIR/app.lock` while running; a lock left by a process that
 * no longer runs is taken over.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Whether a process with this id runs on this host (a zombie counts as running). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), "app.lock");
  const token = randomUUID();
  const content = JSON.stringify({ pid: process.pid, token, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, content, { flag: "wx" });
      return {
        file,
        release() {
          try {
            const held = JSON.parse(readFileSync(file, "utf8")) as { token?: string };
            if (held.token === token) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: { pid?: number } = {};
      try {
        holder = JSON.parse(readFileSync(file, "utf8"));
      } catch {
        // unreadable lock: treat as stale
      }
      if (typeof holder.pid === "number" && isAlive(holder.pid)) {
        throw new DataDirLockedError(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another running instance (pid ${holder.pid}). ` +
            "Stop it first, or give this instance its own DATA_DIR (or a DATABASE_URL).",
        );
      }
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${file}`);
}
