import { render, toPlainText } from "@react-email/render";
import { classify } from "../../smtp-errors";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { createElement, type ReactElement } from "react";
import type { Config } from "../../config";
import type { Database, Db } from "../../db/client";
import { type MailLimit, mayMail } from "../../db/mail-limits";
import { outboundEmails } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { DocumentRef } from "../../documents/refs";
import { DocumentNotFoundError } from "../../documents/attachments";
import { renderAttachments } from "../../documents/render-attachments";
import { TestEmail, testEmailSubject } from "../../emails/test-email";
import { createSmtpTransport, type MailTransport, type OutgoingMessage } from "./transport";

export const EMAIL_SEND_JOB = "email.send";
/** Schedule every minute: `queue.schedule(EMAIL_SWEEP_JOB, "* * * * *")`. */
export const EMAIL_SWEEP_JOB = "email.sweep";

interface EmailMessage {
  /** Which template this is (file name in src/server/emails), for the admin outbox. */
  template: string;
  to: string;
  subject: string;
  /** A react-email component from src/server/emails. */
  element: ReactElement;
  replyTo?: string;
  headers?: Record<string, string>;
  /** PDFs to attach: the row keeps references, rendered when sent (decision 070). */
  attachments?: DocumentRef[];
  /** Write the row in the caller's transaction: no e-mail for a rolled-back change. */
  db?: Db;
}

/**
 * How long one send may take, and from that the mail queue's timing. A mail job still
 * running when its process is killed is retried by another process (or the restarted
 * one) once it expires and pg-boss's next maintenance run has seen that. So:
 * - a send is cut off after `sendTimeoutSeconds` (its SMTP connection is closed, so a
 *   message cut off can no longer be accepted), well before
 * - the job expires (`expireInSeconds`, twice the send timeout): a live attempt never
 *   outlives its job, so an expired job is never sent twice at once;
 * - maintenance runs every `maintenanceIntervalSeconds` (the send timeout);
 * - the retry waits the first retry delay, and a worker polls every second.
 * `worstCaseRedeliverySeconds` adds these up: 93 s with the default of 30 s.
 * On shutdown the queue waits `drainSeconds` for jobs in flight: longer than a send may
 * take, so a message on the wire ends delivered or cut off by its own timeout (and is
 * marked so) instead of being cut off by the shutdown with its claim left behind.
 */
export function mailJobTiming(sendTimeoutSeconds: number, retryDelaySeconds = 2) {
  const expireInSeconds = 2 * sendTimeoutSeconds;
  const maintenanceIntervalSeconds = sendTimeoutSeconds;
  return {
    sendTimeoutSeconds,
    expireInSeconds,
    maintenanceIntervalSeconds,
    drainSeconds: sendTimeoutSeconds + 5,
    worstCaseRedeliverySeconds:
      expireInSeconds + maintenanceIntervalSeconds + retryDelaySeconds + 1,
  };
}

class SendTimeoutError extends Error {
  override name = "SendTimeoutError";
}

interface MailerLog {
  warn(details: object, message: string): void;
}

export interface MailerOptions {
  database: Database;
  queue: JobQueue;
  config: Pick<
    Config,
    "MAIL_TRANSPORT" | "SMTP_URL" | "MAIL_FROM" | "FOUNDATION_EMAIL" | "PUBLIC_URL"
  > &
    Partial<Pick<Config, "MAIL_SEND_TIMEOUT_SECONDS">>;
  /** Replaces the nodemailer SMTP pool (tests); used only with MAIL_TRANSPORT=smtp. */
  transport?: MailTransport;
  /**
   * Retries of one e-mail: first `limit` quick ones (pg-boss doubles the delay each time,
   * ~13 minutes in all), then one every `laterSeconds` (an hour) until the e-mail is
   * `giveUpAfterSeconds` (48 hours) old. A recipient or message the server refused for good
   * (a 5xx reply to RCPT TO or DATA) is not tried again, nor a message that could not be
   * built (an attachment that no longer renders).
   */
  retry?: {
    limit?: number;
    delaySeconds?: number;
    laterSeconds?: number;
    giveUpAfterSeconds?: number;
  };
  /** A row still queued this long with no live job is enqueued again by the sweeper. */
  staleAfterSeconds?: number;
  /** The app's logger (its serializers keep personal data out). */
  log: MailerLog;
}

export interface Mailer {
  readonly retry: Required<NonNullable<MailerOptions["retry"]>>;
  readonly timing: ReturnType<typeof mailJobTiming>;
  /** Renders, stores the row as 'queued', then enqueues its delivery. */
  send(message: EmailMessage): Promise<{ id: string }>;
  /**
   * `send`, unless the address already had `limit` of this template lately
   * (`db/mail-limits.ts`): then nothing is stored and the answer is null. Give the
   * caller's transaction: the count holds a lock on the address to its end.
   */
  sendWithin(limit: MailLimit, message: EmailMessage & { db: Db }): Promise<{ id: string } | null>;
  /** The admin's test e-mail (template test-email). */
  sendTest(to: string): Promise<{ id: string }>;
  /**
   * The email.send job: one delivery attempt of one stored row. `later`: an attempt after
   * the quick retries, whose failure schedules the next one itself.
   */
  deliver(emailId: string, retryCount: number, later?: boolean): Promise<void>;
  /**
   * An admin sends a failed e-mail again: the row is 'queued' once more, with its quick
   * retries. False when the row is not 'failed' (or does not exist).
   */
  resend(emailId: string): Promise<boolean>;
  /** The email.sweep job: enqueues stale queued rows again; returns how many. */
  sweep(): Promise<number>;
  /** Connects to the SMTP server without sending (admin diagnostics). */
  verify(): Promise<{ transport: "outbox" | "smtp"; ok: boolean; error?: string }>;
  /** Closes the SMTP pool (shutdown, after the queue has stopped). */
  close(): void;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMailer(options: MailerOptions): Mailer {
  const { database, queue, config } = options;
  const db = database.db;
  const { log } = options;
  const retry = {
    limit: options.retry?.limit ?? 8,
    delaySeconds: options.retry?.delaySeconds ?? 2,
    laterSeconds: options.retry?.laterSeconds ?? 60 * 60,
    giveUpAfterSeconds: options.retry?.giveUpAfterSeconds ?? 48 * 60 * 60,
  };
  const staleAfterSeconds = options.staleAfterSeconds ?? 120;
  const timing = mailJobTiming(config.MAIL_SEND_TIMEOUT_SECONDS ?? 30, retry.delaySeconds);
  let ownTransport: MailTransport | undefined;

  function transport(): MailTransport {
    if (options.transport) return options.transport;
    if (!config.SMTP_URL) throw new Error("MAIL_TRANSPORT=smtp needs SMTP_URL");
    ownTransport ??= createSmtpTransport(config.SMTP_URL, timing.sendTimeoutSeconds * 1000);
    return ownTransport;
  }

  /**
   * One send, cut off after the send timeout through nodemailer's `signal`: the connection
   * that carries the message is closed (a message still queued in the pool is dropped), so a
   * message cut off before the server's answer is never accepted later, and the pool's other
   * deliveries go on.
   */
  async function sendWithin(message: OutgoingMessage): Promise<void> {
    const used = transport();
    const cutOff = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new SendTimeoutError(
          `SMTP send took longer than ${timing.sendTimeoutSeconds} s`,
        );
        reject(error); // first, so the row's last error names the time limit
        cutOff.abort(error);
      }, timing.sendTimeoutSeconds * 1000);
    });
    try {
      await Promise.race([used.sendMail({ ...message, signal: cutOff.signal }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const enqueue = (emailId: string, jobId?: string) =>
    queue.send(EMAIL_SEND_JOB, { emailId }, { id: jobId, singletonKey: emailId });

  const stillQueued = (id: string) =>
    and(eq(outboundEmails.id, id), eq(outboundEmails.status, "queued"));

  const mailer: Mailer = {
    retry,
    timing,

    async sendWithin(limit, message) {
      if (!(await mayMail(message.db, message.template, message.to, limit))) return null;
      return mailer.send(message);
    },

    async send(message) {
      const html = await render(message.element);
      const text = toPlainText(html); // what render(el, { plainText: true }) does, without rendering twice
      const [row] = await (message.db ?? db)
        .insert(outboundEmails)
        .values({
          template: message.template,
          toAddress: message.to,
          fromAddress: config.MAIL_FROM,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          html,
          text,
          headers: message.headers ?? {},
          attachments: message.attachments ?? [],
          status: "queued",
        })
        .returning({ id: outboundEmails.id });
      const id = row!.id;
      // The job id is the row id: enqueueing twice is a no-op (ON CONFLICT in pg-boss).
      if (!message.db) {
        await enqueue(id, id);
      } else {
        // Inside a transaction the row is not visible yet (and on PGlite the queue waits
        // for the transaction to end), so do not wait; deliver() retries once on a missing
        // row and the sweeper picks up anything lost here.
        void enqueue(id, id).catch((error) =>
          log.warn({ err: error, emailId: id }, "enqueue failed"),
        );
      }
      return { id };
    },

    sendTest(to) {
      return mailer.send({
        template: "test-email",
        to,
        subject: testEmailSubject,
        replyTo: config.FOUNDATION_EMAIL,
        element: createElement(TestEmail, { siteUrl: config.PUBLIC_URL, sentAt: new Date() }),
      });
    },

    async deliver(emailId, retryCount, later = false) {
      const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, emailId));
      if (!row) {
        // Written in a transaction that has not committed yet: look once more later.
        if (retryCount === 0) throw new Error(`outbound e-mail ${emailId} not found (yet)`);
        return; // rolled back
      }
      if (row.status !== "queued") return; // already sent, stored or given up
      const attempts = sql`${outboundEmails.attempts} + 1`;
      if (config.MAIL_TRANSPORT === "outbox") {
        // Nothing leaves the machine: the row is the e-mail, readable in the admin.
        await db
          .update(outboundEmails)
          .set({ status: "stored", attempts })
          .where(stillQueued(emailId));
        return;
      }
      // Claim the row for this attempt, for as long as its job may live: two jobs for one
      // e-mail (a resend meeting a sweep, a retry on another instance) never both send it.
      // The claim ends with the attempt; one cut off by a crash runs out on its own.
      const [claimed] = await db
        .update(outboundEmails)
        .set({ sendingUntil: sql`now() + make_interval(secs => ${timing.expireInSeconds})` })
        .where(
          and(
            stillQueued(emailId),
            or(isNull(outboundEmails.sendingUntil), lt(outboundEmails.sendingUntil, sql`now()`)),
          ),
        )
        .returning({ id: outboundEmails.id });
      if (!claimed) return; // another attempt is sending it now, and finishes or retries it
      try {
        const attachments = await renderAttachments(db, row.attachments);
        await sendWithin({
          from: row.fromAddress,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } catch (error) {
        // A document the e-mail attaches that no longer exists (a receipt whose donation
        // was refunded before it went out, an agreement erased since) fails the same way
        // next time: the e-mail fails at once. Any other error building it (the database
        // away for a moment) is retried like the mail server's.
        if (error instanceof DocumentNotFoundError) {
          const lastError = `E-mail niet op te maken: ${errorMessage(error)}`;
          await db
            .update(outboundEmails)
            .set({ attempts, lastError, status: "failed", sendingUntil: null })
            .where(stillQueued(emailId));
          log.warn({ emailId, retryCount, final: true, error: lastError }, "e-mail not built");
          return;
        }
        const lastError = errorMessage(error);
        // Refused for good (a 5xx for this recipient or message): trying again won't help.
        const refused = classify(error) === "permanent";
        if (!refused && !later && retryCount < retry.limit) {
          await db
            .update(outboundEmails)
            .set({ attempts, lastError, sendingUntil: null })
            .where(stillQueued(emailId));
          log.warn({ emailId, retryCount, error: lastError }, "e-mail delivery failed");
          throw error; // pg-boss retries with backoff
        }
        // The quick retries are over (or pointless): try again in an hour, while the
        // e-mail is younger than the limit; the row stays 'queued' until then.
        const age = Date.now() - row.createdAt.getTime();
        const final = refused || age >= retry.giveUpAfterSeconds * 1000;
        await db
          .update(outboundEmails)
          .set({ attempts, lastError, status: final ? "failed" : "queued", sendingUntil: null })
          .where(stillQueued(emailId));
        log.warn({ emailId, retryCount, final, error: lastError }, "e-mail delivery failed");
        if (!final) {
          await queue.send(
            EMAIL_SEND_JOB,
            { emailId, later: true },
            { startAfter: retry.laterSeconds, retryLimit: 0, singletonKey: emailId },
          );
        }
        return;
      }
      await db
        .update(outboundEmails)
        .set({ status: "sent", sentAt: new Date(), attempts, sendingUntil: null })
        .where(stillQueued(emailId));
    },

    async resend(emailId) {
      const [row] = await db
        .update(outboundEmails)
        .set({ status: "queued" })
        .where(and(eq(outboundEmails.id, emailId), eq(outboundEmails.status, "failed")))
        .returning({ id: outboundEmails.id });
      if (!row) return false;
      await enqueue(emailId);
      return true;
    },

    async sweep() {
      // A crash between the insert and the enqueue leaves a row without a job. pg-boss
      // keeps its jobs in the same database (schema pgboss, see jobs/queue.ts).
      const { rows } = await database.query<{ id: string }>(
        `select e.id from outbound_emails e
          where e.status = 'queued' and e.created_at < now() - make_interval(secs => $1)
            and not exists (select 1 from pgboss.job j
              where j.name = $2 and j.data->>'emailId' = e.id::text and j.state < 'completed')
          order by e.created_at limit 500`,
        [staleAfterSeconds, EMAIL_SEND_JOB],
      );
      for (const { id } of rows) await enqueue(id);
      if (rows.length > 0) log.warn({ count: rows.length }, "re-enqueued stale e-mails");
      return rows.length;
    },

    async verify() {
      if (config.MAIL_TRANSPORT === "outbox") return { transport: "outbox", ok: true };
      try {
        await transport().verify?.();
        return { transport: "smtp", ok: true };
      } catch (error) {
        return {
          transport: "smtp",
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },

    close() {
      ownTransport?.close?.();
      ownTransport = undefined;
    },
  };
  return mailer;
}

/** Registers email.send and email.sweep; call before `queue.start()`. */
export function defineEmailJobs(queue: JobQueue, mailer: Mailer): void {
  queue.define<{ emailId: string; later?: boolean }>({
    name: EMAIL_SEND_JOB,
    concurrency: 2,
    retryLimit: mailer.retry.limit,
    retryDelay: mailer.retry.delaySeconds,
    retryBackoff: true,
    // Shorter than pg-boss's default, so mail cut off by a crash goes out again within
    // two minutes; longer than a send may take (mailJobTiming).
    expireInSeconds: mailer.timing.expireInSeconds,
    handle: (data, job) => mailer.deliver(data.emailId, job.retryCount, data.later === true),
  });
  queue.define({
    name: EMAIL_SWEEP_JOB,
    retryLimit: 0,
    handle: async () => {
      await mailer.sweep();
    },
  });
}
