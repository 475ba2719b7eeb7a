import { and, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { selectRows } from "./db/rows";
import { donations } from "./db/schema";
import { at, count, type Erased, emailIs, type PersonalRecord } from "./personal-data-sql";

/** A donation without the person: amounts, purpose, status and dates stay. */
const anonymousDonation = {
  name: null,
  firstName: null,
  lastName: null,
  email: "",
  phone: null,
  address: null,
  postalCode: null,
  city: null,
  country: null,
  companyName: null,
  kvkNumber: null,
  btwNumber: null,
  contactPerson: null,
  message: null,
};

/** Removes the person from the donations where `where` holds (an empty e-mail: done). */
export async function anonymiseDonations(db: Db, where: SQL): Promise<number> {
  const rows = await db
    .update(donations)
    .set({ ...anonymousDonation, updatedAt: new Date() })
    .where(and(ne(donations.email, ""), where))
    .returning({ id: donations.id });
  return rows.length;
}

/**
 * The statements behind the register's donation and monthly-gift entries
 * (src/server/personal-data.ts).
 * A gift counts as collected once it has a line in a direct-debit file (even a returned
 * one) or a paid month by Mollie: from then on the tax duty keeps its amounts and dates.
 */
const collected = sql`(exists (select 1 from sepa_batch_lines l where l.monthly_donor_id = m.id)
  or exists (select 1 from donations d where d.monthly_donor_id = m.id and d.status = 'paid'))`;

/** The last collection of gift m: the latest file's date or the latest paid month. */
const lastCollection = sql`greatest(
  (select max(b.collection_date)::timestamp at time zone 'UTC' from sepa_batch_lines l
    join sepa_batches b on b.id = l.batch_id where l.monthly_donor_id = m.id),
  (select max(coalesce(d.paid_at, d.created_at)) from donations d
    where d.monthly_donor_id = m.id and d.status = 'paid'))`;

/** A gift without the person: amount, reference, dates and status stay. */
function anonymise(db: Db, where: SQL): Promise<number> {
  return count(
    db,
    sql`update monthly_donors m set first_name = '', last_name = '', email = '', phone = null,
      company_name = null, iban = '', message = null, mollie_customer_id = null,
      signup_key = null
    where m.email <> '' and ${where} returning 1`,
  );
}

/** Ended gifts whose last collection is older than the cutoff lose the person. */
export function anonymiseEndedGifts(db: Db, cutoff: Date): Promise<number> {
  return anonymise(
    db,
    sql`m.mandate_status = 'cancelled' and ${collected} and ${lastCollection} < ${at(cutoff)}`,
  );
}

/**
 * Mandates never collected, signed before the cutoff, are deleted. A periodic gift's
 * mandate cannot be collected before January 1 of its agreement's first year (up to three
 * years after signing), so its term counts from then. A gift already kept without the
 * person (its bank files may since be gone) is left as it is.
 */
export function deleteUncollectedGifts(db: Db, cutoff: Date): Promise<number> {
  return count(
    db,
    sql`delete from monthly_donors m
      where m.email <> '' and not ${collected}
        and greatest(m.created_at,
              (select make_timestamptz(p.start_year, 1, 1, 0, 0, 0, 'UTC') from periodic_gifts p
                where p.monthly_donor_id = m.id)) < ${at(cutoff)}
      returning 1`,
  );
}

const ofAddress = (email: string) => emailIs(sql`m.email`, email);

export async function eraseGifts(tx: Db, email: string): Promise<Erased> {
  const deleted = await count(
    tx,
    sql`delete from monthly_donors m where ${ofAddress(email)} and not ${collected} returning 1`,
  );
  const anonymised = await anonymise(tx, ofAddress(email));
  return { deleted, anonymised };
}

/** A running or paused gift is still collected: it is stopped first, in Maanddonateurs. */
export async function refuseRunningGift(db: Db, email: string): Promise<string | null> {
  const running = await selectRows(
    db,
    sql`select 1 from monthly_donors m
      where ${ofAddress(email)} and m.mandate_status <> 'cancelled' limit 1`,
  );
  return running.length > 0
    ? "Deze persoon heeft nog een lopende maandelijkse gift. Stop die eerst bij Maanddonateurs; daarna kun je de gegevens wissen."
    : null;
}

/** The address's collections in the bank's files (not the files: they hold other donors). */
export function findCollections(db: Db, email: string): Promise<PersonalRecord[]> {
  return selectRows(
    db,
    sql`select l.id, b.message_id as "file", b.collection_date as "collectionDate",
        l.collection_month as "month", l.sequence_type as "sequenceType",
        l.amount_cents as "amountCents", l.status, m.mandate_reference as "mandateReference",
        b.created_at as "createdAt"
      from sepa_batch_lines l join sepa_batches b on b.id = l.batch_id
        join monthly_donors m on m.id = l.monthly_donor_id
      where ${ofAddress(email)} order by b.collection_date`,
  );
}
