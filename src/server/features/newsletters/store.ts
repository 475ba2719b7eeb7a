import { and, eq, inArray, isNull, not, type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { newsletterDeliveries as t, newsletterWorkers as w } from "../../db/schema";
import type { JournalState } from "./release-journal";

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
/** A newsletter worker process as its heartbeat row describes it (PostgreSQL). */
export interface WorkerInstance {
  id: string;
  host: string;
  pid: number;
  /** Where its release journal is (null: it kept none). */
  journalDir: string | null;
}

export interface DeliveryStore {
  /**
   * Takes up to `limit` queued (or abandoned) rows under a lease and one claim token,
   * recording `instanceId` as their holder when given.
   */
  claim(limit: number, leaseSeconds: number, instanceId?: string): Promise<ClaimedDelivery[]>;
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
   * queued again when its release was not journaled; settled as sent when its dot was
   * handed over; and settled as sent but marked `uncertain` when the crash came between
   * the two journal lines, or when the worker kept no journal ("all").
   */
  recoverUnreleased(
    journal: JournalState | "all",
    instanceId?: string,
  ): Promise<{ requeued: number; settled: number; uncertain: number }>;
}

/** Heartbeats of the worker processes sharing one PostgreSQL database (decision 050). */
export interface InstanceStore {
  /** Writes (or refreshes) this worker's heartbeat row. */
  heartbeat(instance: WorkerInstance): Promise<void>;
  /** Workers other than `selfId` whose heartbeat is older than `staleSeconds`. */
  staleInstances(selfId: string, staleSeconds: number): Promise<WorkerInstance[]>;
  /**
   * The 'sending' rows of a worker whose heartbeat is (still, checked in the same
   * statement) older than `staleSeconds` go back to the queue: never released, so
   * provably not sent. A live worker's rows are never taken.
   */
  releaseAbandonedBy(instanceId: string, staleSeconds: number): Promise<number>;
  /** Deletes a worker's heartbeat row: only while stale, or unconditionally (our own, at stop). */
  forgetInstance(instanceId: string, staleSeconds?: number): Promise<void>;
}

export interface ToMark {
  row: ClaimedDelivery;
  inCommit?: (tx: Db) => Promise<void>;
}

/** A heartbeat older than `seconds`, on the database's clock (no skew between hosts). */
const stale = (seconds: number) =>
  sql`${w.heartbeatAt} < now() - make_interval(secs => ${seconds})`;

const held = (row: ClaimedDelivery) => and(eq(t.id, row.id), eq(t.claimToken, row.claimToken));

export function createDeliveryStore(database: Database): DeliveryStore & InstanceStore {
  const { db } = database;
  return {
    async claim(limit, leaseSeconds, instanceId) {
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
                lease_until = now() + make_interval(secs => $3), claimed_by = $4,
                updated_at = now()
           from picked where d.id = picked.id
         returning d.id, d.newsletter_id, d.batch, d.email, d.name, d.attempts`,
        [limit, token, leaseSeconds, instanceId ?? null],
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
            uncertain: false,
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

    async recoverUnreleased(journal, instanceId) {
      // One array parameter each: a journal can hold more ids than a statement has parameters.
      const among = (ids: Set<string>) => sql`${t.id} = any(${sql.param([...ids])}::uuid[])`;
      const released = journal === "all" ? sql`true` : among(journal.released);
      // Without a journal nothing says whether an unanswered row's dot left: in doubt.
      const handedOver = journal === "all" ? sql`false` : among(journal.handedOver);
      const unanswered = and(
        eq(t.status, "sent"),
        isNull(t.acceptedAt),
        isNull(t.lastError),
        instanceId ? eq(t.claimedBy, instanceId) : undefined,
      );
      const settle = (inDoubt: boolean, where: SQL | undefined) =>
        db
          .update(t)
          .set({
            lastError: inDoubt
              ? "Mogelijk niet afgeleverd (herstart tijdens het versturen)"
              : "Ontvangst niet bevestigd (herstart)",
            uncertain: inDoubt,
            claimToken: null,
            leaseUntil: null,
          })
          .where(and(unanswered, where))
          .returning({ id: t.id });
      const settled = await settle(false, and(released, handedOver));
      const uncertain = await settle(true, and(released, not(handedOver)));
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
        .where(and(unanswered, not(released)))
        .returning({ id: t.id });
      return {
        requeued: requeued.length,
        settled: settled.length,
        uncertain: uncertain.length,
      };
    },

    async heartbeat(instance) {
      await db
        .insert(w)
        .values({ ...instance, heartbeatAt: sql`now()` })
        .onConflictDoUpdate({ target: w.id, set: { heartbeatAt: sql`now()` } });
    },

    async staleInstances(selfId, staleSeconds) {
      return db
        .select({ id: w.id, host: w.host, pid: w.pid, journalDir: w.journalDir })
        .from(w)
        .where(and(not(eq(w.id, selfId)), stale(staleSeconds)));
    },

    async releaseAbandonedBy(instanceId, staleSeconds) {
      const rows = await db
        .update(t)
        .set({ status: "queued", claimToken: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(t.status, "sending"),
            eq(t.claimedBy, instanceId),
            sql`exists (select 1 from ${w} where ${w.id} = ${instanceId} and ${stale(staleSeconds)})`,
          ),
        )
        .returning({ id: t.id });
      return rows.length;
    },

    async forgetInstance(instanceId, staleSeconds) {
      await db
        .delete(w)
        .where(
          and(eq(w.id, instanceId), staleSeconds === undefined ? undefined : stale(staleSeconds)),
        );
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
