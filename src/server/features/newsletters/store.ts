import type { Database } from "../../db/client";

/** A delivery row held by one claim (docs/decisions/050). */
export interface ClaimedDelivery {
  id: string;
  newsletterId: string;
  email: string;
  name: string | null;
  attempts: number;
  claimToken: string;
}

/** The mail server cannot be reached (one row while that lasts). */
export interface MailOutage {
  since: Date;
  nextAttemptAt: Date;
  error: string;
}

/** What the sender needs from the database. */
export interface DeliveryStore {
  /**
   * Marks `done` sent (their 250 came) and claims up to `claim` due rows under a lease,
   * in one statement (one commit for several lanes).
   */
  next(done: ClaimedDelivery[], claim: number): Promise<ClaimedDelivery[]>;
  /**
   * A temporary failure: back to the queue, not before `delaySeconds`; 'failed' instead
   * once the row's retry window (opened at its first temporary failure) has passed.
   * Returns the row's new status.
   */
  retryLater(row: ClaimedDelivery, error: string, delaySeconds: number): Promise<string>;
  /** A permanent refusal (5xx): the row fails and the address is suppressed with `reason`. */
  refuse(row: ClaimedDelivery, reason: string): Promise<void>;
  /** The row cannot be sent (its newsletter is gone). */
  fail(row: ClaimedDelivery, error: string): Promise<void>;
  /**
   * Claimed rows without the server's answer whose worker is gone: all of them (`all`:
   * PGlite at start, one process) or those whose lease ran out. They are counted as sent
   * and flagged uncertain; never sent again by themselves. Returns how many.
   */
  flagAbandoned(all: boolean): Promise<number>;
  /** Records an outage (keeping its start); returns it. */
  setOutage(nextAttemptAt: Date, error: string): Promise<MailOutage>;
  /** Ends an outage; true when there was one. */
  clearOutage(): Promise<boolean>;
}

const IN_DOUBT = "Mogelijk niet afgeleverd (het versturen werd onderbroken)";

export function createDeliveryStore(
  database: Database,
  leaseSeconds: number,
  retryHours: number,
): DeliveryStore {
  const { query } = database;
  return {
    async next(done, claim) {
      const { rows } = await query<{
        id: string;
        newsletter_id: string;
        email: string;
        name: string | null;
        attempts: number;
        claim_token: string;
      }>(
        `with done as (
           update newsletter_deliveries
              set status = 'sent', sent_at = now(), accepted_at = now(), attempts = newsletter_deliveries.attempts + 1,
                  last_error = null, uncertain = false, claim_token = null, lease_until = null,
                  not_before = null, retry_until = null, updated_at = now()
             from unnest($1::uuid[], $2::uuid[]) as x(id, token)
            where newsletter_deliveries.id = x.id and newsletter_deliveries.claim_token = x.token
           returning newsletter_deliveries.id),
         picked as (
           select id from newsletter_deliveries
            where status = 'queued' and (not_before is null or not_before <= now())
            limit $3 for update skip locked)
         update newsletter_deliveries d
            set status = 'sending', claim_token = gen_random_uuid(),
                lease_until = now() + make_interval(secs => $4), updated_at = now()
           from picked where d.id = picked.id
         returning d.id, d.newsletter_id, d.email, d.name, d.attempts, d.claim_token`,
        [done.map((d) => d.id), done.map((d) => d.claimToken), claim, leaseSeconds],
      );
      return rows.map((r) => ({
        id: r.id,
        newsletterId: r.newsletter_id,
        email: r.email,
        name: r.name,
        attempts: r.attempts,
        claimToken: r.claim_token,
      }));
    },

    async retryLater(row, error, delaySeconds) {
      const { rows } = await query<{ status: string }>(
        `update newsletter_deliveries
            set retry_until = coalesce(retry_until, now() + make_interval(secs => $4)),
                status = case when coalesce(retry_until, now() + make_interval(secs => $4)) <= now()
                              then 'failed' else 'queued' end,
                last_error = case when coalesce(retry_until, now() + make_interval(secs => $4)) <= now()
                                  then 'Niet afgeleverd binnen ' || $5 || ' uur: ' || $3 else $3 end,
                not_before = now() + make_interval(secs => $6),
                attempts = attempts + 1, claim_token = null, lease_until = null, updated_at = now()
          where id = $1 and claim_token = $2
         returning status`,
        [row.id, row.claimToken, error, retryHours * 3600, String(retryHours), delaySeconds],
      );
      return rows[0]?.status ?? "gone";
    },

    async refuse(row, reason) {
      await query(
        `with failed as (
           update newsletter_deliveries
              set status = 'failed', last_error = $3, attempts = attempts + 1,
                  claim_token = null, lease_until = null, updated_at = now()
            where id = $1 and claim_token = $2
           returning email)
         insert into email_suppressions (email, reason)
         select email, $3 from failed
         on conflict ((lower(email))) do update set reason = excluded.reason`,
        [row.id, row.claimToken, reason],
      );
    },

    async fail(row, error) {
      await query(
        `update newsletter_deliveries
            set status = 'failed', last_error = $3, claim_token = null, lease_until = null,
                updated_at = now()
          where id = $1 and claim_token = $2`,
        [row.id, row.claimToken, error],
      );
    },

    async flagAbandoned(all) {
      // The claim token stays: should the worker be alive after all, its 250 still marks
      // the row sent and clears the flag.
      const { rows } = await query<{ id: string }>(
        `update newsletter_deliveries
            set status = 'sent', uncertain = true, sent_at = now(), attempts = attempts + 1,
                last_error = $2, updated_at = now()
          where status = 'sending' and ($1::boolean or lease_until < now())
         returning id`,
        [all, IN_DOUBT],
      );
      return rows.length;
    },

    async setOutage(nextAttemptAt, error) {
      const { rows } = await query<{
        since: Date | string;
        next_attempt_at: Date | string;
        error: string;
      }>(
        `insert into mail_outage (id, since, next_attempt_at, error) values (1, now(), $1, $2)
         on conflict (id) do update set next_attempt_at = excluded.next_attempt_at, error = excluded.error
         returning since, next_attempt_at, error`,
        [nextAttemptAt.toISOString(), error],
      );
      const r = rows[0]!;
      return {
        since: new Date(r.since),
        nextAttemptAt: new Date(r.next_attempt_at),
        error: r.error,
      };
    },

    async clearOutage() {
      const { rows } = await query(`delete from mail_outage where id = 1 returning id`);
      return rows.length > 0;
    },
  };
}

/** The current outage, if any (for the admin API). */
export async function currentOutage(database: Database): Promise<MailOutage | null> {
  const { rows } = await database.query<{
    since: Date | string;
    next_attempt_at: Date | string;
    error: string;
  }>("select since, next_attempt_at, error from mail_outage where id = 1");
  const r = rows[0];
  return r
    ? { since: new Date(r.since), nextAttemptAt: new Date(r.next_attempt_at), error: r.error }
    : null;
}
