import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { mayBecomeFirstAdmin } from "../features/auth/auth";
import { signUp, signUpFirstAdmin } from "../test/auth";
import { buildTestApp } from "../test/app";
import { createTestStore, engines } from "../test/databases";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const SECRET = "test-secret-test-secret-test-secret-1234";

/** What production needs besides the variables a test leaves out. */
const PRODUCTION = {
  NODE_ENV: "production",
  APP_SECRET: SECRET,
  PAYMENT_PROVIDER: "mollie",
  MOLLIE_API_KEY: "test_nepsleutel",
  ADMIN_EMAILS: "beheer@example.org",
};

function without(key: keyof typeof PRODUCTION): Record<string, string> {
  const { [key]: _dropped, ...rest } = PRODUCTION;
  return rest;
}

/** Starts the real server (src/server/main.ts) and returns its exit code and output. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-start-"));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        LOG_LEVEL: "silent",
        HOST: "127.0.0.1",
        PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    // A server that starts instead of refusing would run forever: stop it (a guard, not
    // a timing assertion; the test then fails on the exit code).
    const guard = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("exit", (code) => {
      clearTimeout(guard);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe("start-up in production", () => {
  it("stops without PAYMENT_PROVIDER, naming it", { timeout: 120_000 }, async () => {
    const { code, output } = await start(without("PAYMENT_PROVIDER"));
    expect(code).toBe(1);
    expect(output).toMatch(/PAYMENT_PROVIDER: is required in production/);
  });

  it("stops without ADMIN_EMAILS, naming it", { timeout: 120_000 }, async () => {
    const { code, output } = await start(without("ADMIN_EMAILS"));
    expect(code).toBe(1);
    expect(output).toMatch(/ADMIN_EMAILS: is required in production/);
  });

  it("refuses the demo payment provider and a malformed ADMIN_EMAILS", () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: "demo" })).toThrow(
      /PAYMENT_PROVIDER: demo is not allowed in production/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, ADMIN_EMAILS: "beheer@example.org, geen-adres" }),
    ).toThrow(/ADMIN_EMAILS: must be a comma-separated list of e-mail addresses/);
    expect(
      loadConfig({ ...PRODUCTION, ADMIN_EMAILS: " A@Example.org ,b@example.org," }).ADMIN_EMAILS,
    ).toEqual(["a@example.org", "b@example.org"]);
    // Outside production nothing changes: demo by default, no ADMIN_EMAILS needed.
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe("demo");
  });
});

describe("the demo payment provider in production", () => {
  const stores: Awaited<ReturnType<typeof createTestStore>>[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.cleanup();
  });

  it("has no routes, even when a caller hands the app a demo config", async () => {
    const store = await createTestStore();
    stores.push(store);
    const tested = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: store.dataDir,
      APP_SECRET: SECRET,
    });
    // Past the config check on purpose: the routes themselves must not exist.
    const app = await buildApp(
      { ...tested, NODE_ENV: "production", ADMIN_EMAILS: ["beheer@example.org"] },
      { serveSite: false, seed: false },
    );
    try {
      // Absent, not merely refusing an unknown donation.
      expect(app.hasRoute({ method: "POST", url: "/api/payments/demo/webhook" })).toBe(false);
      expect(app.hasRoute({ method: "GET", url: "/api/payments/demo/:id" })).toBe(false);
      const webhook = await app.inject({
        method: "POST",
        url: "/api/payments/demo/webhook",
        payload: { id: "00000000-0000-4000-8000-000000000000", status: "paid" },
      });
      expect(webhook.statusCode).toBe(404);
      const checkout = await app.inject({
        url: "/api/payments/demo/00000000-0000-4000-8000-000000000000",
      });
      expect(checkout.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe.each(engines)("the first admin with ADMIN_EMAILS on %s", (engine) => {
  it("is only a listed address: a stranger who signs up first gets no role", async () => {
    const { app } = await buildTestApp({
      engine,
      env: { ADMIN_EMAILS: "beheer@example.org,tweede-beheer@example.org" },
    });
    const me = (cookie: string) =>
      app.inject({ url: "/api/auth/session", headers: { cookie } }).then((r) => r.json());
    const stranger = await signUp(app, "snelle-vreemde@example.org", { ip: "10.50.0.1" });
    expect(await me(stranger.cookie)).toMatchObject({ isAdmin: false });
    // The listed address becomes admin once its owner used the mailed link.
    const listed = await signUpFirstAdmin(app, "Beheer@Example.org", { ip: "10.50.0.2" });
    expect(await me(listed.cookie)).toMatchObject({ isAdmin: true });
    // Once there is an admin, further admins are granted by an admin, listed or not.
    const second = await signUp(app, "tweede-beheer@example.org", { ip: "10.50.0.3" });
    expect(await me(second.cookie)).toMatchObject({ isAdmin: false });
  });

  it("stays the first account outside production when ADMIN_EMAILS is unset", async () => {
    const { app } = await buildTestApp({ engine });
    const first = await signUp(app, "wie-dan-ook@example.org", { ip: "10.51.0.1" });
    const session = await app.inject({
      url: "/api/auth/session",
      headers: { cookie: first.cookie },
    });
    expect(session.json()).toMatchObject({ isAdmin: true });
    expect(mayBecomeFirstAdmin({ ADMIN_EMAILS: undefined }, "x@example.org")).toBe(true);
  });
});
