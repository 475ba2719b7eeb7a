import { existsSync } from "node:fs";
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
