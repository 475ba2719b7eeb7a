import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { goLiveResultSchema } from "@shared/schemas/go-live";
import { standIns } from "@shared/site-details";
import { describe, expect, it, vi } from "vitest";
import { backupFileName } from "../../backup/files";
import type { TxtResolver } from "../../mail-dns";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { probeGoLive } from "./service";
import { adminClient } from "../../test/auth";
import { monthlyDonors } from "../../db/schema";

/** A resolver answering from a table; a name missing from it does not exist. */
function fakeDns(records: Record<string, string[]>): TxtResolver {
  return {
    async resolveTxt(name) {
      const found = records[name];
      if (!found) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
      return found.map((r) => [r]);
    },
  };
}

// The API test gets this resolver instead of the system's (no network here).
vi.mock("../../mail-dns", async (original) => {
  const actual = await original<typeof import("../../mail-dns")>();
  return {
    ...actual,
    systemResolver: () =>
      fakeDns({
        "stichtingqamar.nl": ["v=spf1 include:_spf.example.net -all"],
        "_dmarc.stichtingqamar.nl": ["v=DMARC1; p=quarantine"],
      }),
  };
});

const base = {
  BACKUP_DIR: "/bestaat-niet/backups",
  APP_SECRET: "x".repeat(40),
  PUBLIC_URL: "http://localhost:3000",
  MAIL_FROM: "Stichting Qamar <noreply@stichtingqamar.nl>",
  ALLOW_PLACEHOLDERS: "0" as const,
  SEPA_CREDITOR_ID: "NL40ZZZ412345670000",
  SEPA_CREDITOR_IBAN: "NL39RABO0300065264",
};

describe("probing for the checklist", () => {
  it("gives up on an SMTP server that does not answer in time", async () => {
    const probes = await probeGoLive({
      config: { ...base, PAYMENT_PROVIDER: "demo", MAIL_TRANSPORT: "smtp" },
      standIns: [],
      resolver: fakeDns({}),
      verifySmtp: () => new Promise(() => {}),
      mollieGifts: async () => ({ active: 0, paused: 0 }),
      smtpTimeoutMs: 50,
    });
    expect(probes.smtp).toMatchObject({ transport: "smtp", ok: false });
    expect(probes.smtp.error).toContain("Geen antwoord binnen");
    expect(probes.backup).toMatchObject({ engine: "pglite", latest: undefined });
    expect(probes.mailDns.records.map((r) => r.verdict)).toEqual([
      "missing",
      "not_configured",
      "missing",
    ]);
  });
});

describe("probing the backups", () => {
  it("finds the newest backup in BACKUP_DIR and the engine", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "qamar-go-live-"));
    try {
      const newest = backupFileName("postgres", new Date("2026-11-25T02:45:00Z"));
      writeFileSync(path.join(dir, newest), "back-up");
      writeFileSync(path.join(dir, "qamar-20261124T024500Z.pgdump"), "ouder");
      const probes = await probeGoLive({
        config: {
          ...base,
          BACKUP_DIR: dir,
          DATABASE_URL: "postgres://localhost/qamar",
          PAYMENT_PROVIDER: "demo",
          MAIL_TRANSPORT: "outbox",
        },
        standIns: [],
        resolver: fakeDns({}),
        verifySmtp: async () => ({ transport: "outbox", ok: true }),
        mollieGifts: async () => ({ active: 0, paused: 0 }),
      });
      expect(probes.backup).toMatchObject({
        engine: "postgres",
        dir,
        latest: { name: newest, createdAt: new Date("2026-11-25T02:45:00Z") },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(engines)("GET /api/admin/go-live on %s", (engine) => {
  it("gives the checklist to an admin, with its marks, and nothing to others", {
    timeout: 90_000,
  }, async () => {
    const { app } = await buildTestApp({ engine, env: { DKIM_SELECTOR: "mail" } });
    expect((await app.inject({ url: "/api/admin/go-live" })).statusCode).toBe(401);
    const admin = await adminClient(app);
    const res = await admin.get("/go-live");
    expect(res.status).toBe(200);
    const { checks } = goLiveResultSchema.parse(res.body);
    const marks = Object.fromEntries(checks.map((c) => [c.id, c.mark]));
    expect(marks).toEqual({
      "app-secret": "green",
      "public-url": "red",
      payment: "red",
      "mollie-gifts": "green", // none
      "sepa-creditor": "red", // the demo's placeholders
      smtp: "red",
      "mail-dns": "red", // DKIM record missing
      "stand-ins": "red",
      "admin-emails": "red",
      backup: "red", // none yet
    });
    const left = checks.find((c) => c.id === "stand-ins");
    expect(left?.details).toHaveLength(standIns.length);
    expect(left?.details).toContain("registration.kvk: 12345678");
    const dns = checks.find((c) => c.id === "mail-dns");
    expect(dns?.details).toContain(
      "DKIM: Geen DKIM-record gevonden op mail._domainkey.stichtingqamar.nl.",
    );
  });

  it("counts the monthly gifts Mollie collects: red while no MOLLIE_API_KEY hears them", {
    timeout: 90_000,
  }, async () => {
    const mollieGifts = async (env: Record<string, string>) => {
      const { app } = await buildTestApp({ engine, env });
      const gift = (mandateStatus: "active" | "paused" | "cancelled", collectedBy = "mollie") => ({
        firstName: "Ibrahim",
        lastName: "Jansen",
        email: `${mandateStatus}-${collectedBy}@example.nl`,
        iban: "NL91ABNA0417164300",
        amountCents: 1500,
        mandateStatus,
        collectedBy: collectedBy as "mollie" | "bank",
      });
      await app.services.database.db
        .insert(monthlyDonors)
        .values([gift("active"), gift("paused"), gift("cancelled"), gift("active", "bank")]);
      const { checks } = goLiveResultSchema.parse(
        (await (await adminClient(app)).get("/go-live")).body,
      );
      return checks.find((c) => c.id === "mollie-gifts");
    };
    // After a switch to bunq without the key: Mollie collects, nobody records or stops it.
    expect(await mollieGifts({})).toMatchObject({
      mark: "red",
      message: expect.stringContaining("MOLLIE_API_KEY is niet ingesteld"),
      details: ["1 actief", "1 gepauzeerd"],
    });
    expect(
      await mollieGifts({ MOLLIE_API_KEY: "test_fakefakefakefakefakefakefakefake" }),
    ).toMatchObject({ mark: "green", details: ["1 actief", "1 gepauzeerd"] });
  });
});
