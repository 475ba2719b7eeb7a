import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const start = path.resolve(import.meta.dirname, "start.mjs");

describe("npm start", () => {
  it("stops with a message naming a bad variable, before building the site", () => {
    const result = spawnSync(process.execPath, [start], {
      env: { ...process.env, PORT: "abc", MAIL_TRANSPORT: "pigeon" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
    expect(result.stderr).toContain("MAIL_TRANSPORT");
    expect(result.stdout).not.toContain("Site bouwen");
  });
});
