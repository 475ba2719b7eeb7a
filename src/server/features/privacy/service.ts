import type { PrivacyErasure, PrivacyOverview } from "@shared/schemas/privacy";
import { and, eq, getTableName, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type ErasureCounts, privacyErasures, userRoles } from "../../db/schema";
import { ConflictError } from "../../http/errors";
import { personalData } from "../../personal-data";
import type { PersonalDataEntry, PersonalRecord } from "../../personal-data-sql";

/**
 * Privacy requests for one e-mail address, over every table of the register of personal
 * data: what is held (overview and full export) and its erasure, logged without the data.
 */

/** Dates become ISO text, as the JSON answer writes them. */
const plain = (records: PersonalRecord[]): PersonalRecord[] => JSON.parse(JSON.stringify(records));

const about = (entry: PersonalDataEntry) => ({
  table: getTableName(entry.table),
  label: entry.label,
  onErasure: entry.onErasure,
  erasureNote: entry.erasureNote ?? null,
});

async function everyTable(db: Db, email: string) {
  return Promise.all(
    personalData.map(async (entry) => ({ entry, records: plain(await entry.find(db, email)) })),
  );
}

export async function privacyOverview(db: Db, email: string): Promise<PrivacyOverview> {
  const found = await everyTable(db, email);
  return {
    email,
    tables: found.map(({ entry, records }) => ({
      ...about(entry),
      records: records.map((record) => ({
        id: String(record.id),
        createdAt: typeof record.createdAt === "string" ? record.createdAt : null,
        summary: entry.describe(record),
      })),
    })),
  };
}

export async function privacyExport(db: Db, email: string, now = new Date()) {
  const found = await everyTable(db, email);
  return {
    email,
    exportedAt: now.toISOString(),
    tables: found.map(({ entry, records }) => ({ ...about(entry), records })),
  };
}

/** One erasure at a time: each sees what the one before it erased. */
const ERASURE_LOCK = 7_310_002;

export const NO_LONGER_ADMIN =
  "Uw account is intussen gewist of is geen beheerder meer. Er is niets gewist.";

/**
 * Erases the address everywhere in one transaction, or nothing when a table refuses
 * (a running monthly gift, the admin's own account). The log line names the admin and the
 * counts per table, never the address. Erasures run one after another, each checking
 * within its transaction: two admins erasing each other's accounts at the same moment
 * leave one admin, since the second finds its own account gone.
 */
export async function erasePersonalData(
  db: Db,
  email: string,
  admin: { id: string; email: string },
): Promise<PrivacyErasure> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ERASURE_LOCK})`);
    const [stillAdmin] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, admin.id), eq(userRoles.role, "admin")));
    if (!stillAdmin) throw new ConflictError("Kan niet wissen", NO_LONGER_ADMIN);
    for (const entry of personalData) {
      const reason = await entry.refuse?.(tx as unknown as Db, email, admin);
      if (reason) throw new ConflictError("Kan niet wissen", reason);
    }
    const counts: ErasureCounts = {};
    for (const entry of personalData) {
      const erased = await entry.erase(tx as unknown as Db, email);
      if (erased.deleted + erased.anonymised > 0) counts[getTableName(entry.table)] = erased;
    }
    const [line] = await tx
      .insert(privacyErasures)
      .values({ adminUserId: admin.id, adminEmail: admin.email, counts })
      .returning({ id: privacyErasures.id });
    return { id: line!.id, counts };
  });
}
