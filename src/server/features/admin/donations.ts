import { dutchDay, TIME_ZONE } from "@shared/dutch-day";
import { and, count, desc, eq, ne, type SQL, sql, sum } from "drizzle-orm";
import {
  type DonationFilter,
  type DonationReport,
  type DonationRow,
  unpaidStatuses,
  type WeekTotal,
} from "@shared/schemas/donation-report";
import type { Db } from "../../db/client";
import { donations } from "../../db/schema";

/** Calendar days and weeks are those of the foundation, in the Netherlands. */
/** Inlined (a constant), so SELECT and GROUP BY hold the very same expression. */
const tz = sql.raw(`'${TIME_ZONE}'`);
const LIST_LIMIT = 500;
const MAX_WEEKS = 104;

/**
 * The moment a donation counts for a period: when it was paid (the money came in; also
 * for one refunded later), otherwise when it was started. The yearly statements count a
 * gift on the same moment, so a year here adds up to that year's statements.
 */
export const countedAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;

export function donationConditions(filter: DonationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(donations.kind, filter.kind));
  if (filter.destination) conditions.push(eq(donations.destination, filter.destination));
  if (filter.status) conditions.push(eq(donations.status, filter.status));
  // A local date's midnight in Amsterdam, as an instant: 'timestamp AT TIME ZONE zone'.
  if (filter.from) {
    conditions.push(sql`${countedAt} >= (${filter.from}::date::timestamp at time zone ${tz})`);
  }
  if (filter.to) {
    conditions.push(sql`${countedAt} < ((${filter.to}::date + 1)::timestamp at time zone ${tz})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The company of a gift made for a company; none for a private gift, whatever is stored. */
export function companyOf(row: { donorType: string | null; companyName: string | null }) {
  return row.donorType === "company" ? row.companyName : null;
}

/** The giver's name; for a company's gift without a contact person, the company's. */
export function displayName(row: {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  donorType: string | null;
  companyName: string | null;
}): string {
  const person = row.name ?? [row.firstName, row.lastName].filter(Boolean).join(" ");
  return person || companyOf(row) || "";
}

export async function donationReport(
  db: Db,
  filter: DonationFilter,
  now = new Date(),
): Promise<DonationReport> {
  const where = donationConditions(filter);
  const rows = await db
    .select()
    .from(donations)
    .where(where)
    .orderBy(desc(countedAt), desc(donations.createdAt))
    .limit(LIST_LIMIT + 1);
  const [totals] = await db
    .select({
      count: count(),
      paidCount: sql<number>`count(*) filter (where ${donations.status} = 'paid')`,
      paidAmount: sql<
        string | null
      >`sum(${donations.amountCents}) filter (where ${donations.status} = 'paid')`,
    })
    .from(donations)
    .where(where);
  const byStatus = await db
    .select({ status: donations.status, count: count(), amount: sum(donations.amountCents) })
    .from(donations)
    .where(and(where, ne(donations.status, "paid")))
    .groupBy(donations.status);
  // The chart shows money that came in: paid donations only, like the headline total.
  const week = sql<string>`to_char(date_trunc('week', ${countedAt} at time zone ${tz}), 'YYYY-MM-DD')`;
  const weekly = await db
    .select({ week, count: count(), amount: sum(donations.amountCents) })
    .from(donations)
    .where(and(where, eq(donations.status, "paid")))
    .groupBy(week);
  const list: DonationRow[] = rows.slice(0, LIST_LIMIT).map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    kind: row.kind,
    destination: row.destination,
    purpose: row.purpose,
    amountCents: row.amountCents,
    status: row.status,
    name: displayName(row),
    companyName: companyOf(row),
    email: row.email,
  }));
  return {
    donations: list,
    truncated: rows.length > LIST_LIMIT,
    totals: {
      count: Number(totals?.count ?? 0),
      paidCount: Number(totals?.paidCount ?? 0),
      paidAmountCents: Number(totals?.paidAmount ?? 0),
      otherStatuses: unpaidStatuses.flatMap((status) => {
        const found = byStatus.find((s) => s.status === status);
        return found
          ? [{ status, count: Number(found.count), amountCents: Number(found.amount) }]
          : [];
      }),
    },
    weeks: fillWeeks(
      weekly.map((w) => ({ week: w.week, count: Number(w.count), amountCents: Number(w.amount) })),
      filter,
      now,
    ),
  };
}

/** Monday (yyyy-mm-dd) of the week holding `day` (yyyy-mm-dd). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * One bar per week for the chart, empty weeks included: from the filter's start (or the
 * first donation) to its end (or this week), at most the last 104 weeks.
 */
function fillWeeks(found: WeekTotal[], filter: DonationFilter, now: Date): WeekTotal[] {
  const byWeek = new Map(found.map((w) => [w.week, w]));
  const known = [...byWeek.keys()].sort();
  const first = filter.from ? mondayOf(filter.from) : known[0];
  const last = mondayOf(filter.to ?? dutchDay(now));
  if (!first || first > last) return [];
  const weeks: WeekTotal[] = [];
  const cursor = new Date(`${last}T00:00:00Z`);
  while (weeks.length < MAX_WEEKS) {
    const week = cursor.toISOString().slice(0, 10);
    if (week < first) break;
    weeks.push(byWeek.get(week) ?? { week, count: 0, amountCents: 0 });
    cursor.setUTCDate(cursor.getUTCDate() - 7);
  }
  return weeks.reverse();
}
