import type { DnsRecordCheck } from "@shared/schemas/email-diagnostics";
import { describe, expect, it } from "vitest";
import {
  adminEmailsCheck,
  appSecretCheck,
  backupCheck,
  type GoLiveInput,
  goLiveChecks,
  mailDnsCheck,
  mollieGiftsCheck,
  paymentCheck,
  publicUrlCheck,
  sepaCreditorCheck,
  smtpCheck,
  standInsCheck,
} from "./checks";

const record = (type: DnsRecordCheck["type"], verdict: DnsRecordCheck["verdict"]) => ({
  type,
  name: "stichtingqamar.nl",
  valid: verdict === "ok" || verdict === "warning",
  verdict,
  message: `${type} ${verdict}`,
  record: null,
});

/** Everything in order, as a foundation ready to go live has it. */
const ready: GoLiveInput = {
  config: {
    APP_SECRET: "a".repeat(64),
    PUBLIC_URL: "https://www.stichtingqamar.nl",
    PAYMENT_PROVIDER: "mollie",
    MAIL_TRANSPORT: "smtp",
    MAIL_FROM: "Stichting Qamar <noreply@stichtingqamar.nl>",
    ADMIN_EMAILS: ["beheer@stichtingqamar.nl"],
    ALLOW_PLACEHOLDERS: "0",
    SEPA_CREDITOR_ID: "NL40ZZZ412345670000",
    SEPA_CREDITOR_IBAN: "NL39RABO0300065264",
  },
  standIns: [],
  probes: {
    smtp: { transport: "smtp", ok: true },
    mailDns: {
      domain: "stichtingqamar.nl",
      records: [record("SPF", "ok"), record("DKIM", "ok"), record("DMARC", "ok")],
      error: null,
    },
    backup: {
      engine: "pglite",
      dir: "/srv/qamar/backups",
      latest: {
        name: "qamar-20261125T024500Z.pglite.tar.gz",
        createdAt: new Date("2026-11-25T02:45:00Z"),
      },
      now: new Date("2026-11-25T12:00:00Z"),
    },
    mollieGifts: { active: 0, paused: 0 },
  },
};
const config = (c: Partial<GoLiveInput["config"]>) => ({
  ...ready,
  config: { ...ready.config, ...c },
});
const probes = (p: Partial<GoLiveInput["probes"]>) => ({
  ...ready,
  probes: { ...ready.probes, ...p },
});
const dns = (...verdicts: DnsRecordCheck["verdict"][]) =>
  probes({
    mailDns: {
      domain: "stichtingqamar.nl",
      records: (["SPF", "DKIM", "DMARC"] as const).map((t, i) => record(t, verdicts[i] ?? "ok")),
      error: null,
    },
  });

describe("the go-live checks", () => {
  it("Laatste back-up: green under 26 hours with its time and age, orange older, red none", () => {
    const at = (iso: string | null) =>
      backupCheck(
        probes({
          backup: {
            ...ready.probes.backup,
            latest: iso ? { name: "qamar-x.pglite.tar.gz", createdAt: new Date(iso) } : undefined,
          },
        }),
      );
    expect(at("2026-11-25T02:45:00Z")).toEqual({
      id: "backup",
      title: "Laatste back-up",
      mark: "green",
      message: "Laatste back-up: 25 november 2026 om 03:45 (9 uur geleden).",
      details: ["qamar-x.pglite.tar.gz"],
    });
    expect(at("2026-11-24T10:00:01Z").mark).toBe("green");
    expect(at("2026-11-24T10:00:00Z")).toMatchObject({
      mark: "orange",
      message: expect.stringContaining("(26 uur geleden): ouder dan 26 uur"),
    });
    expect(at(null)).toMatchObject({
      mark: "red",
      message: expect.stringContaining("Er staat nog geen back-up in /srv/qamar/backups."),
    });
  });

  it("are all green for a foundation ready to go live", () => {
    expect(goLiveChecks.map((check) => check(ready).mark)).toEqual(goLiveChecks.map(() => "green"));
    expect(new Set(goLiveChecks.map((check) => check(ready).id)).size).toBe(goLiveChecks.length);
  });

  it("APP_SECRET: red while the site uses the key it made itself", () => {
    expect(appSecretCheck(config({ APP_SECRET: undefined }))).toMatchObject({
      mark: "red",
      message: expect.stringContaining("openssl rand -hex 32"),
    });
  });

  it("PUBLIC_URL: red on http", () => {
    const check = publicUrlCheck(config({ PUBLIC_URL: "http://localhost:3000" }));
    expect(check.mark).toBe("red");
    expect(check.message).toContain("http://localhost:3000");
  });

  it("payment provider: red for the demo, green for bunq", () => {
    expect(paymentCheck(config({ PAYMENT_PROVIDER: "demo" })).mark).toBe("red");
    expect(paymentCheck(config({ PAYMENT_PROVIDER: "bunq" }))).toMatchObject({
      mark: "green",
      message: "Betalingen lopen via bunq.",
    });
  });

  it("monthly gifts via Mollie: red when some are not stopped and no MOLLIE_API_KEY is set", () => {
    const gifts = (active: number, paused: number, key?: string) =>
      mollieGiftsCheck({
        ...probes({ mollieGifts: { active, paused } }),
        config: { ...ready.config, PAYMENT_PROVIDER: "bunq", MOLLIE_API_KEY: key },
      });
    expect(gifts(0, 0)).toMatchObject({ id: "mollie-gifts", mark: "green" });
    expect(gifts(2, 1)).toMatchObject({
      mark: "red",
      message: expect.stringContaining(
        "Zet MOLLIE_API_KEY terug, ook als PAYMENT_PROVIDER niet meer mollie is.",
      ),
      details: ["2 actief", "1 gepauzeerd"],
    });
    expect(gifts(0, 1)).toMatchObject({ mark: "red" });
    expect(gifts(2, 1, "live_x")).toMatchObject({
      mark: "green",
      details: ["2 actief", "1 gepauzeerd"],
    });
  });

  it("SEPA creditor: red while the demo's placeholders are left, with Mollie too", () => {
    const demo = config({
      SEPA_CREDITOR_ID: "NL69ZZZ123456780000",
      SEPA_CREDITOR_IBAN: "NL91ABNA0417164300",
    });
    expect(sepaCreditorCheck(demo)).toMatchObject({
      mark: "red",
      message: expect.stringContaining("periodieke giften int de eigen bank"),
      details: ["SEPA_CREDITOR_ID: NL69ZZZ123456780000", "SEPA_CREDITOR_IBAN: NL91ABNA0417164300"],
    });
    const bank = config({ PAYMENT_PROVIDER: "bunq", SEPA_CREDITOR_IBAN: "NL91ABNA0417164300" });
    expect(sepaCreditorCheck(bank)).toMatchObject({
      mark: "red",
      message: expect.stringMatching(/^SEPA_CREDITOR_IBAN staat nog op de voorbeeldwaarde/),
      details: ["SEPA_CREDITOR_IBAN: NL91ABNA0417164300"],
    });
    expect(sepaCreditorCheck(ready)).toMatchObject({
      mark: "green",
      message: "Incassant-ID NL40ZZZ412345670000, rekening NL39RABO0300065264.",
    });
  });

  it("SMTP: red for the outbox and for a server that does not answer, with its error", () => {
    expect(smtpCheck(probes({ smtp: { transport: "outbox", ok: true } })).mark).toBe("red");
    const down = smtpCheck(
      probes({ smtp: { transport: "smtp", ok: false, error: "ECONNREFUSED" } }),
    );
    expect(down).toMatchObject({ mark: "red", details: ["ECONNREFUSED"] });
  });

  it("SPF/DKIM/DMARC: red when one is missing, orange for p=none or unreachable DNS", () => {
    expect(mailDnsCheck(dns("missing")).mark).toBe("red");
    expect(mailDnsCheck(dns("ok", "invalid")).mark).toBe("red");
    expect(mailDnsCheck(dns("ok", "ok", "warning")).mark).toBe("orange");
    expect(mailDnsCheck(dns("ok", "not_configured")).mark).toBe("orange");
    const unreachable = mailDnsCheck(
      probes({ mailDns: { domain: "x.nl", records: [], error: "DNS niet bereikbaar (ETIMEOUT)" } }),
    );
    expect(unreachable).toMatchObject({
      mark: "orange",
      details: ["DNS niet bereikbaar (ETIMEOUT)"],
    });
    expect(mailDnsCheck(dns("missing")).details).toEqual([
      "SPF: SPF missing",
      "DKIM: DKIM ok",
      "DMARC: DMARC ok",
    ]);
    expect(mailDnsCheck(ready).title).toBe("SPF, DKIM en DMARC voor stichtingqamar.nl");
  });

  it("stand-ins: red while any are left, each listed", () => {
    const left = {
      ...ready,
      standIns: [
        { path: "registration.kvk", value: "12345678" },
        { path: "contact.phone", value: "+31 20 123 4567" },
      ],
    };
    expect(standInsCheck(left)).toMatchObject({
      mark: "red",
      details: ["registration.kvk: 12345678", "contact.phone: +31 20 123 4567"],
    });
    const allowed = standInsCheck({
      ...left,
      config: { ...ready.config, ALLOW_PLACEHOLDERS: "1" },
    });
    expect(allowed.message).toContain("ALLOW_PLACEHOLDERS=1");
  });

  it("ADMIN_EMAILS: red when unset", () => {
    expect(adminEmailsCheck(config({ ADMIN_EMAILS: undefined })).mark).toBe("red");
    expect(adminEmailsCheck(ready).message).toContain("1 adres(sen)");
  });
});
