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
 * that is not in here was never released: it is sent again. In the same synchronous pass,
 * once the dots are in the kernel's socket buffers, a second line (`+id`) says they were
 * handed over. A row with the first line and not the second is the only kind of row a
 * crash can leave in doubt: killed between the two lines, its dot may or may not have
 * left. One process owns a PGlite DATA_DIR, so the file is that process's alone. On
 * PostgreSQL several processes may share a DATA_DIR, so each writes its own file, named by
 * its worker instance id.
 */
export interface ReleaseJournal {
  /** Before the dots. Synchronous: survives the process being killed the moment it returns. */
  record(ids: string[]): void;
  /** After the dots: these were written to their sockets. Synchronous too. */
  recordHandedOver(ids: string[]): void;
  read(): JournalState;
  clear(): void;
}

export interface JournalState {
  /** Ids whose release began: their dots were about to be written. */
  released: Set<string>;
  /** Ids whose dots were written to the socket (the kernel sends them, even if we die). */
  handedOver: Set<string>;
}

const HANDED_OVER = "+";

export function fileReleaseJournal(dataDir: string, instanceId?: string): ReleaseJournal {
  const name = instanceId ? `newsletter-released-${instanceId}.log` : "newsletter-released.log";
  const file = path.join(dataDir, name);
  // Kept open between rounds: a round's line is then one write(2), straight before the
  // dots. appendFileSync would also open and close the file each round, and a close that
  // blocks under I/O load (after the line is in) would stretch the gap in which a kill
  // loses the round (decision 050).
  let fd: number | undefined;
  const append = (lines: string[]) => {
    if (fd === undefined) {
      if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
      fd = openSync(file, "a");
    }
    writeSync(fd, `${lines.join("\n")}\n`);
  };
  return {
    record: (ids) => append(ids),
    recordHandedOver: (ids) => append(ids.map((id) => HANDED_OVER + id)),
    read() {
      const state: JournalState = { released: new Set(), handedOver: new Set() };
      if (!existsSync(file)) return state;
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (line.startsWith(HANDED_OVER)) state.handedOver.add(line.slice(1));
        else if (line) state.released.add(line);
      }
      return state;
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
