import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupFileName, latestBackup, listBackups, parseBackupName, pruneBackups } from "./files";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folder(): string {
  dir = mkdtempSync(path.join(os.tmpdir(), "qamar-backups-"));
  return dir;
}

/** 16 PGlite backups, one a day from 1 to 16 November 2026 at 02:45 UTC. */
function sixteenDays(into: string): string[] {
  const names = Array.from({ length: 16 }, (_, i) =>
    backupFileName("pglite", new Date(Date.UTC(2026, 10, i + 1, 2, 45, 0))),
  );
  // Written in a shuffled order, so file times say nothing about age.
  for (const name of [...names].reverse()) writeFileSync(path.join(into, name), "x");
  return names;
}

describe("backup file names", () => {
  it("carry the UTC time to the second and the engine, and sort by time", () => {
    const at = new Date("2026-11-25T12:00:00.789Z");
    expect(backupFileName("pglite", at)).toBe("qamar-20261125T120000Z.pglite.tar.gz");
    expect(backupFileName("postgres", at)).toBe("qamar-20261125T120000Z.pgdump");
    expect(parseBackupName("qamar-20261125T120000Z.pgdump")).toEqual({
      kind: "postgres",
      createdAt: new Date("2026-11-25T12:00:00Z"),
    });
    expect(parseBackupName("qamar-20261125T120000Z.pgdump.partial")).toBeNull();
    expect(parseBackupName("notities.txt")).toBeNull();
    const earlier = backupFileName("pglite", new Date("2026-09-30T23:59:59Z"));
    expect([backupFileName("pglite", at), earlier].sort()[0]).toBe(earlier);
  });
});

describe("listBackups and latestBackup", () => {
  it("list the backups newest first, ignoring other and unfinished files", async () => {
    const into = folder();
    const names = sixteenDays(into);
    writeFileSync(path.join(into, "README.txt"), "geen back-up");
    writeFileSync(path.join(into, "qamar-20261201T000000Z.pglite.tar.gz.partial"), "half");
    mkdirSync(path.join(into, "oud"));
    const list = await listBackups(into);
    expect(list.map((b) => b.name)).toEqual([...names].reverse());
    expect(list[0]).toMatchObject({
      kind: "pglite",
      createdAt: new Date("2026-11-16T02:45:00Z"),
      sizeBytes: 1,
      path: path.join(into, names[15]!),
    });
    expect((await latestBackup(into))?.name).toBe(names[15]);
  });

  it("find nothing in an empty or missing folder", async () => {
    const into = folder();
    expect(await listBackups(into)).toEqual([]);
    expect(await latestBackup(path.join(into, "bestaat-niet"))).toBeUndefined();
  });
});

describe("pruneBackups", () => {
  it("keeps the 14 newest of 16 backups and leaves other files alone", async () => {
    const into = folder();
    const names = sixteenDays(into);
    writeFileSync(path.join(into, "README.txt"), "geen back-up");
    const removed = await pruneBackups(into, 14);
    expect(removed.sort()).toEqual(names.slice(0, 2));
    expect(readdirSync(into).sort()).toEqual([...names.slice(2), "README.txt"].sort());
    expect(await pruneBackups(into, 14)).toEqual([]);
  });
});
