import { pipeline, Readable } from "node:stream";
import {
  CSV_BATCH_SIZE,
  CSV_ENCODING_SAMPLE,
  csvEncoding,
  type ParsedSubscriber,
  readCsvHead,
  type SkippedRow,
  SubscriberRows,
} from "@shared/subscriber-csv";
import { isEmailAddress } from "@shared/schemas/fields";
import Papa from "papaparse";
import {
  SUBSCRIBER_LIST_LIMIT,
  type SubscriberDto,
  type SubscriberList,
} from "@shared/schemas/subscriber";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { deleteSuppression } from "../../db/suppressions";
import { isUuid } from "../../db/uuid";
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
  consent:
    r.consentSource && r.consentText && r.consentAt && r.consentConfirmedAt
      ? {
          source: r.consentSource,
          text: r.consentText,
          at: r.consentAt.toISOString(),
          confirmed_at: r.consentConfirmedAt.toISOString(),
        }
      : null,
  subscribed: r.subscribed,
  created_at: r.createdAt.toISOString(),
});

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, optionally filtered, with counts over the whole list. */
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

/** Upsert on e-mail, source manual, subscribed (an admin's explicit choice). */
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
  return withSuppression(db, row!);
}

/** The subscriber as the list shows it: with the suppression of its address, if any. */
async function withSuppression(db: Db, row: Row): Promise<SubscriberDto> {
  const [found] = await db
    .select({ reason: x.reason, createdAt: x.createdAt })
    .from(x)
    .where(sql`lower(${x.email}) = lower(${row.email})`);
  return toDto(row, found ?? null);
}

/**
 * Upserts one batch with source import; returns how many were new. An existing
 * subscriber keeps the name it has unless `updateNames` (the admin ticked 'Namen
 * bijwerken'); a name only fills in where there was none.
 */
async function upsertBatch(
  db: Db,
  batch: ParsedSubscriber[],
  updateNames: boolean,
): Promise<number> {
  const values = sql.join(
    batch.map((r) => sql`(${r.email}, ${r.name}, 'import')`),
    sql`, `,
  );
  const name = updateNames
    ? sql`coalesce(excluded.name, email_subscribers.name)`
    : sql`coalesce(nullif(email_subscribers.name, ''), excluded.name)`;
  const rows = await selectRows<{ inserted: boolean }>(
    db,
    sql`
    insert into email_subscribers (email, name, source) values ${values}
    on conflict ((lower(email))) do update set name = ${name}, updated_at = now()
    returning (xmax = 0) as inserted`,
  );
  return rows.filter((r) => r.inserted).length;
}

export type CsvImportResult =
  | { ok: false; error: "noData" | "noValid" }
  | {
      ok: true;
      imported: number;
      created: number;
      updated: number;
      invalid: number;
      duplicates: number;
      skipped: SkippedRow[];
    };

const bytesOf = (chunk: Buffer | string) =>
  typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;

/**
 * The text of a byte stream, chunk by chunk, in the encoding its start shows
 * (`csvEncoding`: UTF-8, UTF-16 or Windows-1252), a leading byte-order mark dropped.
 */
async function* textOf(input: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const chunks = input[Symbol.asyncIterator]();
  try {
    const start: Buffer[] = [];
    let size = 0;
    let ended = false;
    while (size < CSV_ENCODING_SAMPLE) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      start.push(bytesOf(next.value));
      size += start.at(-1)!.length;
    }
    const head = Buffer.concat(start);
    const decoder = new TextDecoder(csvEncoding(head));
    const first = decoder.decode(head, { stream: true });
    if (first) yield first;
    while (!ended) {
      const next = await chunks.next();
      if (next.done) break;
      const text = decoder.decode(bytesOf(next.value), { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    await chunks.return?.();
  }
}

/** How much of the file's start the delimiter and e-mail column are chosen from. */
const DELIMITER_SAMPLE = 64 * 1024;

/**
 * CSV import, streamed: the file is parsed by Papa Parse as it arrives
 * and upserted in batches of 200 with source import, so a list of 100,000 is never held
 * whole. Each batch commits on its own (a failure part-way leaves the batches before it;
 * importing the file again is harmless). An address that unsubscribed stays
 * unsubscribed: importing an old list must not undo an opt-out (docs/decisions/051).
 * Existing names stay unless `updateNames`.
 */
export async function importSubscriberStream(
  db: Db,
  input: AsyncIterable<Buffer | string>,
  updateNames = false,
): Promise<CsvImportResult> {
  const texts = textOf(input);
  // The file's start decides the delimiter (a `sep=` line, or Papa Parse's guess from the
  // first rows) and, from its first rows, the e-mail column.
  let head = "";
  let ended = false;
  while (head.length < DELIMITER_SAMPLE) {
    const next = await texts.next();
    if (next.done) {
      ended = true;
      break;
    }
    head += next.value;
  }
  const start = readCsvHead(head);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: start.delimiter });
  async function* all() {
    const rest = head.slice(start.skip);
    if (rest) yield rest;
    if (!ended) yield* texts;
  }
  // pipeline, not pipe: an error of the upload after the file's start (over the size
  // limit, the browser gone) ends the loop below with it instead of going unhandled.
  pipeline(Readable.from(all()), parser, () => {});
  const reader = new SubscriberRows(start);
  let batch: ParsedSubscriber[] = [];
  let created = 0;
  for await (const row of parser as AsyncIterable<string[]>) {
    const subscriber = reader.add(row);
    if (!subscriber) continue;
    batch.push(subscriber);
    if (batch.length === CSV_BATCH_SIZE) {
      created += await upsertBatch(db, batch, updateNames);
      batch = [];
    }
  }
  if (batch.length > 0) created += await upsertBatch(db, batch, updateNames);
  const error = reader.error();
  if (error) return { ok: false, error };
  return {
    ok: true,
    imported: reader.valid,
    created,
    updated: reader.valid - created,
    invalid: reader.invalid,
    duplicates: reader.duplicates,
    skipped: reader.skipped,
  };
}

/**
 * Adds every donor of a paid donation who is not on the list yet, source import, under the
 * name of their newest gift that has one; returns how many were added. A donor who was
 * shown the 'Houd mij op de hoogte' box on any gift is left out: unticked, they said no;
 * ticked, the confirmation e-mail decides (docs/decisions/054). The addresses pass the site's one e-mail rule here,
 * in code, so a donation stored under an older, looser check never reaches the list.
 */
export async function importDonors(db: Db): Promise<{ imported: number }> {
  const donors = await selectRows<{ email: string; name: string | null }>(
    db,
    sql`
    select distinct on (address) email, name from (
      select lower(trim(d.email)) as address, trim(d.email) as email, d.created_at,
        coalesce(nullif(trim(d.name), ''),
                 nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''),
                 nullif(trim(d.company_name), '')) as name
      from donations d
      where d.status = 'paid'
        and not exists (select 1 from email_subscribers e where lower(e.email) = lower(trim(d.email)))
        and not exists (select 1 from donations asked
                        where lower(trim(asked.email)) = lower(trim(d.email))
                          and asked.newsletter_choice is not null)
    ) donor
    order by address, name is null, created_at desc`,
  );
  const valid = donors.filter((d) => isEmailAddress(d.email));
  let imported = 0;
  for (let i = 0; i < valid.length; i += CSV_BATCH_SIZE) {
    const values = sql.join(
      valid.slice(i, i + CSV_BATCH_SIZE).map((d) => sql`(${d.email}, ${d.name}, 'import')`),
      sql`, `,
    );
    const rows = await selectRows(
      db,
      sql`insert into email_subscribers (email, name, source) values ${values}
      on conflict ((lower(email))) do nothing returning 1`,
    );
    imported += rows.length;
  }
  return { imported };
}

/** An admin unsubscribes or resubscribes one address. */
export async function setSubscribed(db: Db, id: string, subscribed: boolean) {
  const [row] = isUuid(id)
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
  return withSuppression(db, row);
}

/**
 * An admin lifts the suppression of a subscriber's address: the next send includes it
 * again (docs/decisions/051).
 */
export async function liftSuppression(db: Db, id: string): Promise<SubscriberDto> {
  const [row] = isUuid(id) ? await db.select().from(s).where(eq(s.id, id)) : [];
  if (!row) throw new NotFoundError("Abonnee niet gevonden");
  await deleteSuppression(db, row.email);
  return toDto(row);
}
