import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the zero set-up defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.MAIL_TRANSPORT).toBe("outbox");
    expect(config.PAYMENT_PROVIDER).toBe("demo");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(20);
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT: must be a whole number.*"abc"/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ MAIL_TRANSPORT: "pigeon" })).toThrow(/MAIL_TRANSPORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
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
});
