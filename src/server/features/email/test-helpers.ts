import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { type Database, openDatabase } from "../../db/client";
import { outboundEmails } from "../../db/schema";
import { JobQueue } from "../../jobs/queue";
import type { TestStore } from "../../test/databases";
import { createMailer, defineEmailJobs, type Mailer, type MailerOptions } from "./mailer";

/** Test-only helpers: a local SMTP sink and a mailer on a test database. */

export const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A port nothing listens on (taken from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that parses and keeps every message it receives; it
 * answers RCPT TO with 550 for the addresses in `refused`.
 */
export async function startSmtpSink(port = 0, refused: string[] = []): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.includes(address.address)) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const testConfig: MailerOptions["config"] = {
  MAIL_TRANSPORT: "outbox",
  SMTP_URL: undefined,
  MAIL_FROM: "Stichting Qamar <noreply@stichtingqamar.nl>",
  FOUNDATION_EMAIL: "info@stichtingqamar.nl",
  PUBLIC_URL: "http://localhost:3000",
};

export interface MailerHarness {
  database: Database;
  queue: JobQueue;
  mailer: Mailer;
  warnings: string[];
  row(id: string): Promise<typeof outboundEmails.$inferSelect | undefined>;
  close(): Promise<void>;
}

/** Database + queue + mailer on a test store; short retries so tests stay quick. */
export async function startMailer(
  store: TestStore,
  config: Partial<MailerOptions["config"]> = {},
  options: Partial<Pick<MailerOptions, "transport" | "retry">> & { work?: boolean } = {},
): Promise<MailerHarness> {
  const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  await database.migrate();
  const queue = new JobQueue(database, {
    databaseUrl: store.databaseUrl,
    pollingIntervalSeconds: 0.5,
    work: options.work,
  });
  const warnings: string[] = [];
  const mailer = createMailer({
    database,
    queue,
    config: { ...testConfig, ...config },
    transport: options.transport,
    retry: { delaySeconds: 1, ...options.retry },
    log: { warn: (details, message) => warnings.push(`${message} ${JSON.stringify(details)}`) },
  });
  defineEmailJobs(queue, mailer);
  await queue.start();
  return {
    database,
    queue,
    mailer,
    warnings,
    row: async (id) =>
      (await database.db.select().from(outboundEmails).where(eq(outboundEmails.id, id)))[0],
    close: async () => {
      await queue.stop();
      mailer.close();
      await database.close();
    },
  };
}
