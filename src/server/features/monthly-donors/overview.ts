import {
  COLLECTION_DAY,
  firstCollectionDate,
  intervalLabels,
  type MandateInterval,
  type MandateStatus,
  mandateStatusLabels,
  nextPeriod,
  samePeriod,
} from "@shared/mandate";
import { maskIban } from "@shared/schemas/fields";
import type { MonthlyDonorFilter, MonthlyDonorRow } from "@shared/schemas/monthly-giving";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { csvAmount, csvDay, excelCsv } from "../../csv";
import type { Db } from "../../db/client";
import { monthlyDonors, periodicGifts } from "../../db/schema";
import { agreementCovers, agreementLastYear } from "../../periodic-gifts";
import { lineInPeriodOf, termsOf } from "./periods";

/** The day after which this month's collection counts as past: YYYY-MM-DD. */
function collectionDayOf(month: string): string {
  return `${month}-${String(COLLECTION_DAY).padStart(2, "0")}`;
}

function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7);
}

/** `day` (YYYY-MM-DD) moved by `days`. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The month of the next collection day: this month's until it has passed, then the next. */
function comingMonth(today: string): string {
  const month = today.slice(0, 7);
  return collectionDayOf(month) < today ? nextMonth(month) : month;
}

/** The month (YYYY-MM) of the later of two days (YYYY-MM-DD), null when neither is known. */
function laterMonth(a: string | null, b: string | null): string | null {
  const later = a && b ? (a > b ? a : b) : (a ?? b);
  return later?.slice(0, 7) ?? null;
}

/** The years of the periodic gift agreement a mandate collects, when it has one. */
export interface AgreementYears {
  first: number;
  last: number;
}

/**
 * When an active mandate is collected next: this month's collection day if it is still to
 * come, otherwise next month's, and after the last month a file already took (collected,
 * or returned by the bank: a returned collection still counts for its period); never
 * before the first collection the donor was told of. A mandate of 3, 6 or 12 months is
 * collected once in each quarter, half year or year of the calendar: after a collection,
 * next in the first month of the next period. A periodic gift's mandate is collected in its
 * agreement's years only: not before January of the first, never after the last.
 */
export function nextCollection(
  status: MandateStatus,
  signedOn: string,
  lastFiledMonth: string | null,
  today: string,
  agreement: AgreementYears | null = null,
  interval: MandateInterval = 1,
): string | null {
  if (status !== "active") return null;
  let month = comingMonth(today);
  // A file made ahead of time already collects that month (and that period).
  if (lastFiledMonth && (month <= lastFiledMonth || samePeriod(month, lastFiledMonth, interval)))
    month = nextPeriod(lastFiledMonth, interval);
  if (agreement && month < `${agreement.first}-01`) month = `${agreement.first}-01`;
  const candidate = collectionDayOf(month);
  const first = firstCollectionDate(signedOn);
  // biome-ignore lint/complexity/useMathMinMax: dates as YYYY-MM-DD text, not numbers
  const next = candidate < first ? first : candidate;
  return agreement && Number(next.slice(0, 4)) > agreement.last ? null : next;
}

/**
 * When Mollie collects an active gift next: the subscription's first collection, then the
 * same day of every month (at most the 28th); today counts as still to come. Null without
 * a subscription whose start is known.
 */
export function nextMollieCollection(
  status: MandateStatus,
  start: string | null,
  today: string,
): string | null {
  if (status !== "active" || !start) return null;
  if (today <= start) return start;
  const thisMonth = `${today.slice(0, 7)}${start.slice(7)}`;
  return thisMonth >= today ? thisMonth : `${nextMonth(today.slice(0, 7))}${start.slice(7)}`;
}

/** The admin's filter, or (for 'Mijn giften') one whole address, lower case. */
type ListFilter = MonthlyDonorFilter & { email?: string };

function conditions(filter: ListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.email) parts.push(eq(sql`lower(${monthlyDonors.email})`, filter.email));
  if (filter.status) parts.push(eq(monthlyDonors.mandateStatus, filter.status));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(sql`${monthlyDonors.firstName} || ' ' || ${monthlyDonors.lastName}`, like),
        ilike(monthlyDonors.email, like),
        ilike(monthlyDonors.mandateReference, like),
      )!,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** How many mandates the admin's list shows; the CSV export holds them all. */
const LIST_LIMIT = 500;

/**
 * Monthly donors for the admin, the IBAN masked, with their last and next collection: the
 * newest `limit` (null: every one, for the CSV export).
 */
export async function listMonthlyGiving(
  db: Db,
  filter: ListFilter,
  today: string,
  limit: number | null = LIST_LIMIT,
) {
  const query = db
    .select({
      id: monthlyDonors.id,
      firstName: monthlyDonors.firstName,
      lastName: monthlyDonors.lastName,
      email: monthlyDonors.email,
      phone: monthlyDonors.phone,
      companyName: monthlyDonors.companyName,
      iban: monthlyDonors.iban,
      amountCents: monthlyDonors.amountCents,
      intervalMonths: sql<MandateInterval>`${monthlyDonors.intervalMonths}`,
      message: monthlyDonors.message,
      mandateReference: monthlyDonors.mandateReference,
      mandateSignedOn: monthlyDonors.mandateSignedOn,
      status: monthlyDonors.mandateStatus,
      createdAt: monthlyDonors.createdAt,
      // The bank's last file that collected it, or Mollie's last paid month.
      lastCollection: sql<string | null>`coalesce((select max(b.collection_date)::text
        from sepa_batch_lines l join sepa_batches b on b.id = l.batch_id
        where l.monthly_donor_id = monthly_donors.id and l.status = 'collected'),
        (select to_char(max(d.paid_at at time zone 'Europe/Amsterdam'), 'YYYY-MM-DD')
           from donations d where d.monthly_donor_id = monthly_donors.id and d.status = 'paid'))`,
      // The bank's last file with a line for it, also one the bank returned: a returned
      // collection still counts for its period, and no later file collects that period.
      lastFiled: sql<string | null>`(select max(b.collection_date)::text
        from sepa_batch_lines l join sepa_batches b on b.id = l.batch_id
        where l.monthly_donor_id = monthly_donors.id)`,
      collectedBy: monthlyDonors.collectedBy,
      mollieSubscriptionId: monthlyDonors.mollieSubscriptionId,
      mollieCollectionStart: monthlyDonors.mollieCollectionStart,
      // A month Mollie collected, also when it was given back later: the mandate stands.
      molliePaid: sql<boolean>`exists (select 1 from donations d
        where d.monthly_donor_id = monthly_donors.id and d.status in ('paid', 'refunded'))`,
      // A month Mollie collected and that was kept (not given back).
      mollieKept: sql<boolean>`exists (select 1 from donations d
        where d.monthly_donor_id = monthly_donors.id and d.status = 'paid')`,
      // The newest of its payments did not go through (before its first month is paid: the
      // first payment, which the donor can make again from the gift's link).
      lastPaymentFailed: sql<boolean>`coalesce((select d.status in ('failed', 'cancelled', 'expired')
        from donations d where d.monthly_donor_id = monthly_donors.id
        order by d.created_at desc limit 1), false)`,
      agreementFirstYear: periodicGifts.startYear,
      agreementLastYear,
    })
    .from(monthlyDonors)
    // At most one agreement per mandate: signing an agreement makes a mandate of its own.
    .leftJoin(periodicGifts, eq(periodicGifts.monthlyDonorId, monthlyDonors.id))
    .where(conditions(filter))
    .orderBy(desc(monthlyDonors.createdAt))
    .$dynamic();
  const rows = await (limit === null ? query : query.limit(limit));
  const monthlyDonorRows: MonthlyDonorRow[] = rows.map(
    ({
      iban,
      createdAt,
      agreementFirstYear,
      agreementLastYear: last,
      collectedBy,
      mollieSubscriptionId,
      mollieCollectionStart,
      molliePaid,
      mollieKept,
      lastPaymentFailed,
      lastFiled,
      ...row
    }) => {
      // Signed up with Mollie, and its first month (the iDEAL payment) not paid yet.
      const firstPaymentOpen =
        collectedBy === "mollie" && row.status === "active" && !mollieSubscriptionId && !molliePaid;
      return {
        ...row,
        iban: maskIban(iban),
        createdAt: createdAt.toISOString(),
        collectedBy,
        firstPaymentOpen,
        firstPaymentFailed: firstPaymentOpen && lastPaymentFailed,
        // Its first month given back before Mollie ever reported it paid: no subscription
        // was made, so nothing is collected until the foundation pauses and resumes the gift
        // (the mandate stands), or stops it.
        firstMonthRefunded:
          collectedBy === "mollie" &&
          row.status === "active" &&
          !mollieSubscriptionId &&
          molliePaid &&
          !mollieKept,
        nextCollection:
          collectedBy === "mollie"
            ? nextMollieCollection(row.status, mollieSubscriptionId && mollieCollectionStart, today)
            : nextCollection(
                row.status,
                row.mandateSignedOn,
                laterMonth(row.lastCollection, lastFiled),
                today,
                agreementFirstYear === null ? null : { first: agreementFirstYear, last },
                row.intervalMonths,
              ),
      };
    },
  );
  // 'Verwacht in <month>': what the coming collection takes, so without the mandates of
  // periodic gifts whose agreement does not cover that month's year, nor those of 3, 6 or
  // 12 months already collected in an earlier month of that month's period, nor those the
  // bank collects whose first collection comes later, nor those Mollie collects that have
  // no subscription (first month not paid yet). `firstCollectionDate` (the 1st of the
  // first month at least 14 days after signing) is on or before the 1st C of a month exactly
  // when the mandate was signed on or before C minus 14 days. A periodic gift's first
  // collection counts with the terms of its year already past that it takes (`termsOf`).
  const coming = comingMonth(today);
  const noticeFrom = addDays(collectionDayOf(coming), -14);
  const year = Number(coming.slice(0, 4));
  const status = monthlyDonors.mandateStatus;
  const [totals] = await db
    .select({
      active: sql<number>`count(*) filter (where ${status} = 'active')::int`,
      paused: sql<number>`count(*) filter (where ${status} = 'paused')::int`,
      cancelled: sql<number>`count(*) filter (where ${status} = 'cancelled')::int`,
      expectedMonthlyCents: sql<number>`coalesce(sum(${monthlyDonors.amountCents} * ${termsOf(
        coming,
        sql`${monthlyDonors.id}`,
        sql`${monthlyDonors.intervalMonths}`,
        true,
      )}) filter (
        where ${status} = 'active' and (${periodicGifts.id} is null or ${agreementCovers(year)})
          and (case when ${monthlyDonors.collectedBy} = 'mollie'
                 then ${monthlyDonors.mollieSubscriptionId} is not null
                 else ${monthlyDonors.mandateSignedOn} <= ${noticeFrom} end)
          and not exists (select 1 from sepa_batch_lines l
                           where l.monthly_donor_id = ${monthlyDonors.id}
                             and l.collection_month <> ${coming}
                             and ${lineInPeriodOf(coming, sql`${monthlyDonors.intervalMonths}`)})
      ), 0)::int`,
    })
    .from(monthlyDonors)
    .leftJoin(periodicGifts, eq(periodicGifts.monthlyDonorId, monthlyDonors.id));
  return { monthlyDonors: monthlyDonorRows, totals: { ...totals!, expectedMonth: coming } };
}

export const MONTHLY_CSV_COLUMNS = [
  "Kenmerk machtiging",
  "Status",
  "Naam",
  "E-mailadres",
  "Telefoon",
  "Bedrijfsnaam",
  "IBAN",
  "Bedrag per termijn (EUR)",
  "Termijn",
  "Ondertekend op",
  "Laatste incasso",
  "Volgende incasso",
] as const;

/**
 * The same list as CSV for Dutch Excel. The IBAN stays masked, as everywhere outside the
 * server: the bank gets the full numbers from the direct-debit file.
 */
export async function monthlyGivingCsv(db: Db, filter: MonthlyDonorFilter, today: string) {
  const { monthlyDonors: rows } = await listMonthlyGiving(db, filter, today, null);
  return excelCsv(
    MONTHLY_CSV_COLUMNS,
    rows.map((r) => [
      r.mandateReference,
      mandateStatusLabels[r.status],
      `${r.firstName} ${r.lastName}`,
      r.email,
      r.phone ?? "",
      r.companyName ?? "",
      r.iban,
      csvAmount(r.amountCents),
      intervalLabels[r.intervalMonths],
      csvDay(r.mandateSignedOn),
      csvDay(r.lastCollection),
      csvDay(r.nextCollection),
    ]),
  );
}
