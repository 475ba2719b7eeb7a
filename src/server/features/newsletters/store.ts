import type { MailOutageDto } from "@shared/schemas/newsletter";
import type { Database } from "../../db/client";
import { sql } from "drizzle-orm";
import { mailOutage } from "../../db/schema";

/** A delivery row held by one claim. */
export interface ClaimedDelivery {
  id: string;
  newsletter_id: string;
  email: string;
  attempts: number;
  claim_token: string;
}

export type DeliveryStore = ReturnType<typeof createDeliveryStore>;

const IN_DOUBT = "Mogelijk niet afgeleverd (het versturen werd onderbroken)";

/** Clears a row's claim (the `set` part of an update). */
const RELEASE = "claim_token = null, lease_until = null, updated_at = now()";
/** Matches row `$1` only while claim token `$2` still holds it. */
const HELD = "where id = $1 and claim_token = $2";

/**
 * Marks rows `$1` (ids) with claim tokens `$2` sent and claims up to `$3` due rows for
 * `$4` seconds. The claim reads the queue index in order (new rows first, then due
 * retries) and stops at the first free rows, instead of passing every row already sent.
 *
 * A picked row whose address is unsubscribed or on the suppression list is not claimed
 * but stopped as the database's triggers stop it (`stop_deliveries_to`, migration 0021):
 * failed with 'Afgemeld' or 'Geblokkeerd: <reply>'. The triggers stop only rows waiting
 * unclaimed; this catches the rest (a row on the wire when its address opted out and then
 * back for a retry, a re-send racing an unsubscribe), so no path mails an opted-out
 * address. Two index probes per picked row. Stopped rows come back with a null claim token.
 */
export const NEXT = `with done as (
    update newsletter_deliveries d
       set status = 'sent', sent_at = now(), accepted_at = now(), attempts = d.attempts + 1,
           last_error = null, uncertain = false, retry_until = null, ${RELEASE}
      from unnest($1::uuid[], $2::uuid[]) as x(id, token)
     where d.id = x.id and d.claim_token = x.token),
  picked as (
    select q.id,
           coalesce((select 'Geblokkeerd: ' || x.reason from email_suppressions x
                      where lower(x.email) = lower(q.email)),
                    (select 'Afgemeld' from email_subscribers s
                      where lower(s.email) = lower(q.email) and not s.subscribed)) as stop
      from newsletter_deliveries q
     where q.status = 'queued' and q.claim_token is null
       and (q.not_before is null or q.not_before <= now())
     order by q.not_before nulls first
     limit $3 for update skip locked),
  stopped as (
    update newsletter_deliveries d
       set status = 'failed', last_error = (select p.stop from picked p where p.id = d.id),
           not_before = null, retry_until = null, updated_at = now()
     where d.id = any(array(select id from picked where stop is not null))
    returning d.id),
  claimed as (
    update newsletter_deliveries d
       set claim_token = gen_random_uuid(),
           lease_until = now() + make_interval(secs => $4), updated_at = now()
     where d.id = any(array(select id from picked where stop is null))
    returning d.id, d.newsletter_id, d.email, d.attempts, d.claim_token)
  select id, newsletter_id, email, attempts, claim_token from claimed
  union all
  select id, null, null, null, null from stopped`;

/** What the sender needs from the database: every statement checks the claim token. */
export function createDeliveryStore(
  { query, db }: Database,
  leaseSeconds: number,
  retryHours: number,
) {
  return {
    /**
     * Marks `done` sent (their 250 came) and claims up to `claim` due rows under a lease,
     * in one statement: one commit for every lane that had something to say.
     */
    async next(done: ClaimedDelivery[], claim: number): Promise<ClaimedDelivery[]> {
      const claimed: ClaimedDelivery[] = [];
      let marks = done;
      for (;;) {
        const { rows } = await query<ClaimedDelivery | { claim_token: null }>(
          NEXT,
          [
            marks.map((r) => r.id),
            marks.map((r) => r.claim_token),
            claim - claimed.length,
            leaseSeconds,
          ],
          "newsletter-next", // one per message: planned once per connection
        );
        marks = [];
        let stopped = 0;
        for (const row of rows) {
          if (row.claim_token === null) stopped++;
          else claimed.push(row);
        }
        // A stopped row took a lane's place: claim again for it, rather than leave the
        // lane idle while due rows wait (rare: only an address that opted out meanwhile).
        if (stopped === 0 || claimed.length >= claim) return claimed;
      }
    },

    /**
     * A temporary failure: back to the queue, not before `delaySeconds`; 'failed' instead
     * once the retry window opened by its first temporary failure has passed.
     */
    async retryLater(row: ClaimedDelivery, error: string, delaySeconds: number) {
      await query(
        `update newsletter_deliveries
            set retry_until = coalesce(retry_until, now() + make_interval(secs => $4)),
                status = case when coalesce(retry_until, now() + make_interval(secs => $4)) <= now()
                              then 'failed' else 'queued' end,
                last_error = case when coalesce(retry_until, now() + make_interval(secs => $4)) <= now()
                                  then 'Niet afgeleverd binnen ' || $5 || ' uur: ' || $3 else $3 end,
                not_before = now() + make_interval(secs => $6), attempts = attempts + 1, ${RELEASE}
          ${HELD}`,
        [row.id, row.claim_token, error, retryHours * 3600, String(retryHours), delaySeconds],
      );
    },

    /** The row fails; with `suppress` (a 5xx) its address goes on the suppression list. */
    async fail(row: ClaimedDelivery, error: string, suppress: boolean) {
      await query(
        `with failed as (
           update newsletter_deliveries
              set status = 'failed', last_error = $3, attempts = attempts + 1, ${RELEASE}
            ${HELD} returning email)
         insert into email_suppressions (email, reason)
         select email, $3 from failed where $4::boolean
         on conflict ((lower(email))) do update set reason = excluded.reason`,
        [row.id, row.claim_token, error, suppress],
      );
    },

    /**
     * Claimed rows whose worker is gone: all of them (`all`: PGlite at start, one
     * process) or those whose lease ran out. Counted as sent and flagged uncertain, never
     * sent again by themselves; the claim token stays, so a worker that was only slow
     * still marks its row sent (and clears the flag) when its 250 comes.
     */
    async flagAbandoned(all: boolean): Promise<number> {
      const { rows } = await query(
        `update newsletter_deliveries
            set status = 'sent', uncertain = true, sent_at = now(), attempts = attempts + 1,
                last_error = $2, updated_at = now()
          where status = 'queued' and claim_token is not null
            and ($1::boolean or lease_until < now())
         returning id`,
        [all, IN_DOUBT],
      );
      return rows.length;
    },

    /** Records an outage (keeping its start); returns it. */
    async setOutage(nextAttemptAt: Date, error: string): Promise<MailOutageDto> {
      const [row] = await db
        .insert(mailOutage)
        .values({ id: 1, since: new Date(), nextAttemptAt, error })
        .onConflictDoUpdate({ target: mailOutage.id, set: { nextAttemptAt, error } })
        .returning();
      return toOutage(row!);
    },

    /** Ends an outage; true when there was one. */
    async clearOutage(): Promise<boolean> {
      return (await db.delete(mailOutage).returning()).length > 0;
    },

    /**
     * Ends an outage once no message waits any more (another instance sent the rest, or
     * the rows failed): nothing is held up by the mail server then. True when it ended one.
     */
    async clearOutageIfIdle(): Promise<boolean> {
      const { rows } = await query(
        `delete from mail_outage where not exists (${WAITING}) returning id`,
      );
      return rows.length > 0;
    },
  };
}

const toOutage = (o: typeof mailOutage.$inferSelect): MailOutageDto => ({
  since: o.since.toISOString(),
  next_attempt_at: o.nextAttemptAt.toISOString(),
  error: o.error,
});

/** A newsletter message still waits to be sent (uses the queue's partial index). */
const WAITING = "select 1 from newsletter_deliveries where status = 'queued'";

/**
 * The mail server outage the sender recorded, for the admin pages: only while a message
 * waits. One left behind by a send that has since ended (the rest sent by another
 * instance, or given up) holds nothing up, and is not shown.
 */
export async function currentOutage({ db }: Database): Promise<MailOutageDto | null> {
  const [row] = await db
    .select()
    .from(mailOutage)
    .where(sql`exists (${sql.raw(WAITING)})`);
  return row ? toOutage(row) : null;
}
