import type { FastifyInstance } from "fastify";
import { outboxNewsletterTransport } from "./outbox-channel";
import { createMessageSource } from "./messages";
import { fileReleaseJournal } from "./release-journal";
import { NewsletterSender } from "./sender";
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
  const sender = new NewsletterSender({
    store: createDeliveryStore(database),
    transport: smtp ? smtpNewsletterTransport(smtp) : outboxNewsletterTransport(),
    messages: createMessageSource(database.db, config, secret),
    concurrency: config.NEWSLETTER_CONCURRENCY,
    ratePerSecond: config.NEWSLETTER_RATE_PER_SECOND,
    // PGlite allows one process per DATA_DIR: any 'sending' row at start is ours, dead,
    // and a journal beside the data can say which SMTP messages got their final dot.
    releaseAbandonedAtStart: database.kind === "pglite",
    journal: database.kind === "pglite" && smtp ? fileReleaseJournal(config.DATA_DIR) : undefined,
    log: app.log,
  });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopListening = await realtime.subscribe(NEWSLETTER_WORK_CHANNEL, () => sender.wake());
    sender.start();
  });
  app.addHook("preClose", async () => {
    await stopListening?.().catch(() => {});
    await sender.stop();
  });
}
