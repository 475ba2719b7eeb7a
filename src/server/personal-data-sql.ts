import type { RetentionTerm } from "@shared/retention";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./db/client";
import { selectRows } from "./db/rows";

/** A record as the export writes it: column names (camelCase) and values. */
export type PersonalRecord = Record<string, unknown>;

/** What an erasure did to one table. */
export interface Erased {
  deleted: number;
  anonymised: number;
}

/** One retention rule: its term (the privacy page's words) and what the daily job runs. */
interface RetentionRule {
  term: RetentionTerm;
  /** Removes what is past `cutoff` (now minus the term); returns how many records. */
  apply?: (db: Db, cutoff: Date) => Promise<number>;
}

/**
 * One table with personal data. `onErasure` says what the right to erasure does to it:
 * delete the records, keep them without the person (a legal duty to keep amounts and
 * dates), or keep them as they are (a legal duty to keep the record itself).
 */
export interface PersonalDataEntry {
  table: PgTable;
  /** The admin page's Dutch name for the records. */
  label: string;
  rules: RetentionRule[];
  onErasure: "delete" | "anonymise" | "keep";
  /** The Dutch sentence the admin page shows about erasure, when it is not a plain delete. */
  erasureNote?: string;
  /** Every record that holds the address, as exported (no secrets such as tokens). */
  find: (db: Db, email: string) => Promise<PersonalRecord[]>;
  /** One short Dutch line per record for the admin page. */
  describe: (record: PersonalRecord) => string;
  erase: (tx: Db, email: string) => Promise<Erased>;
  /** A Dutch reason why the address cannot be erased now, or null. */
  refuse?: (db: Db, email: string, admin: { email: string }) => Promise<string | null>;
}

/** `column` holds the address `email`, whatever its case. */
export function emailIs(column: PgColumn | SQL, email: string): SQL {
  return sql`lower(${column}) = lower(${email})`;
}

/** The moment as a timestamptz parameter (both drivers read the ISO text alike). */
export function at(moment: Date): SQL {
  return sql`${moment.toISOString()}::timestamptz`;
}

/** Number of rows a statement with `returning 1` touched. */
export async function count(db: Db, statement: SQL): Promise<number> {
  return (await selectRows(db, statement)).length;
}

/** Deletes the rows where `where` holds. */
export function deleteWhere(db: Db, table: PgTable, where: SQL): Promise<number> {
  return count(db, sql`delete from ${table} where ${where} returning 1`);
}

/** Deletes the rows older than the cutoff by `column`: the common retention rule. */
export function olderThan(table: PgTable, column: PgColumn) {
  return (db: Db, cutoff: Date) => deleteWhere(db, table, sql`${column} < ${at(cutoff)}`);
}

/** The erasure of a table whose records of the address are simply deleted. */
export function deleteByEmail(table: PgTable, column: PgColumn) {
  return async (tx: Db, email: string): Promise<Erased> => ({
    deleted: await deleteWhere(tx, table, emailIs(column, email)),
    anonymised: 0,
  });
}

/**
 * The common part of an entry for a table that holds the address in its `email` column:
 * every record of the address is found and exported whole, and deleted on erasure. The
 * entry adds its label, its retention rules and how it describes a record.
 */
export function deletedByEmail(table: PgTable & { email: PgColumn }) {
  return {
    table,
    onErasure: "delete",
    find: (db, email) => db.select().from(table).where(emailIs(table.email, email)),
    erase: deleteByEmail(table, table.email),
  } satisfies Partial<PersonalDataEntry>;
}

/** Leading text of a longer field, for a one-line description. */
export function snippet(value: unknown, length = 60): string {
  const text = String(value ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
