import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { adminAndMember, asBrowser } from "../../test/auth";

// A backup reads the whole database: many seconds on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

describe.each(engines)("backups in the admin on %s", (engine) => {
  it("makes a backup now and lists it; members are refused", async () => {
    const { app, config } = await buildTestApp({ engine, work: false });
    const { admin, member } = await adminAndMember(app);
    const list = () => app.inject({ url: "/api/admin/backups", headers: { cookie: admin } });
    expect((await list()).json()).toEqual({ directory: config.BACKUP_DIR, backups: [] });

    const refused = await app.inject({
      method: "POST",
      url: "/api/admin/backups",
      headers: asBrowser(app, member),
    });
    expect(refused.statusCode).toBe(403);
    expect(existsSync(config.BACKUP_DIR)).toBe(false);

    const made = await app.inject({
      method: "POST",
      url: "/api/admin/backups",
      headers: asBrowser(app, admin),
    });
    expect(made.statusCode).toBe(201);
    const backup = made.json();
    expect(backup).toMatchObject({ kind: engine });
    expect(backup.name).toMatch(
      engine === "pglite" ? /^qamar-\d{8}T\d{6}Z\.pglite\.tar\.gz$/ : /\.pgdump$/,
    );
    expect(existsSync(path.join(config.BACKUP_DIR, backup.name))).toBe(true);
    expect((await list()).json().backups).toEqual([backup]);
  });
});

describe("a BACKUP_DIR the app cannot use", () => {
  it("is one red item of the checklist and a Dutch 409 naming BACKUP_DIR, not a 500", async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "qamar-backup-dir-"));
    try {
      // A file where a folder should be: no folder can be read or made under it.
      writeFileSync(path.join(parent, "een-bestand"), "geen map");
      const dir = path.join(parent, "een-bestand", "backups");
      const { app } = await buildTestApp({ work: false, env: { BACKUP_DIR: dir } });
      const { admin } = await adminAndMember(app);
      const expected = {
        error: "Back-up niet mogelijk",
        message: `De map voor back-ups (BACKUP_DIR: ${dir}) is niet te gebruiken (ENOTDIR). Kies een map die de app kan lezen en schrijven.`,
      };

      const checklist = await app.inject({ url: "/api/admin/go-live", headers: { cookie: admin } });
      expect(checklist.statusCode).toBe(200);
      const backup = checklist.json().checks.find((c: { id: string }) => c.id === "backup");
      expect(backup).toMatchObject({ mark: "red", message: expected.message });

      const list = await app.inject({ url: "/api/admin/backups", headers: { cookie: admin } });
      expect({ status: list.statusCode, body: list.json() }).toEqual({
        status: 409,
        body: expected,
      });
      const made = await app.inject({
        method: "POST",
        url: "/api/admin/backups",
        headers: asBrowser(app, admin),
      });
      expect({ status: made.statusCode, body: made.json() }).toEqual({
        status: 409,
        body: expected,
      });
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
