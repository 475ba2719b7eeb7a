import { and, eq, inArray, isNull, not, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { newsletterDeliveries as t } from "../../db/schema";

/** A delivery row held by one claim (docs/decisions/050). */
export interface ClaimedDelivery {
  id: string;
  newsletterId: string;
  batch: number;
  email: string;
  name: string | null;
  attempts: number;
  claimToken: string;
}

/** What the sender needs from the database (STYLE.md rule 12). */
export interface DeliveryStore {
  /** Takes up to `limit` queued (or abandoned) rows under a lease and one claim token. */
  claim(limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]>;
  /**
   * Marks rows of one claim 'sent', only those the claim still holds (token and lease),
   * in one transaction with each row's `inCommit`. Returns the ids it marked; a missing
   * id lost its claim and must not be sent.
   */
  markSent(rows: ToMark[]): Promise<Set<string>>;
  /** The server's 250 came (many rows at once). */
  markAccepted(ids: string[]): Promise<void>;
  /** Sent, but the connection died before the server answered (no resend: decision 050). */
  markUnconfirmed(row: ClaimedDelivery, error: string): Promise<void>;
  markFailed(row: ClaimedDelivery, error: string): Promise<void>;
  /** Marked sent, but its connection died before the release: back to the queue. */
  unsend(row: ClaimedDelivery, error: string): Promise<void>;
  /** Back to the queue, not before `delaySeconds`. */
  retryLater(
    row: ClaimedDelivery,
    error: string,
    delaySeconds: number,
    countAttempt: boolean,
  ): Promise<void>;
  /** Gives claimed rows back untouched (graceful stop). */
  unclaim(rows: ClaimedDelivery[]): Promise<void>;
  /**
   * Rows left 'sending' by a worker that is gone. Such a row never had its final dot
   * released (it is marked 'sent' before that), so it is provably not sent.
   */
  releaseAbandoned(): Promise<number>;
  /**
   * After a crash, with the release journal: a 'sent' row without the server's answer is
   * settled as sent when its release was journaled, and queued again when it was not.
   */
  recoverUnreleased(released: Set<string>): Promise<{ requeued: number; settled: number }>;
}

export interface ToMark {
  row: ClaimedDelivery;
  inCommit?: (tx: Db) => Promise<void>;
}

const held = (row: ClaimedDelivery) => and(eq(t.id, row.id), eq(t.claimToken, row.claimToken));

export function createDeliveryStore(database: Database): DeliveryStore {
  const { db } = database;
  return {
    async claim(limit, leaseSeconds) {
      const token = crypto.randomUUID();
      const { rows } = await database.query<{
        id: string;
        newsletter_id: string;
        batch: number;
        email: string;
        name: string | null;
        attempts: number;
      }>(
        `with picked as (
           select id from newsletter_deliveries
            where (status = 'queued' and (not_before is null or not_before <= now()))
               or (status = 'sending' and lease_until < now())
            limit $1
            for update skip locked)
         update newsletter_deliveries d
            set status = 'sending', claim_token = $2,
                lease_until = now() + make_interval(secs => $3), updated_at = now()
           from picked where d.id = picked.id
         returning d.id, d.newsletter_id, d.batch, d.email, d.name, d.attempts`,
        [limit, token, leaseSeconds],
      );
      return rows.map((r) => ({
        id: r.id,
        newsletterId: r.newsletter_id,
        batch: r.batch,
        email: r.email,
        name: r.name,
        attempts: r.attempts,
        claimToken: token,
      }));
    },

    async markSent(items) {
      if (items.length === 0) return new Set();
      const token = items[0]!.row.claimToken;
      const hooks = items.some((i) => i.inCommit);
      const mark = async (tx: Db) => {
        const done = await tx
          .update(t)
          .set({
            status: "sent",
            sentAt: sql`now()`,
            // Written in this very commit (outbox): complete, nothing to wait for.
            ...(hooks ? { acceptedAt: sql`now()` } : {}),
            attempts: sql`${t.attempts} + 1`,
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              inArray(
                t.id,
                items.map((i) => i.row.id),
              ),
              eq(t.claimToken, token),
              eq(t.status, "sending"),
              sql`${t.leaseUntil} > now()`,
            ),
          )
          .returning({ id: t.id });
        const ids = new Set(done.map((d) => d.id));
        for (const item of items) if (ids.has(item.row.id)) await item.inCommit?.(tx);
        return ids;
      };
      return hooks ? db.transaction((tx) => mark(tx as unknown as Db)) : mark(db);
    },

    async markAccepted(ids) {
      if (ids.length === 0) return;
      await db.update(t).set({ acceptedAt: sql`now()` }).where(inArray(t.id, ids));
    },

    async markUnconfirmed(row, error) {
      await db
        .update(t)
        .set({ lastError: error, claimToken: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(held(row));
    },

    async markFailed(row, error) {
      await db
        .update(t)
        .set({
          status: "failed",
          lastError: error,
          // A refusal after the dot already counted the attempt in markSent.
          attempts: sql`case when ${t.status} = 'sending' then ${t.attempts} + 1 else ${t.attempts} end`,
          sentAt: null,
          claimToken: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(held(row));
    },

    async unsend(row, error) {
      await db
        .update(t)
        .set({
          status: "queued",
          sentAt: null,
          attempts: sql`${t.attempts} - 1`,
          lastError: error,
          claimToken: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(held(row), eq(t.status, "sent")));
    },

    async retryLater(row, error, delaySeconds, countAttempt) {
      await db
        .update(t)
        .set({
          status: "queued",
          lastError: error,
          attempts: countAttempt ? sql`${t.attempts} + 1` : t.attempts,
          notBefore: sql`now() + make_interval(secs => ${delaySeconds})`,
          claimToken: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(held(row), eq(t.status, "sending")));
    },

    async unclaim(rows) {
      if (rows.length === 0) return;
      await db
        .update(t)
        .set({ status: "queued", claimToken: null, leaseUntil: null })
        .where(
          and(
            inArray(
              t.id,
              rows.map((r) => r.id),
            ),
            eq(t.claimToken, rows[0]!.claimToken),
            eq(t.status, "sending"),
          ),
        );
    },

    async recoverUnreleased(released) {
      // One array parameter: a journal can hold more ids than a statement has parameters.
      const journaled = sql`${t.id} = any(${sql.param([...released])}::uuid[])`;
      const unanswered = and(eq(t.status, "sent"), isNull(t.acceptedAt), isNull(t.lastError));
      const settled = await db
        .update(t)
        .set({
          lastError: "Ontvangst niet bevestigd (herstart)",
          claimToken: null,
          leaseUntil: null,
        })
        .where(and(unanswered, journaled))
        .returning({ id: t.id });
      const requeued = await db
        .update(t)
        .set({
          status: "queued",
          sentAt: null,
          attempts: sql`greatest(${t.attempts} - 1, 0)`,
          claimToken: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(unanswered, not(journaled)))
        .returning({ id: t.id });
      return { requeued: requeued.length, settled: settled.length };
    },

    async releaseAbandoned() {
      const rows = await db
        .update(t)
        .set({ status: "queued", claimToken: null, leaseUntil: null })
        .where(eq(t.status, "sending"))
        .returning({ id: t.id });
      return rows.length;
    },
  };
}
