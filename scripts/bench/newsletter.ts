import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import {
  type SmtpSink,
  startSmtpSink,
} from "../../src/server/features/newsletters/testing/smtp-sink";
import { pgQuery } from "../../src/server/test/pg-query";
import { root } from "./lib";
import { isMain } from "../lib/is-main.mjs";

const run = promisify(execFile);
const RECIPIENTS = 10_000;
/** A mail server elsewhere: its 250 for a message comes this much later than the sink's. */
const REMOTE_REPLY_MS = 20;
const REMOTE_RECIPIENTS = 5_000;
const CSV_ROWS = 100_000;

/** One measured run in a child process (its own peak memory), against `smtpUrl`. */
async function measure(
  mode: "app" | "plain" | "csv",
  count: number,
  smtpUrl = "",
  databaseUrl = "",
) {
  const { stdout } = await run(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "newsletter-worker.ts"),
      mode,
      String(count),
      smtpUrl,
    ],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: databaseUrl },
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, number>;
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/**
 * One engine's pair: plain pooled nodemailer, then the app on `databaseUrl` (PGlite when
 * empty), each sending `recipients` messages to the same sink.
 */
async function pair(sink: SmtpSink, databaseUrl: string, recipients = RECIPIENTS) {
  sink.messages.length = 0;
  const plain = await measure("plain", recipients, sink.url);
  const plainReceived = sink.messages.length;
  sink.messages.length = 0;
  const app = await measure("app", recipients, sink.url, databaseUrl);
  return {
    ratioAppToPlain: round(app.perSecond! / plain.perSecond!, 2),
    app: {
      messagesPerSecond: round(app.perSecond!),
      seconds: round(app.seconds!),
      cpuMsPerMessage: round(app.cpuMsPerMessage!, 3),
      rssBeforeSendMb: app.rssBeforeMb,
      peakRssMb: app.peakRssMb,
      rssGrowthMb: app.rssGrowthMb,
      sinkReceived: sink.messages.length,
      eachExactlyOnce: [...sink.counts().values()].every((n) => n === 1),
    },
    plainNodemailerPool: {
      messagesPerSecond: round(plain.perSecond!),
      seconds: round(plain.seconds!),
      cpuMsPerMessage: round(plain.cpuMsPerMessage!, 3),
      peakRssMb: plain.peakRssMb,
      sinkReceived: plainReceived,
    },
  };
}

/**
 * Newsletter messages per second to a local SMTP sink for 10,000 recipients (the app's
 * sender: a claim and a mark per message, per-recipient message and unsubscribe link,
 * nodemailer's pooled transport on its own thread) against plain pooled nodemailer handed
 * the same messages (built by the same per-recipient builder) to the same sink, just
 * before, at the same concurrency (NEWSLETTER_CONCURRENCY, default 8): on PGlite, and on
 * PostgreSQL when DATABASE_URL names a server (a fresh database there, dropped after).
 * With each one's memory. The same pairs for 5,000 recipients against a sink that answers
 * each message 20 ms later, like a mail server elsewhere (`remoteServer`). And a CSV
 * import of 100,000 rows through the admin endpoint.
 * RSS growth is the highest RSS sampled during the send or import minus the settled idle
 * figure before it.
 */
export async function benchNewsletter() {
  const sink = await startSmtpSink();
  const remote = await startSmtpSink({ replyDelayMs: REMOTE_REPLY_MS });
  const base = process.env.DATABASE_URL;
  /** `measure` on a fresh PostgreSQL database, dropped after. */
  const onPostgres = async <T>(measure: (url: string) => Promise<T>): Promise<T | string> => {
    if (!base) return "skipped: set DATABASE_URL to measure PostgreSQL";
    const name = `qamar_newsletter_bench_${Date.now()}`;
    await pgQuery(base, `create database ${name}`);
    try {
      const url = new URL(base);
      url.pathname = `/${name}`;
      return await measure(url.toString());
    } finally {
      await pgQuery(base, `drop database if exists ${name} with (force)`);
    }
  };
  try {
    const pglite = await pair(sink, "");
    const postgres = await onPostgres((url) => pair(sink, url));
    // The same against a sink that answers each message 20 ms later, as a mail server
    // elsewhere does: the machine is no longer the limit, the waits between messages are.
    const remoteServer = {
      replyDelayMs: REMOTE_REPLY_MS,
      recipients: REMOTE_RECIPIENTS,
      pglite: rates(await pair(remote, "", REMOTE_RECIPIENTS)),
      postgres: await onPostgres(async (url) => rates(await pair(remote, url, REMOTE_RECIPIENTS))),
    };
    const csv = await measure("csv", CSV_ROWS);
    return {
      recipients: RECIPIENTS,
      pglite,
      postgres,
      remoteServer,
      csvImport: {
        rows: CSV_ROWS,
        megabytes: csv.megabytes,
        seconds: round(csv.seconds!),
        rssBeforeImportMb: csv.rssBeforeMb,
        peakRssMb: csv.peakRssMb,
        rssGrowthMb: csv.rssGrowthMb,
      },
    };
  } finally {
    await sink.close();
    await remote.close();
  }
}

/** A pair's rates, and whether the app delivered every message exactly once. */
const rates = (p: Awaited<ReturnType<typeof pair>>) => ({
  ratioAppToPlain: p.ratioAppToPlain,
  appMessagesPerSecond: p.app.messagesPerSecond,
  plainMessagesPerSecond: p.plainNodemailerPool.messagesPerSecond,
  sinkReceived: p.app.sinkReceived,
  eachExactlyOnce: p.app.eachExactlyOnce,
});

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchNewsletter(), null, 2));
}
