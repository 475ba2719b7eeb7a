import type { ResendMode, SendCounts, SendStartedDto } from "@shared/schemas/newsletter";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { newsletterDeliveries as d, newsletters } from "../../db/schema";
import { ConflictError, InvalidInputError, NotFoundError } from "../../http/errors";
import { isSuppressed } from "../../db/suppressions";
import { recipientsQuery } from "./recipients";
import { getNewsletter, isUuid, NEWSLETTER_NOT_FOUND } from "./service";

const SEND_FAILED = "Kon nieuwsbrief niet versturen";
const NO_RECIPIENTS = {
  error: "Geen ontvangers",
  message: "Er zijn geen ontvangers gevonden voor deze criteria.",
};

/** The addresses of `recipients` (an SQL query) that never received newsletter `id`. */
const notReceived = (id: string) =>
  sql`not exists (select 1 from newsletter_deliveries p
    where p.newsletter_id = ${id} and lower(p.email) = lower(r.email) and p.status = 'sent')`;

/** How many a send or a re-send of newsletter `id` would reach now (the confirmation). */
export async function sendCounts(db: Db, id: string): Promise<SendCounts> {
  const n = await getNewsletter(db, id);
  const rows = await selectRows<SendCounts>(
    db,
    sql`select count(*)::int as everyone, count(*) filter (where ${notReceived(id)})::int as not_received
      from (${recipientsQuery(n)}) r`,
  );
  return rows[0] ?? { everyone: 0, not_received: 0 };
}

/**
 * Creates one delivery row per recipient as a new batch and marks the newsletter
 * 'Verstuurd', in one transaction; the queue workers do the rest. `resend` is 'Opnieuw
 * versturen': only for a sent newsletter, to those who have not received it yet
 * ('not_received') or to everyone again. One send at a time per newsletter.
 */
export async function startSend(
  db: Db,
  id: string,
  resend: ResendMode | false,
): Promise<SendStartedDto> {
  if (!isUuid(id)) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [n] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
    if (!n) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
    if (resend && n.status !== "sent") {
      throw new ConflictError(SEND_FAILED, "Deze nieuwsbrief is nog niet verstuurd.");
    }
    if (!resend && n.status === "sent") {
      throw new ConflictError(
        SEND_FAILED,
        "Deze nieuwsbrief is al verstuurd. Gebruik Opnieuw versturen.",
      );
    }
    const busy = await tx
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.newsletterId, id), inArray(d.status, ["queued", "sending"])))
      .limit(1);
    if (busy.length > 0) {
      throw new ConflictError(SEND_FAILED, "Deze nieuwsbrief wordt nog verstuurd.");
    }
    const rows = await selectRows<{ batch: number; total: number }>(
      tx,
      sql`
      with next as (select coalesce(max(batch), 0) + 1 as batch
                      from newsletter_deliveries where newsletter_id = ${id}),
           ins as (insert into newsletter_deliveries (newsletter_id, batch, email, name)
                   select ${id}, next.batch, r.email, r.name
                     from (${recipientsQuery(n)}) r, next
                    where ${resend === "not_received" ? notReceived(id) : sql`true`}
                   on conflict do nothing returning 1)
      select (select batch from next) as batch, (select count(*)::int from ins) as total`,
    );
    const { batch, total } = rows[0]!;
    // Throwing rolls the transaction back: nothing is marked sent without recipients.
    if (total === 0) throw new InvalidInputError(NO_RECIPIENTS.message, NO_RECIPIENTS.error);
    await tx
      .update(newsletters)
      .set({ status: "sent", sentAt: sql`now()`, updatedAt: newsletters.updatedAt })
      .where(eq(newsletters.id, id));
    return {
      message: `De nieuwsbrief wordt op de achtergrond verstuurd naar ${total} ontvangers.`,
      totalRecipients: total,
      totalSent: 0,
      totalFailed: 0,
      batch,
    };
  });
}

const GMAIL = sql`(lower(${d.email}) like '%@gmail.com' or lower(${d.email}) like '%@googlemail.com')`;

/**
 * Puts the deliveries of a newsletter's latest send that match `which` back in the queue
 * (404 for an unknown newsletter); returns their ids.
 */
async function requeueLatest(
  db: Db,
  id: string,
  which: SQL | undefined,
  reset: Partial<typeof d.$inferInsert> = {},
): Promise<string[]> {
  await getNewsletter(db, id);
  const rows = await db
    .update(d)
    .set({
      status: "queued",
      notBefore: null,
      retryUntil: null,
      claimToken: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
      ...reset,
    })
    .where(
      and(
        eq(d.newsletterId, id),
        sql`${d.batch} = (select max(batch) from newsletter_deliveries where newsletter_id = ${id})`,
        which,
      ),
    )
    .returning({ id: d.id });
  return rows.map((r) => r.id);
}

/**
 * Retry-failed: the failed deliveries of the latest send (optionally Gmail only) go back
 * to the queue, except addresses on the suppression list (lifting one brings it back).
 * Returns their ids.
 */
export function requeueFailed(db: Db, id: string, gmailOnly: boolean): Promise<string[]> {
  return requeueLatest(
    db,
    id,
    and(
      eq(d.status, "failed"),
      sql`not ${isSuppressed(sql`${d.email}`)}`,
      gmailOnly ? GMAIL : undefined,
    ),
  );
}

/**
 * 'Onzekere opnieuw versturen': the deliveries of the latest send that a crash left
 * uncertain (decision 050) go back to the queue. The message keeps its Message-ID, so a
 * mailbox that did receive the first copy can recognise the second. Returns their ids.
 */
export function requeueUncertain(db: Db, id: string): Promise<string[]> {
  return requeueLatest(db, id, and(eq(d.status, "sent"), eq(d.uncertain, true)), {
    uncertain: false,
    lastError: null,
    sentAt: null,
  });
}

/** Waits until the given deliveries are done (or `timeoutMs`), then counts them. */
export async function outcomeOf(db: Db, ids: string[], timeoutMs = 60_000, pollMs = 250) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rows = ids.length
      ? await db
          .select({ status: d.status, n: sql<number>`count(*)::int` })
          .from(d)
          .where(inArray(d.id, ids))
          .groupBy(d.status)
      : [];
    const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    const pending = count("queued") + count("sending");
    if (pending === 0 || Date.now() > end) {
      return { retriedCount: ids.length, newFailures: count("failed"), pending };
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
