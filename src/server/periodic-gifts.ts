import type { PeriodicGiftRow } from "@shared/schemas/periodic-gift";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { periodicGifts } from "./db/schema";

/**
 * Periodic gift agreements as lists show them, outside the feature so other pages (the
 * donor's own 'Mijn giften') can read them without importing the feature.
 */

/** An agreement's last year: its first year plus its duration, less one. */
export const agreementLastYear = sql<number>`(${periodicGifts.startYear} + ${periodicGifts.durationYears} - 1)`;

/** Whether `year` is one of the agreement's years (its first to its last). */
export const agreementCovers = (year: number) =>
  sql`${year} between ${periodicGifts.startYear} and ${agreementLastYear}`;

/** The columns of an agreement's row in a list. */
export const periodicGiftRowColumns = {
  id: periodicGifts.id,
  transactionNumber: periodicGifts.transactionNumber,
  firstName: periodicGifts.firstName,
  lastName: periodicGifts.lastName,
  email: periodicGifts.email,
  yearlyAmountCents: periodicGifts.yearlyAmountCents,
  startYear: periodicGifts.startYear,
  durationYears: periodicGifts.durationYears,
  rhythm: periodicGifts.rhythm,
  paymentMethod: periodicGifts.paymentMethod,
  status: periodicGifts.status,
  signedOn: periodicGifts.signedOn,
  inDirectDebitFile: sql<boolean>`${periodicGifts.monthlyDonorId} is not null`,
  createdAt: periodicGifts.createdAt,
};

type Selected = Omit<PeriodicGiftRow, "createdAt"> & { createdAt: Date };

export function toPeriodicGiftRow(row: Selected): PeriodicGiftRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Every agreement made with this e-mail address (any case), newest first. */
export async function agreementsFor(db: Db, email: string): Promise<PeriodicGiftRow[]> {
  const rows = await db
    .select(periodicGiftRowColumns)
    .from(periodicGifts)
    .where(eq(sql`lower(${periodicGifts.email})`, email.trim().toLowerCase()))
    .orderBy(desc(periodicGifts.createdAt));
  return rows.map(toPeriodicGiftRow);
}

/** Whether any agreement was made with this (lower-case) address. */
export const hasAgreements = (email: string) =>
  sql`exists (select 1 from ${periodicGifts} where lower(${periodicGifts.email}) = ${email})`;

/** The whole agreement with this id, only when it was made with this address; else null. */
export async function ownAgreement(db: Db, email: string, id: string) {
  const [row] = await db
    .select()
    .from(periodicGifts)
    .where(
      and(
        eq(periodicGifts.id, id),
        eq(sql`lower(${periodicGifts.email})`, email.trim().toLowerCase()),
      ),
    );
  return row ?? null;
}
