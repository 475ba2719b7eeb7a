import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { standIns } from "@shared/site-details";
import { describe, expect, it } from "vitest";
import { ConfigError, checkFoundationFacts } from "./config";

const root = path.resolve(import.meta.dirname, "../..");
const production = { NODE_ENV: "production", ALLOW_PLACEHOLDERS: "0" } as const;

describe("the foundation's facts at server start", () => {
  it("refuses stand-ins in production, listing them; ALLOW_PLACEHOLDERS=1 lets it start", () => {
    expect(() => checkFoundationFacts(production)).toThrow(ConfigError);
    expect(() => checkFoundationFacts(production)).toThrow(/registration\.kvk: 12345678/);
    expect(() => checkFoundationFacts({ ...production, ALLOW_PLACEHOLDERS: "1" })).not.toThrow();
    expect(() => checkFoundationFacts({ ...production, NODE_ENV: "development" })).not.toThrow();
    expect(() => checkFoundationFacts(production, undefined, [])).not.toThrow();
    expect(standIns.length).toBeGreaterThan(0);
  });

  it("refuses malformed facts anywhere, naming the field", () => {
    const malformed = { registration: { kvk: "1" } };
    expect(() => checkFoundationFacts({ ...production, NODE_ENV: "test" }, malformed)).toThrow(
      /registration\.kvk: een KvK-nummer heeft 8 cijfers/,
    );
  });

  it("stops the real server in production with the stand-ins named", { timeout: 120_000 }, () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-facts-"));
    try {
      const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          LOG_LEVEL: "silent",
          DATA_DIR: dataDir,
          PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
          NODE_ENV: "production",
          APP_SECRET: "test-secret-test-secret-test-secret-1234",
          PAYMENT_PROVIDER: "mollie",
          MOLLIE_API_KEY: "test_nepsleutel",
          ADMIN_EMAILS: "beheer@example.org",
        },
        encoding: "utf8",
        timeout: 90_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("contact.phone: +31 20 123 4567");
      expect(result.stderr).toContain("ALLOW_PLACEHOLDERS=1");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
