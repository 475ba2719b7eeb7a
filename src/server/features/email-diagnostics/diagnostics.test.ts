import { describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../test/app";
import { checkDkim, checkDmarc, checkSpf, type TxtResolver } from "../../mail-dns";
import { runDiagnostics } from "./service";
import { adminClient } from "../../test/auth";
import { engines } from "../../test/databases";

/** A resolver answering from a table; a name missing from it does not exist. */
function fakeDns(records: Record<string, string[]>, failWith?: string): TxtResolver {
  return {
    async resolveTxt(name) {
      if (failWith) throw Object.assign(new Error(failWith), { code: failWith });
      const found = records[name];
      if (!found) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
      return found.map((r) => [r.slice(0, 10), r.slice(10)]); // TXT strings come in chunks
    },
  };
}

// The API test below gets this resolver instead of the system's (no network here).
vi.mock("../../mail-dns", async (original) => {
  const actual = await original<typeof import("../../mail-dns")>();
  return {
    ...actual,
    systemResolver: () =>
      fakeDns({
        "stichtingqamar.nl": ["v=spf1 include:_spf.example.net -all"],
        "_dmarc.stichtingqamar.nl": ["v=DMARC1; p=quarantine; rua=mailto:d@stichtingqamar.nl"],
        "mail._domainkey.stichtingqamar.nl": ["v=DKIM1; k=rsa; p=MIIBIjANBgkqh"],
      }),
  };
});

const D = "stichtingqamar.nl";

describe("DNS checks", () => {
  it("gives SPF a verdict for one, none, two and a '+all' record", async () => {
    expect(await checkSpf(fakeDns({ [D]: ["google-site=x", "v=spf1 mx -all"] }), D)).toMatchObject({
      verdict: "ok",
      valid: true,
      record: "v=spf1 mx -all",
    });
    expect(await checkSpf(fakeDns({ [D]: ["google-site=x"] }), D)).toMatchObject({
      verdict: "missing",
      valid: false,
    });
    expect(await checkSpf(fakeDns({}), D)).toMatchObject({ verdict: "missing" });
    expect(await checkSpf(fakeDns({ [D]: ["v=spf1 mx -all", "v=spf1 a ~all"] }), D)).toMatchObject({
      verdict: "invalid",
    });
    expect(await checkSpf(fakeDns({ [D]: ["v=spf1 +all"] }), D)).toMatchObject({
      verdict: "invalid",
    });
  });

  it("looks DKIM up under the configured selector", async () => {
    const dns = fakeDns({
      [`s1._domainkey.${D}`]: ["v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC"],
      [`old._domainkey.${D}`]: ["v=DKIM1; p="],
    });
    expect(await checkDkim(dns, D, undefined)).toMatchObject({ verdict: "not_configured" });
    expect(await checkDkim(dns, D, "s1")).toMatchObject({
      verdict: "ok",
      name: `s1._domainkey.${D}`,
    });
    expect(await checkDkim(dns, D, "old")).toMatchObject({ verdict: "invalid" });
    expect(await checkDkim(dns, D, "geen")).toMatchObject({ verdict: "missing" });
  });

  it("reads the DMARC policy", async () => {
    const dmarc = (r: string) => checkDmarc(fakeDns({ [`_dmarc.${D}`]: [r] }), D);
    expect(await dmarc("v=DMARC1; p=reject")).toMatchObject({ verdict: "ok", valid: true });
    expect(await dmarc("v=DMARC1; p=none")).toMatchObject({ verdict: "warning", valid: true });
    expect(await dmarc("v=DMARC1; rua=mailto:x@y.nl")).toMatchObject({ verdict: "invalid" });
    expect(await checkDmarc(fakeDns({}), D)).toMatchObject({ verdict: "missing" });
  });

  it("says clearly when DNS cannot be reached, with every check marked unchecked", async () => {
    const { app } = await buildTestApp();
    const result = await runDiagnostics({
      db: app.services.database.db,
      resolver: fakeDns({}, "ECONNREFUSED"),
      verifySmtp: async () => ({ transport: "outbox", ok: true }),
      domain: D,
      dkimSelector: "s1",
    });
    expect(result.error).toBe(
      "DNS niet bereikbaar (ECONNREFUSED): stichtingqamar.nl kon niet worden opgezocht.",
    );
    expect(result.domains[0]).toMatchObject({ name: D, status: "unknown" });
    expect(result.domains[0]!.records.map((r) => r.verdict)).toEqual(["error", "error", "error"]);
  });
});

describe("diagnostics and test send API", () => {
  it("reports SMTP, DNS verdicts and the suppression list", async () => {
    const { app } = await buildTestApp({ env: { DKIM_SELECTOR: "mail" } });
    const admin = await adminClient(app);
    const query = (sql: string, v?: unknown[]) => app.services.database.query(sql, v);
    const [{ id }] = (
      await query("insert into newsletters (title, subject) values ('t','s') returning id")
    ).rows as [{ id: string }];
    await query(
      `insert into newsletter_deliveries (newsletter_id, batch, email, status, attempts, last_error)
       values ($1, 1, 'stuk@example.org', 'failed', 2, '550 Mailbox bestaat niet'),
              ($1, 1, 'eenmaal@example.org', 'failed', 1, '550 vol'),
              ($1, 1, 'goed@example.org', 'sent', 1, null)`,
      [id],
    );
    await query(
      "insert into email_suppressions (email, reason) values ('stuk@example.org', '550 Mailbox bestaat niet')",
    );
    const res = await admin.get("/email/diagnostics");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      apiKeyValid: true,
      smtp: { transport: "outbox", ok: true },
      error: null,
      domains: [{ name: D, status: "verified" }],
      suppressions: [
        { email_address: "stuk@example.org", reason: "550 Mailbox bestaat niet", failures: 1 },
      ],
    });
    expect(res.body.domains[0].records.map((r: { type: string }) => r.type)).toEqual([
      "SPF",
      "DKIM",
      "DMARC",
    ]);
    expect(res.body.suppressions).toHaveLength(1);
  });

  it("sends a test e-mail, refusing an address without @ ('Ongeldig email')", async () => {
    const { app } = await buildTestApp();
    const admin = await adminClient(app);
    expect(await admin.post("/email/test", { email: "geen-apenstaartje" })).toMatchObject({
      status: 400,
      body: { error: "Validatiefout", message: "Ongeldig email" },
    });
    const ok = await admin.post("/email/test", { email: "test@example.org" });
    expect(ok).toMatchObject({ status: 202, body: { transport: "outbox" } });
    const { rows } = await app.services.database.query(
      "select to_address, template from outbound_emails",
    );
    expect(rows).toEqual([{ to_address: "test@example.org", template: "test-email" }]);
  });
});

describe.each(engines)("lifting a block by address on %s", (engine) => {
  it("lifts the block of a donor's address, no subscriber, whatever its case; the next send includes it", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const query = (sql: string, v?: unknown[]) => app.services.database.query(sql, v);
    await query(
      `insert into donations (kind, purpose, amount_cents, status, provider, email, destination)
       values ('one-off', 'x', 1000, 'paid', 'demo', 'Donor@Example.org', 'ZAKAAT')`,
    );
    await query(
      `insert into email_suppressions (email, reason)
       values ('donor@example.org', '550 Mailbox vol'), ('lijst@example.org', '550 Onbekend')`,
    );
    const zakatDonors = { project_filter: "specific_destination", destination_filter: "ZAKAAT" };
    const list = { project_filter: "custom_email", custom_email: "lijst@example.org" };
    expect((await admin.post("/newsletters/recipients", zakatDonors)).body).toMatchObject({
      total: 0,
      suppressed: 1,
    });

    const lifted = await admin.delete("/email/suppressions?email=DONOR%40example.org");
    expect(lifted).toEqual({ status: 204, body: undefined });
    const listed = await admin.get("/email/diagnostics");
    expect(listed.body.suppressions.map((s: { email_address: string }) => s.email_address)).toEqual(
      ["lijst@example.org"],
    );
    expect((await admin.post("/newsletters/recipients", zakatDonors)).body).toEqual({
      total: 1,
      suppressed: 0,
      first: [{ email: "Donor@Example.org", name: null }],
    });
    // Lifting adds nobody to the subscriber list.
    const { rows } = await query("select count(*)::int as n from email_subscribers");
    expect(rows).toEqual([{ n: 0 }]);

    // An address of a custom list, no subscriber either.
    expect((await admin.post("/newsletters/recipients", list)).body.total).toBe(0);
    expect((await admin.delete("/email/suppressions?email=lijst%40example.org")).status).toBe(204);
    expect((await admin.post("/newsletters/recipients", list)).body.total).toBe(1);

    // Lifted already, or never blocked: the list does not hold the address.
    expect(await admin.delete("/email/suppressions?email=donor%40example.org")).toEqual({
      status: 404,
      body: {
        error: "Niet gevonden",
        message: "Dit adres staat niet (meer) op de blokkeerlijst.",
      },
    });
    for (const url of ["/email/suppressions", "/email/suppressions?email=%20"]) {
      expect(await admin.delete(url)).toEqual({
        status: 400,
        body: { error: "Validatiefout", message: "E-mailadres is verplicht" },
      });
    }
  });
});
