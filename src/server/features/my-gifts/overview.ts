import { collectionLabels, type MandateInterval } from "@shared/mandate";
import type { DonorGift, NewsletterStatus } from "@shared/schemas/my-gifts";
import { newsletterDestinations } from "@shared/schemas/newsletter";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { donations } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { storeOptOut } from "../../newsletter-opt-outs";

const ownPaid = (email: string) =>
  and(sql`lower(${donations.email}) = ${email}`, eq(donations.status, "paid"));

/**
 * Every gift received from the address, newest first: the paid donations (each with its
 * receipt) and the months the foundation collected by direct debit and the bank did not
 * return (dated on the collection day, as the yearly statement counts them).
 */
export async function paidGifts(db: Db, email: string): Promise<DonorGift[]> {
  const [online, collected] = await Promise.all([
    paidDonations(db, email),
    collectedMonths(db, email),
  ]);
  return [...online, ...collected].sort((a, b) => b.paidAt.localeCompare(a.paidAt));
}

async function collectedMonths(db: Db, email: string): Promise<DonorGift[]> {
  const rows = await selectRows<{
    id: string;
    paid_at: Date | string;
    amount_cents: number;
    interval_months: MandateInterval;
  }>(
    db,
    sql`select l.id, (b.collection_date::timestamp at time zone 'Europe/Amsterdam') as paid_at,
          l.amount_cents, m.interval_months
        from sepa_batch_lines l
        join sepa_batches b on b.id = l.batch_id
        join monthly_donors m on m.id = l.monthly_donor_id
       where lower(m.email) = ${email} and l.status = 'collected'`,
  );
  return rows.map((row) => ({
    id: row.id,
    paidAt: new Date(row.paid_at).toISOString(),
    amountCents: Number(row.amount_cents),
    destination: `${collectionLabels[row.interval_months]} (incasso)`,
    receipt: false,
  }));
}

async function paidDonations(db: Db, email: string): Promise<DonorGift[]> {
  const rows = await db
    .select({
      id: donations.id,
      paidAt: sql<Date>`coalesce(${donations.paidAt}, ${donations.createdAt})`.mapWith(
        donations.createdAt,
      ),
      amountCents: donations.amountCents,
      destination: donations.purpose,
    })
    .from(donations)
    .where(ownPaid(email))
    .orderBy(desc(sql`coalesce(${donations.paidAt}, ${donations.createdAt})`));
  return rows.map((row) => ({ ...row, paidAt: row.paidAt.toISOString(), receipt: true }));
}

/**
 * The years with gifts received, newest first: one statement each. A gift counts in its
 * year in Amsterdam; a monthly gift collected by the bank counts on its collection date,
 * unless the bank returned it.
 */
export async function statementYears(db: Db, email: string): Promise<number[]> {
  const rows = await selectRows<{ year: number }>(
    db,
    sql`select distinct year from (
        select extract(year from coalesce(paid_at, created_at) at time zone 'Europe/Amsterdam')::int as year
          from donations where lower(email) = ${email} and status = 'paid'
        union
        select extract(year from b.collection_date)::int
          from sepa_batch_lines l
          join sepa_batches b on b.id = l.batch_id
          join monthly_donors m on m.id = l.monthly_donor_id
         where lower(m.email) = ${email} and l.status = 'collected'
      ) years order by year desc`,
  );
  return rows.map((row) => Number(row.year));
}

/** A paid gift of this address; someone else's, or an unpaid one, is not found. */
export async function ownPaidGift(db: Db, email: string, id: string) {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.id, id), ownPaid(email)));
  if (!row) throw new NotFoundError("Deze gift is niet gevonden.");
  return row;
}

/**
 * Which newsletters reach the address, by the recipient rules (newsletters/recipients.ts,
 * docs/decisions/051): 'subscribed' on the subscriber list, every newsletter; 'off' when
 * it unsubscribed, which no filter passes. Otherwise 'donor' when a paid gift of the
 * address has a project or one of the newsletter's destinations: the newsletters to the
 * donors of that project or destination reach it (not those to all subscribers); else
 * 'off'.
 */
export async function newsletterStatus(db: Db, email: string): Promise<NewsletterStatus> {
  const [row] = await selectRows<{ subscribed: boolean | null; donor: boolean }>(
    db,
    sql`select
      (select subscribed from email_subscribers where lower(email) = ${email}) as subscribed,
      exists (select 1 from donations
        where lower(trim(email)) = ${email} and status = 'paid'
          and (campaign_id is not null
               or destination = any(${sql.param([...newsletterDestinations])}::text[]))) as donor`,
  );
  if (row?.subscribed === true) return "subscribed";
  if (row?.subscribed === false) return "off";
  return row?.donor ? "donor" : "off";
}

/**
 * The donor's own newsletter choice. Turning it on is consent from someone who proved the
 * address, recorded as source 'mijn-giften'; turning it off is an unsubscribe, stored as
 * an unsubscribed row also for a donor who was no subscriber, so the project and
 * destination filters skip the address too.
 */
export async function setSubscribed(db: Db, email: string, subscribed: boolean): Promise<void> {
  if (subscribed) {
    await selectRows(
      db,
      sql`insert into email_subscribers (email, source, subscribed)
      values (${email}, 'mijn-giften', true)
      on conflict ((lower(email))) do update
        set subscribed = true, source = 'mijn-giften', unsubscribed_at = null, updated_at = now()
      returning id`,
    );
    return;
  }
  await storeOptOut(db, email, "mijn-giften");
}
