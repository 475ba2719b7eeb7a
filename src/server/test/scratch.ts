import { accessSync, constants } from "node:fs";
import os from "node:os";

/**
 * Where tests put their data directories: `TEST_TMPDIR` when set, else a RAM-backed folder
 * when the machine has one (Linux's /dev/shm), else the system's temporary folder.
 *
 * Every test app starts from a copy of the migrated PGlite template, about 1,100 files
 * (40 MB). On this project's machines that copy takes some 1.4 s on disk and 0.1 s in
 * RAM, for each of the hundreds of test apps; PGlite's own writes are faster there too.
 * Each store is removed after its test, so the folder holds only what is running.
 */
export const scratchDir: string = process.env.TEST_TMPDIR || ramDir() || os.tmpdir();

function ramDir(): string | undefined {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return undefined;
  }
}
