import { randomUUID } from "node:crypto";
import os from "node:os";
import type { FastifyInstance } from "fastify";
import { isAlive } from "../../db/data-dir-lock";
import { outboxNewsletterTransport } from "./outbox-channel";
import { createMessageSource } from "./messages";
import { fileReleaseJournal, writableDir } from "./release-journal";
import { type InstanceOptions, NewsletterSender } from "./sender";
import { smtpNewsletterTransport } from "./smtp-channel";
import { createDeliveryStore } from "./store";

/** Announced when deliveries are queued, so every instance's worker wakes at once. */
export const NEWSLETTER_WORK_CHANNEL = "newsletter_work";

/**
 * Runs this instance's newsletter worker for the life of the app: started when the app
 * is ready, stopped (in-flight messages finished, unsent claims given back) before the
 * database closes. The worker itself knows no Fastify (sender.ts).
 */
export async function newsletterWorker(app: FastifyInstance): Promise<void> {
  const { config, database, realtime, secret } = app.services;
  const smtp = config.MAIL_TRANSPORT === "smtp" ? config.SMTP_URL : undefined;
  const store = createDeliveryStore(database);
  const postgres = database.kind === "postgres";
  // PostgreSQL: one id per process, a heartbeat, and a journal of its own when DATA_DIR
  // is writable, so a restart settles a killed worker's rows exactly (decision 050).
  const id = randomUUID();
  const journalDir = postgres && smtp ? writableDir(config.DATA_DIR) : null;
  const instance: InstanceOptions | undefined = postgres
    ? {
        self: { id, host: os.hostname(), pid: process.pid, journalDir },
        store,
        heartbeatMs: config.NEWSLETTER_HEARTBEAT_SECONDS * 1000,
        staleSeconds:
          config.NEWSLETTER_WORKER_STALE_SECONDS ?? 3 * config.NEWSLETTER_HEARTBEAT_SECONDS,
        journalOf(gone) {
          if (!gone.journalDir) return "none";
          // Only a journal beside ours, of a process that provably no longer runs (a pid
          // equal to ours is an earlier life of this container's process).
          if (gone.host !== os.hostname() || gone.journalDir !== journalDir) return undefined;
          if (gone.pid !== process.pid && isAlive(gone.pid)) return undefined;
          return fileReleaseJournal(gone.journalDir, gone.id);
        },
      }
    : undefined;
  const sender = new NewsletterSender({
    store,
    instance,
    transport: smtp ? smtpNewsletterTransport(smtp) : outboxNewsletterTransport(),
    messages: createMessageSource(database.db, config, secret),
    concurrency: config.NEWSLETTER_CONCURRENCY,
    ratePerSecond: config.NEWSLETTER_RATE_PER_SECOND,
    // PGlite allows one process per DATA_DIR: any 'sending' row at start is ours, dead,
    // and a journal beside the data can say which SMTP messages got their final dot.
    releaseAbandonedAtStart: database.kind === "pglite",
    journal:
      database.kind === "pglite" && smtp
        ? fileReleaseJournal(config.DATA_DIR)
        : journalDir
          ? fileReleaseJournal(journalDir, id)
          : undefined,
    log: app.log,
  });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopListening = await realtime.subscribe(NEWSLETTER_WORK_CHANNEL, () => sender.wake());
    // A wake-up may have been missed while the LISTEN connection was down.
    const stopWaking = realtime.onReconnect(() => sender.wake());
    const stop = stopListening;
    stopListening = async () => {
      stopWaking();
      await stop();
    };
    sender.start();
  });
  app.addHook("preClose", async () => {
    await stopListening?.().catch(() => {});
    await sender.stop();
  });
}
