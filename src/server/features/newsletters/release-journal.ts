import {
  accessSync,
  appendFileSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import path from "node:path";

/**
 * Which deliveries were released, kept in a file beside PGlite's data (docs/decisions/050).
 * After a round's commit, its ids are appended with one synchronous write and only then
 * are its final dots let go. So after a crash, a 'sent' row without the server's answer
 * that is not in here was never released: it is sent again. One process owns a PGlite
 * DATA_DIR, so the file is that process's alone. On PostgreSQL several processes may share
 * a DATA_DIR, so each writes its own file, named by its worker instance id.
 */
export interface ReleaseJournal {
  /** Synchronous: survives the process being killed the moment it returns. */
  record(ids: string[]): void;
  released(): Set<string>;
  clear(): void;
}

export function fileReleaseJournal(dataDir: string, instanceId?: string): ReleaseJournal {
  const name = instanceId ? `newsletter-released-${instanceId}.log` : "newsletter-released.log";
  const file = path.join(dataDir, name);
  return {
    record(ids) {
      if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
      appendFileSync(file, `${ids.join("\n")}\n`);
    },
    released() {
      if (!existsSync(file)) return new Set();
      return new Set(readFileSync(file, "utf8").split("\n").filter(Boolean));
    },
    clear() {
      rmSync(file, { force: true });
    },
  };
}

/** The folder, resolved, when this process can create it and write in it; else null. */
export function writableDir(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return path.resolve(dir);
  } catch {
    return null;
  }
}
