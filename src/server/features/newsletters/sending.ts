import {
  DELIVERY_PROBLEMS_SHOWN,
  type DeliveryProblems,
  type ResendMode,
  type SendCounts,
  type SendStartedDto,
} from "@shared/schemas/newsletter";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { newsletterDeliveries as d, newsletters } from "../../db/schema";
import { ConflictError, InvalidInputError } from "../../http/errors";
import { isSuppressed } from "../../db/suppressions";
import { recipientsQuery } from "./recipients";
import { getNewsletter } from "./service";

const SEND_FAILED = "Kon nieuwsbrief niet versturen";

/** The addresses of `recipients` (an SQL query) that never received newsletter `id`. */
const notReceived = (id: string) =>
  sql`not exists (select 1 from newsletter_deliveries p
    where p.newsletter_id = ${id} and lower(p.email) = lower(r.email) and p.status = 'sent')`;

/** Addresses of newsletter `id` only waiting for a retry: a re-send takes their rows along. */
const waitingForRetry = (id: string) =>
  sql`select lower(email) as email from newsletter_deliveries
       where newsletter_id = ${id} and status = 'queued' and claim_token is null and not_before > now()`;

/**
 * How many a send or a re-send of newsletter `id` would reach now (the confirmation): the
 * recipients it chooses, and the addresses waiting for a retry that are not among them
 * (`startSend` takes those along whatever the choice).
 */
export async function sendCounts(db: Db, id: string): Promise<SendCounts> {
  const n = await getNewsletter(db, id);
  const rows = await selectRows<SendCounts>(
    db,
    sql`with r as (select lower(r.email) as email, ${notReceived(id)} as not_received
                     from (${recipientsQuery(n)}) r),
             w as (${waitingForRetry(id)})
      select (select count(*) from r)::int
               + (select count(*) from w where w.email not in (select email from r))::int as everyone,
             (select count(*) from r where r.not_received)::int
               + (select count(*) from w where w.email not in
                   (select email from r where r.not_received))::int as not_received`,
  );
  return rows[0] ?? { everyone: 0, not_received: 0 };
}

/**
 * Creates one delivery row per recipient as a new batch and marks the newsletter
 * 'Verstuurd', in one transaction; the queue workers do the rest. `resend` is 'Opnieuw
 * versturen': only for a sent newsletter, to those who have not received it yet
 * ('not_received') or to everyone again. One send at a time per newsletter; addresses
 * only waiting for a retry join the new batch instead of holding it up.
 */
export async function startSend(
  db: Db,
  id: string,
  resend: ResendMode | false,
): Promise<SendStartedDto> {
  const started = await db.transaction(async (tx) => {
    const n = await getNewsletter(tx, id, true);
    if (resend ? n.status !== "sent" : n.status === "sent") {
      throw new ConflictError(
        SEND_FAILED,
        resend
          ? "Deze nieuwsbrief is nog niet verstuurd."
          : "Deze nieuwsbrief is al verstuurd. Gebruik Opnieuw versturen.",
      );
    }
    const [next] = await selectRows<{ batch: number }>(
      tx,
      sql`select coalesce(max(batch), 0) + 1 as batch from newsletter_deliveries where newsletter_id = ${id}`,
    );
    const batch = next!.batch;
    // An address waiting for a retry after a temporary failure (greylisting can take
    // hours) does not hold a re-send up: its row moves into the new batch with its retry
    // state, so the address gets one message and the card counts it. Anything else still
    // queued (due, or on its way) is a send under way. Moved first, checked after: a row a
    // worker claims in between is not moved, and counts as busy.
    const moved = await tx
      .update(d)
      .set({ batch, updatedAt: sql`now()` })
      .where(
        and(
          eq(d.newsletterId, id),
          eq(d.status, "queued"),
          sql`${d.claimToken} is null and ${d.notBefore} > now()`,
        ),
      )
      .returning({ id: d.id });
    const busy = await tx.$count(
      d,
      and(eq(d.newsletterId, id), eq(d.status, "queued"), sql`${d.batch} <> ${batch}`),
    );
    if (busy > 0) throw new ConflictError(SEND_FAILED, "Deze nieuwsbrief wordt nog verstuurd.");
    const [ins] = await selectRows<{ inserted: number }>(
      tx,
      sql`
      with ins as (insert into newsletter_deliveries (newsletter_id, batch, email, name)
                   select ${id}, ${batch}, r.email, r.name
                     from (${recipientsQuery(n)}) r
                    where ${resend === "not_received" ? notReceived(id) : sql`true`}
                   on conflict do nothing returning 1)
      select count(*)::int as inserted from ins`,
    );
    const total = ins!.inserted + moved.length;
    // Throwing rolls the transaction back: nothing is marked sent without recipients.
    if (total === 0) {
      throw new InvalidInputError({
        title: "Geen ontvangers",
        message: "Er zijn geen ontvangers gevonden voor deze criteria.",
      });
    }
    await tx
      .update(newsletters)
      .set({ status: "sent", sentAt: sql`now()`, updatedAt: newsletters.updatedAt })
      .where(eq(newsletters.id, id));
    return {
      message: `De nieuwsbrief wordt op de achtergrond verstuurd naar ${total === 1 ? "1 ontvanger" : `${total} ontvangers`}.`,
      totalRecipients: total,
      totalSent: 0,
      totalFailed: 0,
      batch,
    };
  });
  // Fresh statistics for the new rows: without them the planner takes the queue for
  // nearly empty and each claim sorts every queued row instead of reading the queue index
  // in order (docs/decisions/053).
  await db.execute(sql`analyze newsletter_deliveries`);
  return started;
}

/** Whether the address `email` (an SQL expression) unsubscribed. */
const isUnsubscribed = (email: SQL) =>
  sql`exists (select 1 from email_subscribers s
    where lower(s.email) = lower(${email}) and not s.subscribed)`;

const GMAIL = sql`(lower(${d.email}) like '%@gmail.com' or lower(${d.email}) like '%@googlemail.com')`;

/**
 * Puts deliveries of a newsletter's latest send back in the queue and returns how many
 * (404 for an unknown newsletter). 'failed': the failed ones (optionally Gmail only).
 * 'uncertain': those a crash left in doubt; the message keeps its Message-ID, so a
 * mailbox that did receive the first copy can recognise the second. Either way never an
 * address on the suppression list (lifting one brings it back) or unsubscribed since.
 * A row goes back as new: its attempts count from zero again, so a temporary failure
 * waits the first retry delay, not the last, and the problem list counts this round.
 */
export async function requeue(
  db: Db,
  id: string,
  which: "failed" | "uncertain",
  gmailOnly = false,
): Promise<number> {
  // Under the newsletter's lock, as `startSend`: a resend and a retry at the same moment
  // (two admins, two instances) would otherwise both queue the failed addresses, the
  // retry in the latest batch it saw and the resend in the new one it had not committed.
  return db.transaction(async (tx) => {
    await getNewsletter(tx, id, true);
    return requeueLocked(tx, id, which, gmailOnly);
  });
}

async function requeueLocked(
  tx: Db,
  id: string,
  which: "failed" | "uncertain",
  gmailOnly: boolean,
): Promise<number> {
  const rows = await tx
    .update(d)
    .set({
      status: "queued",
      // A new start: its retry schedule and window begin again at the first step.
      ...{ attempts: 0, notBefore: null, retryUntil: null, claimToken: null, leaseUntil: null },
      ...(which === "uncertain" ? { uncertain: false, lastError: null, sentAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(d.newsletterId, id),
        sql`${d.batch} = (select max(batch) from newsletter_deliveries where newsletter_id = ${id})`,
        which === "uncertain"
          ? and(eq(d.status, "sent"), eq(d.uncertain, true))
          : and(eq(d.status, "failed"), gmailOnly ? GMAIL : undefined),
        sql`not ${isSuppressed(sql`${d.email}`)}`,
        // Unsubscribed since the row was sent or failed: the address gets nothing more.
        sql`not ${isUnsubscribed(sql`${d.email}`)}`,
      ),
    )
    .returning({ id: d.id });
  return rows.length;
}

/**
 * The addresses of the latest send that failed, or that a crash left in doubt, with the
 * mail server's last reply: what the admin reads before sending them again. An address
 * the re-send would skip says why (block list, unsubscribed since).
 */
export async function deliveryProblems(
  db: Db,
  id: string,
  which: "failed" | "uncertain",
): Promise<DeliveryProblems> {
  await getNewsletter(db, id);
  const rows = await selectRows<DeliveryProblems["addresses"][number] & { total: number }>(
    db,
    sql`select d.email, d.last_error as error, d.attempts,
          case when ${isSuppressed(sql`d.email`)} then 'suppressed'
               when ${isUnsubscribed(sql`d.email`)} then 'unsubscribed'
          end as skipped,
          count(*) over ()::int as total
        from newsletter_deliveries d
       where d.newsletter_id = ${id}
         and d.batch = (select max(batch) from newsletter_deliveries where newsletter_id = ${id})
         and ${which === "uncertain" ? sql`d.status = 'sent' and d.uncertain` : sql`d.status = 'failed'`}
       order by lower(d.email)
       limit ${DELIVERY_PROBLEMS_SHOWN}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    addresses: rows.map(({ total: _, ...address }) => address),
  };
}
