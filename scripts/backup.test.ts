// `npm run backup` and `npm run restore` as an operator runs them: their refusals and
// messages, in a child process with the environment given here.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "../src/server/db/data-dir-lock";

const root = path.resolve(import.meta.dirname, "..");
let dir = "";
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = "";
});

function run(script: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  dir ||= mkdtempSync(path.join(os.tmpdir(), "qamar-backup-cli-"));
  // A PATH with nothing on it: no pg_dump, no pg_restore (node is started by its full path).
  const emptyPath = path.join(dir, "bin");
  mkdirSync(emptyPath, { recursive: true });
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts", `${script}.ts`), ...args],
    {
      cwd: root,
      encoding: "utf8",
      env: { PATH: emptyPath, NODE_ENV: "test", DATA_DIR: path.join(dir, "data"), ...env },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const unreachable = "postgres://postgres@127.0.0.1:1/qamar";

describe("npm run backup", () => {
  it("says pg_dump is missing, and how to install it, when it is not on the PATH", () => {
    const result = run("backup", { DATABASE_URL: unreachable });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pg_dump is niet gevonden op het PATH/);
    expect(result.stderr).toMatch(/apt-get install postgresql-client/);
  });

  it("refuses a PGlite DATA_DIR that the running app holds, naming the app's own backups", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "qamar-backup-cli-"));
    const data = path.join(dir, "data");
    mkdirSync(path.join(data, "pglite"), { recursive: true });
    writeFileSync(path.join(data, "pglite", "PG_VERSION"), "18\n");
    const lock = acquireDataDirLock(data); // held by this (running) test process
    try {
      const result = run("backup", {});
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/in use by another running instance \(pid \d+\)/);
      expect(result.stderr).toMatch(/De app draait en PGlite laat maar één proces tegelijk toe/);
      expect(result.stderr).toMatch(/'Nu een back-up maken' op de pagina Livegang/);
    } finally {
      lock.release();
    }
  });

  it("says there is nothing to back up in a DATA_DIR without a database", () => {
    const result = run("backup", {});
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Er staat geen database in .*pglite: niets om te bewaren/);
  });
});

describe("npm run restore", () => {
  it("asks for a file", () => {
    const result = run("restore", {});
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Gebruik: npm run restore BESTAND/);
  });

  it("says pg_restore is missing before it touches the database", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "qamar-backup-cli-"));
    const file = path.join(dir, "qamar-20261125T120000Z.pgdump");
    writeFileSync(file, "x");
    const result = run("restore", { DATABASE_URL: unreachable }, [file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pg_restore is niet gevonden op het PATH/);
  });
});
