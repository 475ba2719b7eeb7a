// One measured run of the newsletter benchmark, in its own process so its peak memory
// is its own: `tsx scripts/bench/newsletter-worker.ts <app|plain|csv> <count> [smtpUrl]`.
// Prints one JSON line. Started by scripts/bench/newsletter.ts.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import {
  messageIdDomain,
  recipientMessage,
  renderForRecipients,
} from "../../src/server/features/newsletters/messages";

const [mode = "app", countText = "10000", smtpUrl = ""] = process.argv.slice(2);
const count = Number(countText);
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/**
 * Samples RSS every 50 ms until stopped; returns the highest (MB) seen meanwhile. Both
 * senders run it, so its cost on the measured thread is the same for both;
 * `memoryUsage.rss()` reads only the RSS (`memoryUsage()` also walks the heap spaces).
 */
function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      return Math.round(peak / 2 ** 20);
    },
  };
}
/** This process's CPU time (user and system, ms) since `since`. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const secret = "bench-secret-bench-secret-bench-secret-12";
/** The settings both senders' messages are built with (the app's defaults). */
const benchConfig = loadConfig({ NODE_ENV: "test", APP_SECRET: secret });
const content =
  "Beste lezer,\n\nDankzij u konden we deze winter 1000 gezinnen helpen.\n\nMet dank!";

async function appRun() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-nl-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtpUrl,
    NEWSLETTER_RATE_PER_SECOND: "0",
    NEWSLETTER_CONCURRENCY: process.env.NEWSLETTER_CONCURRENCY ?? "8",
    // An empty PostgreSQL database for the app run instead of PGlite (optional).
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  });
  const app = await buildApp(config, { serveSite: false, seed: false });
  try {
    const { query } = app.services.database;
    await query(
      `insert into email_subscribers (email, name) select 'lezer' || g || '@example.org', 'Lezer ' || g
       from generate_series(1, $1) g`,
      [count],
    );
    const { rows } = await query<{ id: string }>(
      "insert into newsletters (title, subject, content) values ('Winterhulp', 'Nieuws over de winterhulp', $1) returning id",
      [content],
    );
    const { startSend } = await import("../../src/server/features/newsletters/sending");
    await app.ready(); // starts the worker
    await new Promise((r) => setTimeout(r, 1000)); // settle: the idle figure
    const rssBeforeMb = Math.round(process.memoryUsage().rss / 2 ** 20);
    const sampler = rssSampler();
    const cpu = process.cpuUsage();
    const began = performance.now();
    await startSend(app.services.database.db, rows[0]!.id, false);
    await app.services.realtime.publish("newsletter_work", {});
    // Done when no row is queued or claimed (a row is marked sent on its 250). A cheap
    // look through the work index: counting 10,000 rows this often would slow the send.
    for (;;) {
      const { rows: left } = await query(
        "select 1 from newsletter_deliveries where status = 'queued' limit 1",
      );
      if (left.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - began) / 1000;
    const peakDuringMb = sampler.stop();
    const { rows: sent } = await query<{ n: number }>(
      "select count(*)::int as n from newsletter_deliveries where status = 'sent'",
    );
    const messages = sent[0]!.n;
    return {
      messages,
      seconds,
      perSecond: messages / seconds,
      cpuMsPerMessage: cpuMs(cpu) / messages,
      rssBeforeMb,
      peakRssMb: peakRssMb(),
      rssGrowthMb: peakDuringMb - rssBeforeMb,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The baseline: nodemailer's pooled transport, handed every message at once: the very
 * messages the app sends (the app's own per-recipient builder, built in the measured
 * loop as the app does), without the database.
 */
async function plainRun() {
  const newsletter = await renderForRecipients(
    {
      id: randomUUID(),
      title: "Winterhulp",
      subject: "Nieuws over de winterhulp",
      content,
      imageUrl: null,
      videoUrl: null,
      donationLink: null,
      flyerMode: false,
    },
    benchConfig.PUBLIC_URL,
  );
  const options = {
    from: benchConfig.MAIL_FROM,
    links: { secret, publicUrl: benchConfig.PUBLIC_URL, mailbox: benchConfig.FOUNDATION_EMAIL },
    domain: messageIdDomain(benchConfig.MAIL_FROM),
  };
  // The same pool settings as the app's newsletter transport, at the same concurrency.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: Number(process.env.NEWSLETTER_CONCURRENCY ?? "8"),
    maxMessages: 1000,
  });
  const sampler = rssSampler();
  const cpu = process.cpuUsage();
  const began = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      transport.sendMail(recipientMessage(newsletter, `lezer${i + 1}@example.org`, options)),
    ),
  );
  const seconds = (performance.now() - began) / 1000;
  sampler.stop();
  transport.close();
  return {
    messages: count,
    seconds,
    perSecond: count / seconds,
    cpuMsPerMessage: cpuMs(cpu) / count,
    peakRssMb: peakRssMb(),
  };
}

/** CSV import through the real admin endpoint: parse, validate, upsert in batches of 200. */
async function csvRun() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-csv-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    APP_SECRET: secret,
  });
  const app = await buildApp(config, { serveSite: false, seed: false });
  try {
    const origin = config.PUBLIC_URL;
    const account = { email: "beheerder@example.org", password: "Sterk!Wachtwoord1" };
    // Sign-up opens no session; signing in does.
    await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin },
      payload: account,
    });
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin },
      payload: account,
    });
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const csv = `email;naam\n${Array.from({ length: count }, (_, i) => `lezer${i}@example.org;"Lezer ${i}"`).join("\n")}\n`;
    await new Promise((r) => setTimeout(r, 1000)); // settle: the idle figure
    const rssBeforeMb = Math.round(process.memoryUsage().rss / 2 ** 20);
    const sampler = rssSampler();
    const began = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/subscribers/import",
      headers: { cookie, origin, "content-type": "text/csv" },
      payload: csv,
    });
    const seconds = (performance.now() - began) / 1000;
    const peakDuringMb = sampler.stop();
    if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
    const megabytes = +(csv.length / 2 ** 20).toFixed(1);
    return {
      rows: count,
      megabytes,
      seconds,
      rssBeforeMb,
      peakRssMb: peakRssMb(),
      rssGrowthMb: peakDuringMb - rssBeforeMb,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const run = { app: appRun, plain: plainRun, csv: csvRun }[mode as "app"];
console.log(JSON.stringify(await run()));
process.exit(0);
