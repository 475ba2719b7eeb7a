import type { StatementProgress } from "@shared/schemas/statements";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import type { Db } from "../../db/client";
import { statementSends } from "../../db/schema";
import { statementDonors, yearlyStatement } from "../../documents/yearly-statement";
import { YearlyStatementEmail, yearlyStatementSubject } from "../../emails/yearly-statement";
import { ConflictError } from "../../http/errors";
import type { Services } from "../../services";

const STATEMENT_RUN_JOB = "statements.run";

/** Donors handled by one job: a graceful stop waits for at most this many sends. */
const CHUNK = 10;

type Deps = Pick<Services, "database" | "mailer" | "queue" | "config">;

async function sentEmails(db: Db, year: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: statementSends.email })
    .from(statementSends)
    .where(eq(statementSends.year, year));
  return new Set(rows.map((r) => r.email));
}

/** Whether a run for the year waits in the job queue or is busy (pg-boss's own table). */
async function isRunning({ database }: Pick<Deps, "database">, year: number): Promise<boolean> {
  const { rows } = await database.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job
      where name = $1 and (data->>'year')::int = $2 and state < 'completed'`,
    [STATEMENT_RUN_JOB, year],
  );
  return (rows[0]?.n ?? 0) > 0;
}

export async function statementProgress(deps: Pick<Deps, "database">, year: number) {
  const db = deps.database.db;
  const [donors, sent, running] = await Promise.all([
    statementDonors(db, year),
    sentEmails(db, year),
    isRunning(deps, year),
  ]);
  return {
    year,
    donors: donors.length,
    sent: donors.filter((email) => sent.has(email)).length,
    running,
  } satisfies StatementProgress;
}

/** Starts sending the year's statements to every donor who has not had theirs. */
export async function startStatementRun(deps: Deps, year: number): Promise<StatementProgress> {
  const progress = await statementProgress(deps, year);
  if (progress.donors === 0) {
    throw new ConflictError("Niets te versturen", `Geen donateurs met giften in ${year}.`);
  }
  if (!progress.running && progress.sent < progress.donors) {
    await deps.queue.send(STATEMENT_RUN_JOB, { year });
    return { ...progress, running: true };
  }
  return progress;
}

/**
 * One donor's statement e-mail, at most once per donor and year: the claim in
 * statement_sends (unique on email and year) and the outbox row are one transaction, so a
 * second run, a second instance or a retried job finds the claim and sends nothing.
 */
async function sendOne({ database, mailer, config }: Deps, email: string, year: number) {
  await database.db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(statementSends)
      .values({ email, year })
      .onConflictDoNothing()
      .returning({ id: statementSends.id });
    if (!claim) return;
    const statement = await yearlyStatement(tx, email, year);
    const { id } = await mailer.send({
      template: "yearly-statement",
      to: email,
      replyTo: config.FOUNDATION_EMAIL,
      subject: yearlyStatementSubject(year),
      element: createElement(YearlyStatementEmail, {
        year,
        donorName: statement.name,
        siteUrl: config.PUBLIC_URL,
      }),
      attachments: [{ kind: "statement", email, year }],
      db: tx,
    });
    await tx.update(statementSends).set({ emailId: id }).where(eq(statementSends.id, claim.id));
  });
}

/**
 * The statements.run job: sends the next few statements, then queues itself again while
 * donors are left. Small steps keep a graceful shutdown short; whatever a stop or crash
 * interrupts, the next job (here or on another instance) goes on where the claims end.
 */
async function runStep(deps: Deps, year: number): Promise<void> {
  const [donors, sent] = await Promise.all([
    statementDonors(deps.database.db, year),
    sentEmails(deps.database.db, year),
  ]);
  const unsent = donors.filter((email) => !sent.has(email));
  for (const email of unsent.slice(0, CHUNK)) await sendOne(deps, email, year);
  if (unsent.length > CHUNK) await deps.queue.send(STATEMENT_RUN_JOB, { year });
}

/** Registers statements.run; call before `queue.start()`. */
export function defineStatementJobs(deps: Deps): void {
  deps.queue.define<{ year: number }>({
    name: STATEMENT_RUN_JOB,
    retryLimit: 5,
    retryDelay: 5,
    // A step takes seconds; a step cut off by a crash is taken up again within minutes.
    expireInSeconds: 120,
    handle: ({ year }) => runStep(deps, year),
  });
}
