import { eq } from "drizzle-orm";
import { type Database, openDatabase } from "../../db/client";
import { outboundEmails } from "../../db/schema";
import { JobQueue } from "../../jobs/queue";
import type { TestStore } from "../../test/databases";
import { createMailer, defineEmailJobs, type Mailer, type MailerOptions } from "./mailer";

/** Test-only: a mailer on a test database. */

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
