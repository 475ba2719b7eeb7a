import nodemailer from "nodemailer";

/** One message as it leaves the outbox. */
export interface OutgoingMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * What the mailer needs from a transport: nodemailer's pooled SMTP transport in
 * production, anything with the same shape in tests.
 */
export interface MailTransport {
  /** `signal` aborts the send: nodemailer closes the connection that carries the message. */
  sendMail(message: OutgoingMessage & { signal?: AbortSignal }): Promise<unknown>;
  /** Connects and authenticates without sending (admin diagnostics). */
  verify?(): Promise<unknown>;
  close?(): void;
}

/**
 * A pooled SMTP transport from SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Creating it does not connect: the first message does, so the app starts during an
 * SMTP outage and the queue retries.
 */
export function createSmtpTransport(smtpUrl: string, sendTimeoutMs = 30_000): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    // Fail fast so the job is retried with backoff instead of holding a worker; the
    // mailer also cuts off a whole send after sendTimeoutMs.
    connectionTimeout: Math.min(15_000, sendTimeoutMs),
    greetingTimeout: Math.min(15_000, sendTimeoutMs),
    socketTimeout: sendTimeoutMs,
  });
}
