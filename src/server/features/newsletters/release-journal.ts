import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
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
  // Kept open between rounds: a round's line is then one write(2), straight before the
  // dots. appendFileSync would also open and close the file each round, and a close that
  // blocks under I/O load (after the line is in) would stretch the gap in which a kill
  // loses the round (decision 050).
  let fd: number | undefined;
  return {
    record(ids) {
      if (fd === undefined) {
        if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
        fd = openSync(file, "a");
      }
      writeSync(fd, `${ids.join("\n")}\n`);
    },
    released() {
      if (!existsSync(file)) return new Set();
      return new Set(readFileSync(file, "utf8").split("\n").filter(Boolean));
    },
    clear() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
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
