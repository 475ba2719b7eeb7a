import { CSV_BATCH_SIZE, type ParsedSubscriber } from "@shared/subscriber-csv";
import {
  SUBSCRIBER_LIST_LIMIT,
  type SubscriberDto,
  type SubscriberList,
} from "@shared/schemas/subscriber";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { emailSubscribers as s, emailSuppressions as x } from "../../db/schema";
import { NotFoundError } from "../../http/errors";

type Row = typeof s.$inferSelect;

type Suppression = { reason: string; createdAt: Date } | null;

const toDto = (r: Row, suppression: Suppression = null): SubscriberDto => ({
  suppressed: suppression
    ? { reason: suppression.reason, since: suppression.createdAt.toISOString() }
    : null,
  id: r.id,
  email: r.email,
  name: r.name,
  source: r.source,
  subscribed: r.subscribed,
  created_at: r.createdAt.toISOString(),
});

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first (spec 02 §7), optionally filtered, with counts over the whole list. */
export async function listSubscribers(db: Db, search?: string): Promise<SubscriberList> {
  const match = search
    ? sql`(${s.email} ilike ${`%${likeEscape(search)}%`} or coalesce(${s.name}, '') ilike ${`%${likeEscape(search)}%`})`
    : sql`true`;
  const [rows, [counts], [matching]] = await Promise.all([
    db
      .select({ row: s, reason: x.reason, suppressedAt: x.createdAt })
      .from(s)
      .leftJoin(x, sql`lower(${x.email}) = lower(${s.email})`)
      .where(match)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(SUBSCRIBER_LIST_LIMIT),
    db
      .select({
        total: sql<number>`count(*)::int`,
        subscribed: sql<number>`count(*) filter (where ${s.subscribed})::int`,
      })
      .from(s),
    db.select({ n: sql<number>`count(*)::int` }).from(s).where(match),
  ]);
  return {
    subscribers: rows.map((r) =>
      toDto(
        r.row,
        r.reason && r.suppressedAt ? { reason: r.reason, createdAt: r.suppressedAt } : null,
      ),
    ),
    counts: {
      total: counts?.total ?? 0,
      subscribed: counts?.subscribed ?? 0,
      unsubscribed: (counts?.total ?? 0) - (counts?.subscribed ?? 0),
    },
    matching: matching?.n ?? 0,
  };
}

/** Spec 02 §7: upsert on e-mail, source manual, subscribed (an admin's explicit choice). */
export async function addSubscriber(
  db: Db,
  input: { email: string; name?: string },
): Promise<SubscriberDto> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    insert into email_subscribers (email, name, source, subscribed)
    values (${input.email}, ${input.name ?? null}, 'manual', true)
    on conflict ((lower(email))) do update
      set name = coalesce(excluded.name, email_subscribers.name), subscribed = true,
          unsubscribed_at = null, updated_at = now()
    returning id`,
  );
  const [row] = await db.select().from(s).where(eq(s.id, rows[0]!.id));
  return toDto(row!);
}

/**
 * CSV import (spec 02 §5/§7): upserts in batches of 200 with source import, in one
 * transaction. An address that unsubscribed stays unsubscribed: importing an old list
 * must not undo an opt-out (docs/decisions/051).
 */
export async function importSubscribers(
  db: Db,
  subscribers: ParsedSubscriber[],
): Promise<{ imported: number; created: number; updated: number }> {
  let created = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < subscribers.length; i += CSV_BATCH_SIZE) {
      const batch = subscribers.slice(i, i + CSV_BATCH_SIZE);
      const values = sql.join(
        batch.map((r) => sql`(${r.email}, ${r.name}, 'import')`),
        sql`, `,
      );
      const rows = await selectRows<{ inserted: boolean }>(
        tx,
        sql`
        insert into email_subscribers (email, name, source) values ${values}
        on conflict ((lower(email))) do update
          set name = coalesce(excluded.name, email_subscribers.name), updated_at = now()
        returning (xmax = 0) as inserted`,
      );
      created += rows.filter((r) => r.inserted).length;
    }
  });
  return { imported: subscribers.length, created, updated: subscribers.length - created };
}

/**
 * Spec 02 §7 import-subscribers-from-donations: every donor of a paid donation who is not
 * on the list yet; returns how many were added.
 */
export async function importDonors(db: Db): Promise<{ imported: number }> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`
    with donors as (
      select distinct on (lower(trim(email))) trim(email) as email,
        coalesce(nullif(trim(name), ''), nullif(trim(concat_ws(' ', first_name, last_name)), ''),
                 nullif(trim(company_name), '')) as name
      from donations
      where status = 'paid' and trim(email) ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@.]{2,}$'
      order by lower(trim(email)), created_at desc),
    ins as (insert into email_subscribers (email, name, source)
            select email, name, 'import' from donors
            on conflict ((lower(email))) do nothing returning 1)
    select count(*)::int as n from ins`,
  );
  return { imported: rows[0]?.n ?? 0 };
}

/** An admin unsubscribes or resubscribes one address. */
export async function setSubscribed(db: Db, id: string, subscribed: boolean) {
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [row] = valid
    ? await db
        .update(s)
        .set({
          subscribed,
          unsubscribedAt: subscribed ? null : sql`coalesce(${s.unsubscribedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(s.id, id))
        .returning()
    : [];
  if (!row) throw new NotFoundError("Abonnee niet gevonden");
  return toDto(row);
}

/**
 * An admin lifts the suppression of a subscriber's address: the next send includes it
 * again (docs/decisions/051).
 */
export async function liftSuppression(db: Db, id: string): Promise<SubscriberDto> {
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [row] = valid ? await db.select().from(s).where(eq(s.id, id)) : [];
  if (!row) throw new NotFoundError("Abonnee niet gevonden");
  await db.delete(x).where(sql`lower(${x.email}) = lower(${row.email})`);
  return toDto(row);
}
