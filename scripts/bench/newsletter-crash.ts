// Kill the server at a random moment of a newsletter send, restart it, and count what
// the SMTP sink got: exact, lost (flagged or not) or duplicated. The acceptance test
// (e2e/newsletter-crash*.test.ts) kills at one chosen moment; this kills at random
// moments, on PGlite and (when DATABASE_URL is set) on PostgreSQL. Run alone: `npx tsx scripts/bench/newsletter-crash.ts` (CRASH_RUNS=n per
// engine, default 10). Part of `npm run bench -- crash` (not of the default set: minutes).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpSink } from "../../src/server/features/newsletters/testing/smtp-sink";
import { adminCall, newsletterFields, poll, signUpAdmin } from "../../e2e/newsletter-support";
import { startServer } from "../../e2e/support/server";
import { pgQuery } from "../../src/server/test/pg-query";
import { isMain } from "../lib/is-main.mjs";

const RECIPIENTS = 2000;

interface RunResult {
  killAfterMs: number;
  /** messages the sink held when the killed process had exited */
  beforeRestart: number;
  lost: number;
  twice: number;
  /** Rows flagged uncertain after the restart (claimed, no answer, when the kill came). */
  uncertain: number;
  /** Lost messages whose row is not flagged uncertain: lost without the admin being told. */
  lostUnflagged: number;
  /**
   * Messages whose final dot reached the sink's socket before the kill but that the sink
   * did not keep (smtp-server drops unparsed input when the connection closes): a loss
   * made by the test sink, not by the sender.
   */
  droppedBySink: number;
}

async function oneRun(extraEnv: Record<string, string>, killAfterMs: number): Promise<RunResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-crash-bench-"));
  const sink = await startSmtpSink();
  const env = {
    ...extraEnv,
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: sink.url,
    NEWSLETTER_RATE_PER_SECOND: "0",
    NEWSLETTER_CONCURRENCY: "4",
    // PostgreSQL: a killed worker's claims are flagged when their lease runs out.
    NEWSLETTER_LEASE_SECONDS: "3",
  };
  let server = await startServer(env);
  try {
    const cookie = await signUpAdmin(server.url);
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `lezer${i}@example.org`);
    const csv = `email;naam\n${emails.map((e) => `${e};Lezer`).join("\n")}\n`;
    await adminCall(server.url, cookie, "POST", "/subscribers/import", csv, "text/csv");
    const created = await adminCall<{ newsletter: { id: string } }>(
      server.url,
      cookie,
      "POST",
      "/newsletters",
      newsletterFields(),
    );
    const id = created.body.newsletter.id;
    await adminCall(server.url, cookie, "POST", `/newsletters/${id}/send`);
    await new Promise((r) => setTimeout(r, killAfterMs));
    const dead = server;
    dead.process.kill("SIGKILL");
    await poll(async () => dead.process.exitCode !== null || dead.process.signalCode !== null);
    await new Promise((r) => setTimeout(r, 300)); // let the sink finish what arrived
    const beforeRestart = sink.messages.length;
    const droppedBySink = sink.dotsReceived() - beforeRestart;
    server = await startServer(env);
    const restarted = server;
    await poll(async () => {
      const p = await adminCall<{ done: boolean }>(
        restarted.url,
        cookie,
        "GET",
        `/newsletters/${id}/progress`,
      );
      return p.body.done;
    });
    const counts = sink.counts();
    const lostEmails = emails.filter((e) => !counts.has(e));
    await server.stop();
    const flagged = await uncertainEmails(extraEnv.DATABASE_URL, dataDir);
    if (lostEmails.length > 0 && process.env.CRASH_DEBUG && !extraEnv.DATABASE_URL) {
      console.log("SERVER OUTPUT", server.output().slice(-3000));
    }
    if (lostEmails.length > 0 && process.env.CRASH_DEBUG && extraEnv.DATABASE_URL) {
      const rows = await pgQuery(
        extraEnv.DATABASE_URL,
        "select email, status, attempts, last_error, sent_at, accepted_at from newsletter_deliveries where email = any($1)",
        [lostEmails],
      );
      console.log("LOST ROWS", JSON.stringify(rows));
      console.log("SERVER OUTPUT", server.output().slice(-3000));
    }
    return {
      killAfterMs,
      beforeRestart,
      lost: lostEmails.length,
      twice: [...counts.values()].filter((n) => n > 1).length,
      uncertain: flagged.size,
      lostUnflagged: lostEmails.filter((e) => !flagged.has(e)).length,
      droppedBySink,
    };
  } finally {
    await server.stop();
    await sink.close();
    if (process.env.CRASH_DEBUG && !extraEnv.DATABASE_URL) await printLostOnPglite(dataDir, sink);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The addresses whose delivery the restart flagged uncertain, read after the stop. */
async function uncertainEmails(databaseUrl: string | undefined, dataDir: string) {
  const sql = "select email from newsletter_deliveries where uncertain";
  if (databaseUrl) {
    return new Set((await pgQuery<{ email: string }>(databaseUrl, sql)).map((r) => r.email));
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return new Set((await db.query<{ email: string }>(sql)).rows.map((r) => r.email));
  } finally {
    await db.close();
  }
}

/** CRASH_DEBUG on PGlite: the lost recipients' delivery rows, read after the stop. */
async function printLostOnPglite(dataDir: string, sink: { counts(): Map<string, number> }) {
  const counts = sink.counts();
  const lost = Array.from({ length: RECIPIENTS }, (_, i) => `lezer${i}@example.org`).filter(
    (e) => !counts.has(e),
  );
  if (lost.length === 0) return;
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  const rows = await db.query(
    "select email, status, attempts, last_error, sent_at, accepted_at from newsletter_deliveries where email = any($1)",
    [lost],
  );
  console.log("LOST ROWS", JSON.stringify(rows.rows));
  await db.close();
}

async function engine(name: string, runs: number, env: () => Promise<Record<string, string>>) {
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    // 0.1-1.8 s after the send call: the send of 2,000 takes about 2-3 s here.
    const [from, to] = (process.env.CRASH_KILL_MS ?? "100-1800").split("-").map(Number);
    const killAfterMs = from! + Math.floor(Math.random() * (to! - from!));
    results.push(await oneRun(await env(), killAfterMs));
    const last = results.at(-1)!;
    console.log(`${name} run ${i + 1}: ${JSON.stringify(last)}`);
  }
  const midSend = results.filter((r) => r.beforeRestart < RECIPIENTS);
  return {
    runs,
    killedMidSend: midSend.length,
    exact: midSend.filter((r) => r.lost === 0 && r.twice === 0).length,
    runsWithLoss: midSend.filter((r) => r.lost > 0).map((r) => r.lost),
    // Of those lost messages, how many had reached the sink in full (see droppedBySink).
    lostThoughDotArrived: midSend.reduce((n, r) => n + Math.min(r.lost, r.droppedBySink), 0),
    runsWithDuplicates: midSend.filter((r) => r.twice > 0).map((r) => r.twice),
    // Flagged uncertain after the restart (what 'Onzekere opnieuw versturen' would send),
    // and lost messages that were not flagged: the admin would not know of those.
    runsWithUncertain: midSend.filter((r) => r.uncertain > 0).map((r) => r.uncertain),
    // At most one row per connection (4 here): the one on the wire, or the one just
    // accepted whose mark had not committed.
    maxUncertain: Math.max(0, ...midSend.map((r) => r.uncertain)),
    lostUnflagged: midSend.reduce((n, r) => n + r.lostUnflagged, 0),
  };
}

export async function benchCrash() {
  const runs = Number(process.env.CRASH_RUNS ?? 10);
  const out: Record<string, unknown> = { recipients: RECIPIENTS };
  if (process.env.CRASH_ENGINES !== "postgres") {
    out.pglite = await engine("pglite", runs, async () => ({ DATABASE_URL: "" }));
  }
  const base = process.env.DATABASE_URL;
  if (base) {
    const made: string[] = [];
    try {
      out.postgres = await engine("postgres", runs, async () => {
        const name = `qamar_crash_bench_${Date.now()}_${made.length}`;
        await pgQuery(base, `create database ${name}`);
        made.push(name);
        const url = new URL(base);
        url.pathname = `/${name}`;
        return { DATABASE_URL: url.toString() };
      });
    } finally {
      for (const name of made) await pgQuery(base, `drop database if exists ${name} with (force)`);
    }
  }
  return out;
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchCrash(), null, 2));
}
