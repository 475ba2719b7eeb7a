import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, checkDataDir, loadConfig, sepaCreditorPlaceholders } from "./config";

describe("loadConfig", () => {
  it("uses the zero set-up defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.MAIL_TRANSPORT).toBe("outbox");
    expect(config.PAYMENT_PROVIDER).toBe("demo");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(20);
    expect(config.BACKUP_DIR).toBe(path.join("data", "backups"));
  });

  it("puts backups in DATA_DIR/backups unless BACKUP_DIR says otherwise", () => {
    expect(loadConfig({ DATA_DIR: "/srv/qamar" }).BACKUP_DIR).toBe("/srv/qamar/backups");
    expect(loadConfig({ DATA_DIR: "/srv/qamar", BACKUP_DIR: "/backup/qamar" }).BACKUP_DIR).toBe(
      "/backup/qamar",
    );
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT: must be a whole number.*"abc"/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ MAIL_TRANSPORT: "pigeon" })).toThrow(/MAIL_TRANSPORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("names a bad secret or URL without printing the secret or the password", () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error("accepted");
    };
    const secret = "Kq8vZ2-real-but-short-secret";
    const app = message({ APP_SECRET: secret });
    expect(app).toContain(`APP_SECRET: `);
    expect(app).toContain(`(got ${secret.length} characters)`);
    expect(app).not.toContain(secret);
    const db = message({ DATABASE_URL: "postgress://qamar:Db-Passw0rd-42@db.internal/qamar" });
    expect(db).toContain('"postgress://qamar:***@db.internal/qamar"');
    expect(db).not.toContain("Db-Passw0rd-42");
    const smtp = message({
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: "smpt://mailer:Smtp-Passw0rd@mail.example.nl:587",
    });
    expect(smtp).toContain("SMTP_URL");
    expect(smtp).not.toContain("Smtp-Passw0rd");
  });

  it("reports every bad variable at once", () => {
    const error = (() => {
      try {
        loadConfig({ PORT: "x", PAYMENT_PROVIDER: "mollie" });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/PORT/);
    expect(error?.message).toMatch(/MOLLIE_API_KEY: is required when PAYMENT_PROVIDER=mollie/);
  });

  it("requires a secret in production and SMTP_URL for smtp", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /APP_SECRET: is required in production/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe(
      "smtp://127.0.0.1:2525",
    );
  });

  it("refuses a public http:// PUBLIC_URL in production: the session cookies would not be Secure", () => {
    const production = {
      NODE_ENV: "production",
      APP_SECRET: "test-secret-test-secret-test-secret-1234",
      ADMIN_EMAILS: "beheer@example.org",
      PAYMENT_PROVIDER: "mollie",
      MOLLIE_API_KEY: "test_x",
    };
    expect(() => loadConfig({ ...production, PUBLIC_URL: "http://www.example.org" })).toThrow(
      /PUBLIC_URL: must be an https:\/\/ address in production/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: "https://www.example.org" }).PUBLIC_URL).toBe(
      "https://www.example.org",
    );
    // This machine itself (a trial run, a benchmark) and every other environment may use http.
    expect(loadConfig({ ...production, PUBLIC_URL: "http://127.0.0.1:3000" }).PUBLIC_URL).toBe(
      "http://127.0.0.1:3000",
    );
    expect(loadConfig({ PUBLIC_URL: "http://www.example.org" }).PUBLIC_URL).toBe(
      "http://www.example.org",
    );
  });

  it("checks the SEPA creditor details and requires them in production when the bank collects", () => {
    expect(loadConfig({}).SEPA_CREDITOR_ID).toBe("NL69ZZZ123456780000");
    expect(loadConfig({ SEPA_CREDITOR_ID: "nl69 zzz 1234 5678 0000" }).SEPA_CREDITOR_ID).toBe(
      "NL69ZZZ123456780000",
    );
    expect(() => loadConfig({ SEPA_CREDITOR_ID: "NL00ZZZ123456780000" })).toThrow(
      /SEPA_CREDITOR_ID: must be a SEPA creditor identifier/,
    );
    expect(() => loadConfig({ SEPA_CREDITOR_IBAN: "NL91ABNA0417164301" })).toThrow(
      /SEPA_CREDITOR_IBAN: must be an IBAN/,
    );
    const bank = {
      NODE_ENV: "production",
      APP_SECRET: "test-secret-test-secret-test-secret-1234",
      ADMIN_EMAILS: "beheer@example.org",
      PAYMENT_PROVIDER: "bunq",
      BUNQME_HANDLE: "stichtingqamar",
    };
    expect(() => loadConfig(bank)).toThrow(/SEPA_CREDITOR_ID: is required in production/);
    const complete = { ...bank, SEPA_CREDITOR_ID: "NL69ZZZ123456780000" };
    expect(() => loadConfig(complete)).toThrow(/SEPA_CREDITOR_IBAN: is required in production/);
    const mollie = { ...bank, PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "test_x" };
    expect(loadConfig(mollie).PAYMENT_PROVIDER).toBe("mollie");
  });

  it("names the SEPA creditor variables still at the demo's placeholder", () => {
    expect(sepaCreditorPlaceholders(loadConfig({}))).toEqual([
      "SEPA_CREDITOR_ID",
      "SEPA_CREDITOR_IBAN",
    ]);
    const own = loadConfig({ SEPA_CREDITOR_ID: "NL40ZZZ412345670000" });
    expect(sepaCreditorPlaceholders(own)).toEqual(["SEPA_CREDITOR_IBAN"]);
    const both = loadConfig({
      SEPA_CREDITOR_ID: "NL40ZZZ412345670000",
      SEPA_CREDITOR_IBAN: "nl39 rabo 0300 0652 64",
    });
    expect(sepaCreditorPlaceholders(both)).toEqual([]);
  });
});

describe("DATA_DIR at server start", () => {
  it("is refused with its path and reason when it cannot be a folder, unless the app needs none", () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "qamar-datadir-"));
    try {
      const file = path.join(tmp, "een-bestand");
      writeFileSync(file, "");
      const unusable = path.join(file, "data");
      const config = { DATA_DIR: unusable, DATABASE_URL: undefined, APP_SECRET: undefined };
      expect(() => checkDataDir(config)).toThrow(ConfigError);
      expect(() => checkDataDir(config)).toThrow(`DATA_DIR ${unusable} cannot be used (ENOTDIR)`);
      // Only a database URL, or only a secret: the folder is still needed.
      expect(() => checkDataDir({ ...config, DATABASE_URL: "postgres://db/q" })).toThrow(
        ConfigError,
      );
      expect(() => checkDataDir({ ...config, APP_SECRET: "s".repeat(32) })).toThrow(ConfigError);
      const both = { ...config, DATABASE_URL: "postgres://db/q", APP_SECRET: "s".repeat(32) };
      expect(() => checkDataDir(both)).not.toThrow();
      // A folder that does not exist yet is made.
      expect(() =>
        checkDataDir({ ...config, DATA_DIR: path.join(tmp, "nieuw", "data") }),
      ).not.toThrow();
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
