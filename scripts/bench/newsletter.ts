import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { startSmtpSink } from "../../src/server/features/newsletters/testing/smtp-sink";
import { root } from "./lib";

const run = promisify(execFile);
const RECIPIENTS = 10_000;
const CSV_ROWS = 100_000;

/** One measured run in a child process (its own peak memory), against `smtpUrl`. */
async function measure(mode: "app" | "plain" | "csv", count: number, smtpUrl = "") {
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
    { cwd: root, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: "warn" } },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, number>;
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/**
 * Newsletter messages per second to a local SMTP sink for 10,000 recipients (the app's
 * sender: a claim and a mark per message, per-recipient message and unsubscribe link,
 * nodemailer's pooled transport) against plain pooled nodemailer handed the same messages
 * (built by the same per-recipient builder) to the same sink in the same run at the same
 * concurrency (NEWSLETTER_CONCURRENCY, default 8), with each one's
 * memory; and a CSV import of 100,000 rows through the admin endpoint. RSS growth is the
 * highest RSS sampled during the send or import minus the settled idle figure before it.
 */
export async function benchNewsletter() {
  const sink = await startSmtpSink();
  try {
    const plain = await measure("plain", RECIPIENTS, sink.url);
    const sinkAfterPlain = sink.messages.length;
    sink.messages.length = 0;
    const app = await measure("app", RECIPIENTS, sink.url);
    const once = [...sink.counts().values()].every((n) => n === 1);
    const csv = await measure("csv", CSV_ROWS);
    return {
      recipients: RECIPIENTS,
      app: {
        messagesPerSecond: round(app.perSecond!),
        seconds: round(app.seconds!),
        cpuMsPerMessage: round(app.cpuMsPerMessage!, 3),
        rssBeforeSendMb: app.rssBeforeMb,
        peakRssMb: app.peakRssMb,
        rssGrowthMb: app.rssGrowthMb,
        sinkReceived: sink.messages.length,
        eachExactlyOnce: once,
      },
      plainNodemailerPool: {
        messagesPerSecond: round(plain.perSecond!),
        seconds: round(plain.seconds!),
        cpuMsPerMessage: round(plain.cpuMsPerMessage!, 3),
        peakRssMb: plain.peakRssMb,
        sinkReceived: sinkAfterPlain,
      },
      ratioAppToPlain: round(app.perSecond! / plain.perSecond!, 2),
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
