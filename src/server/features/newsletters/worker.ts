import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { outboundEmails } from "../../db/schema";
import { createMessageSource } from "./messages";
import { NewsletterSender, type SenderOptions } from "./sender";
import { createDeliveryStore } from "./store";
import { threadedSmtpTransport } from "./smtp-thread";

/** Announced when deliveries are queued, so every instance's worker wakes at once. */
export const NEWSLETTER_WORK_CHANNEL = "newsletter_work";
/** Announced when the mail server becomes unreachable, or reachable again. */
export const NEWSLETTER_STATUS_CHANNEL = "newsletter_status";

/**
 * MAIL_TRANSPORT=outbox: nothing leaves the machine; each newsletter message is stored
 * in outbound_emails (readable in the admin's E-mail outbox).
 */
function newsletterOutboxTransport(db: Db): SenderOptions["transport"] {
  return {
    async sendMail(m) {
      await db.insert(outboundEmails).values({
        template: "newsletter",
        toAddress: String(m.to),
        fromAddress: String(m.from),
        replyTo: m.replyTo ? String(m.replyTo) : null,
        subject: String(m.subject ?? ""),
        html: String(m.html ?? ""),
        text: String(m.text ?? ""),
        headers: { ...(m.headers as Record<string, string>), "Message-ID": String(m.messageId) },
        status: "stored",
        attempts: 1,
        sentAt: new Date(),
      });
    },
  };
}

/**
 * Runs this instance's newsletter worker for the life of the app: started when the app
 * is ready, stopped (messages in flight finished and marked) before the database
 * closes. The sender itself knows no Fastify.
 */
export async function newsletterWorker(app: FastifyInstance): Promise<void> {
  const { config, database, realtime, secret } = app.services;
  const concurrency = config.NEWSLETTER_CONCURRENCY;
  const rate = config.NEWSLETTER_RATE_PER_SECOND;
  const sender = new NewsletterSender({
    store: createDeliveryStore(
      database,
      config.NEWSLETTER_LEASE_SECONDS,
      config.NEWSLETTER_RETRY_HOURS,
    ),
    // nodemailer's pooled SMTP transport, on a thread of its own: `concurrency`
    // connections, its rate limit (messages per second; 0 = none), short timeouts so an
    // outage shows quickly.
    transport:
      config.MAIL_TRANSPORT === "smtp" && config.SMTP_URL
        ? threadedSmtpTransport({
            url: config.SMTP_URL,
            pool: true,
            maxConnections: concurrency,
            maxMessages: 1000,
            ...(rate > 0 ? { rateDelta: 1000, rateLimit: rate } : {}),
            connectionTimeout: 15_000,
            greetingTimeout: 15_000,
            socketTimeout: 60_000,
          })
        : newsletterOutboxTransport(database.db),
    build: createMessageSource(database.db, config, secret),
    concurrency,
    retryDelays: config.NEWSLETTER_RETRY_DELAYS,
    // PGlite allows one process per DATA_DIR: any row claimed at start is a dead one's.
    flagAllAtStart: database.kind === "pglite",
    leaseCheckMs: Math.min(60_000, (config.NEWSLETTER_LEASE_SECONDS * 1000) / 2),
    onOutage: (outage) => {
      realtime.publish(NEWSLETTER_STATUS_CHANNEL, { outage }).catch(() => {});
    },
    log: app.log,
  });
  let stopListening: (() => Promise<void>) | undefined;
  let stopWaking: (() => void) | undefined;
  app.addHook("onReady", async () => {
    stopListening = await realtime.subscribe(NEWSLETTER_WORK_CHANNEL, () => sender.wake());
    // A wake-up may have been missed while the LISTEN connection was down.
    stopWaking = realtime.onReconnect(() => sender.wake());
    await sender.start();
  });
  app.addHook("preClose", async () => {
    stopWaking?.();
    await stopListening?.().catch(() => {});
    await sender.stop();
  });
}
