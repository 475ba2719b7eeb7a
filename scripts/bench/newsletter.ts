import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import {
  type SmtpSink,
  startSmtpSink,
} from "../../src/server/features/newsletters/testing/smtp-sink";
import { pgQuery } from "../../src/server/test/pg-query";
import { root } from "./lib";

const run = promisify(execFile);
const RECIPIENTS = 10_000;
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
 * empty), each sending 10,000 messages to the same sink.
 */
async function pair(sink: SmtpSink, databaseUrl: string) {
  sink.messages.length = 0;
  const plain = await measure("plain", RECIPIENTS, sink.url);
  const plainReceived = sink.messages.length;
  sink.messages.length = 0;
  const app = await measure("app", RECIPIENTS, sink.url, databaseUrl);
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
 * With each one's memory; and a CSV import of 100,000 rows through the admin endpoint.
 * RSS growth is the highest RSS sampled during the send or import minus the settled idle
 * figure before it.
 */
export async function benchNewsletter() {
  const sink = await startSmtpSink();
  const base = process.env.DATABASE_URL;
  try {
    const pglite = await pair(sink, "");
    let postgres: Awaited<ReturnType<typeof pair>> | string =
      "skipped: set DATABASE_URL to measure PostgreSQL";
    if (base) {
      const name = `qamar_newsletter_bench_${Date.now()}`;
      await pgQuery(base, `create database ${name}`);
      try {
        const url = new URL(base);
        url.pathname = `/${name}`;
        postgres = await pair(sink, url.toString());
      } finally {
        await pgQuery(base, `drop database if exists ${name} with (force)`);
      }
    }
    const csv = await measure("csv", CSV_ROWS);
    return {
      recipients: RECIPIENTS,
      pglite,
      postgres,
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
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchNewsletter(), null, 2));
}
