import { donationKindLabels, type DonationKindName } from "@shared/schemas/donation-report";
import { collectionLabels, type MandateInterval } from "@shared/mandate";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { selectRows } from "../db/rows";
import { donorAddressLines, donorName } from "./donor";

/** One gift on a yearly statement: its calendar day in Amsterdam (YYYY-MM-DD). */
interface StatementGift {
  day: string;
  description: string;
  amountCents: number;
}

/** A donor's 'jaaroverzicht giften': every gift received in one calendar year. */
export interface YearlyStatement {
  year: number;
  email: string;
  /** The donor's (or company's) name and address lines, as their gifts gave them. */
  name: string | null;
  addressLines: string[];
  gifts: StatementGift[];
  totalCents: number;
}

// A calendar year in Amsterdam, as bounds on a timestamp with time zone.
const yearStart = (year: number) =>
  sql`make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'Europe/Amsterdam')`;
const yearEnd = (year: number) =>
  sql`make_timestamptz(${year}::int + 1, 1, 1, 0, 0, 0, 'Europe/Amsterdam')`;

/**
 * The gifts of a year are of two sources:
 * - donations rows with status 'paid' (one-off forms, and each month of a monthly gift
 *   collected by Mollie), on the day they were paid;
 * - direct-debit collections by the foundation's bank: a batch line that is 'collected'
 *   (not returned by the donor's bank) is a gift on the batch's collection date. A line
 *   returned later ('storno') leaves the statement from then on.
 * Pending, failed, cancelled and expired donations are money not received, and refunded
 * ones money given back (a full refund or chargeback): left out.
 * So are gifts without the person (erased on request, or past the 7-year term; their
 * e-mail is empty): nobody is left to send their statement to.
 */
const paidDonationsOf = (year: number) => sql`
  select lower(d.email) as email, d.kind, d.purpose, d.amount_cents,
         to_char(coalesce(d.paid_at, d.created_at) at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day,
         d.name, d.first_name, d.last_name, d.donor_type, d.company_name, d.address, d.postal_code, d.city, d.country
    from donations d
   where d.status = 'paid' and d.email <> ''
     and coalesce(d.paid_at, d.created_at) >= ${yearStart(year)}
     and coalesce(d.paid_at, d.created_at) < ${yearEnd(year)}`;

const collectedLinesOf = (year: number) => sql`
  select lower(m.email) as email, l.amount_cents, to_char(b.collection_date, 'YYYY-MM-DD') as day,
         m.first_name, m.last_name, m.company_name, m.interval_months
    from sepa_batch_lines l
    join sepa_batches b on b.id = l.batch_id
    join monthly_donors m on m.id = l.monthly_donor_id
   where l.status = 'collected' and m.email <> ''
     and b.collection_date >= make_date(${year}::int, 1, 1)
     and b.collection_date < make_date(${year}::int + 1, 1, 1)`;

interface DonationGiftRow {
  email: string;
  kind: DonationKindName;
  purpose: string;
  amount_cents: number;
  day: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  donor_type: "individual" | "company";
  company_name: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
}

interface LineGiftRow {
  email: string;
  amount_cents: number;
  day: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  interval_months: MandateInterval;
}

function donationDescription(row: DonationGiftRow): string {
  return row.kind === "monthly" ? row.purpose : `${row.purpose} (${donationKindLabels[row.kind]})`;
}

/** The statement of one donor (matched on e-mail address, in any case) and one year. */
export async function yearlyStatement(
  db: Db,
  email: string,
  year: number,
): Promise<YearlyStatement> {
  const key = email.trim().toLowerCase();
  const [donationRows, lineRows] = await Promise.all([
    selectRows<DonationGiftRow>(
      db,
      sql`select * from (${paidDonationsOf(year)}) g where g.email = ${key} order by g.day desc`,
    ),
    selectRows<LineGiftRow>(
      db,
      sql`select * from (${collectedLinesOf(year)}) g where g.email = ${key} order by g.day desc`,
    ),
  ]);
  const gifts: StatementGift[] = [
    ...donationRows.map((r) => ({
      day: r.day,
      description: donationDescription(r),
      amountCents: Number(r.amount_cents),
    })),
    ...lineRows.map((r) => ({
      day: r.day,
      description: `${collectionLabels[r.interval_months]} (incasso)`,
      amountCents: Number(r.amount_cents),
    })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  // The newest gift that names the donor, and the newest that gives an address.
  const named = donationRows.map((r) => ({
    kind: r.kind,
    donorType: r.donor_type,
    companyName: r.company_name,
    firstName: r.first_name,
    lastName: r.last_name,
    name: r.name,
  }));
  const name =
    named.map(donorName).find(Boolean) ??
    lineRows
      .map((r) =>
        donorName({
          companyName: r.company_name,
          firstName: r.first_name,
          lastName: r.last_name,
          name: null,
        }),
      )
      .find(Boolean) ??
    null;
  const addressLines =
    donationRows
      .map((r) =>
        donorAddressLines({
          address: r.address,
          postalCode: r.postal_code,
          city: r.city,
          country: r.country,
        }),
      )
      .find((lines) => lines.length > 0) ?? [];
  return {
    year,
    email: key,
    name,
    addressLines,
    gifts,
    totalCents: gifts.reduce((sum, g) => sum + g.amountCents, 0),
  };
}

/** Every donor (lower-cased e-mail address) with at least one gift in that year, sorted. */
export async function statementDonors(db: Db, year: number): Promise<string[]> {
  const rows = await selectRows<{ email: string }>(
    db,
    sql`select email from (${paidDonationsOf(year)}) d
        union select email from (${collectedLinesOf(year)}) l
        order by email`,
  );
  return rows.map((r) => r.email);
}
