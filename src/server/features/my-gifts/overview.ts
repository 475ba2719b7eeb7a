import { collectionLabels, type MandateInterval } from "@shared/mandate";
import type { DonorGift } from "@shared/schemas/my-gifts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { donations, emailSubscribers } from "../../db/schema";
import { NotFoundError } from "../../http/errors";

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

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ subscribed: emailSubscribers.subscribed })
    .from(emailSubscribers)
    .where(sql`lower(${emailSubscribers.email}) = ${email}`);
  return row?.subscribed === true;
}

/**
 * The donor's own newsletter choice. Turning it on is consent from someone who proved the
 * address, recorded as source 'mijn-giften'; turning it off is an unsubscribe.
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
  await db
    .update(emailSubscribers)
    .set({
      subscribed: false,
      unsubscribedAt: sql`coalesce(${emailSubscribers.unsubscribedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(sql`lower(${emailSubscribers.email}) = ${email}`);
}
