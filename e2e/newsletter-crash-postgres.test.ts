import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../src/server/features/newsletters/testing/smtp-sink";
import { adminCall, newsletterFields, poll, signUpAdmin } from "./newsletter-support";
import { type RunningServer, startServer } from "./support/server";

const RECIPIENTS = 2000;
const base = process.env.DATABASE_URL;

async function adminQuery<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

// Issue 8 on PostgreSQL (docs/decisions/050): a killed worker's rows are taken over by the
// restarted instance through the heartbeat table, without waiting for their 120 s lease,
// and its release journal (keyed by instance) settles 'sent' rows without a 250 exactly.
describe.runIf(base)("newsletter crash on PostgreSQL", () => {
  const name = `qamar_crash_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-crash-pg-"));
  let databaseUrl = "";
  let sink: SmtpSink | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    await adminQuery(base!, `create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await server?.stop();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(base!, `drop database if exists ${name} with (force)`);
  });

  it("SIGKILL halfway through 2,000 recipients: after a restart each has exactly one message", async () => {
    let killedAt = 0;
    sink = await startSmtpSink({
      onMessage: (count) => {
        // Halfway: kill the server while this message's 250 has not even been sent.
        if (count === RECIPIENTS / 2 && server && !killedAt) {
          killedAt = count;
          server.process.kill("SIGKILL");
        }
      },
    });
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: sink.url,
      NEWSLETTER_RATE_PER_SECOND: "0",
      // A killed worker is known to be gone after 3 missed beats (1.5 s), not a 120 s lease.
      NEWSLETTER_HEARTBEAT_SECONDS: "0.5",
    };
    server = await startServer(env);
    const cookie = await signUpAdmin(server.url);
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `lezer${i}@example.org`);
    const csv = `email;naam\n${emails.map((e, i) => `${e};Lezer ${i}`).join("\n")}\n`;
    const imported = await adminCall(
      server.url,
      cookie,
      "POST",
      "/subscribers/import",
      csv,
      "text/csv",
    );
    expect(imported.body).toMatchObject({ imported: RECIPIENTS });
    const created = await adminCall<{ newsletter: { id: string } }>(
      server.url,
      cookie,
      "POST",
      "/newsletters",
      newsletterFields(),
    );
    const id = created.body.newsletter.id;
    const sent = await adminCall(server.url, cookie, "POST", `/newsletters/${id}/send`);
    expect(sent.body).toMatchObject({ totalRecipients: RECIPIENTS });

    await poll(
      async () => server!.process.exitCode !== null || server!.process.signalCode !== null,
    );
    expect(server.process.signalCode).toBe("SIGKILL");
    const beforeRestart = sink.messages.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(RECIPIENTS / 2);
    expect(beforeRestart).toBeLessThan(RECIPIENTS);
    const [dead] = await adminQuery<{ id: string }>(
      databaseUrl,
      "select id from newsletter_workers",
    );
    expect(dead).toBeDefined();
    expect(readdirSync(dataDir)).toContain(`newsletter-released-${dead!.id}.log`);

    // Same database and DATA_DIR, a new process: a new worker instance.
    server = await startServer(env);
    await poll(async () => {
      const progress = await adminCall<{ done: boolean }>(
        server!.url,
        cookie,
        "GET",
        `/newsletters/${id}/progress`,
      );
      return progress.body.done;
    });
    const progress = await adminCall(server.url, cookie, "GET", `/newsletters/${id}/progress`);
    expect(progress.body).toMatchObject({ total: RECIPIENTS, sent: RECIPIENTS, failed: 0 });

    const counts = sink.counts();
    const twice = [...counts].filter(([, n]) => n > 1);
    const missing = emails.filter((e) => !counts.has(e));
    expect({ twice, missing }).toEqual({ twice: [], missing: [] });
    expect(sink.messages).toHaveLength(RECIPIENTS);
    expect(sink.messages.length - beforeRestart).toBeGreaterThan(0);

    // The dead worker was taken over (not left to its lease): its heartbeat row and its
    // journal are gone once its rows were settled.
    await poll(async () => {
      const workers = await adminQuery<{ id: string }>(
        databaseUrl,
        "select id from newsletter_workers",
      );
      return !workers.some((w) => w.id === dead!.id);
    });
    expect(readdirSync(dataDir)).not.toContain(`newsletter-released-${dead!.id}.log`);
    const inFlight = await adminQuery<{ n: number }>(
      databaseUrl,
      "select count(*)::int as n from newsletter_deliveries where status = 'sending'",
    );
    expect(inFlight).toEqual([{ n: 0 }]);
  }, 300_000);
});
