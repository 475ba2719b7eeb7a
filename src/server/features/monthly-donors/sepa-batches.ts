import { randomBytes } from "node:crypto";
import { formatDateNl } from "@shared/intl";
import { collectionLabels, firstCollectionDate, type MandateInterval } from "@shared/mandate";
import type {
  SepaBatchCreated,
  SepaBatchDetail,
  SepaBatchLine,
  SepaBatchPreview,
  SepaBatchSummary,
} from "@shared/schemas/sepa";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { monthlyDonors, periodicGifts, sepaBatches, sepaBatchLines } from "../../db/schema";
import { ConflictError, InvalidInputError, NotFoundError } from "../../http/errors";
import { agreementCovers, agreementLastYear } from "../../periodic-gifts";
import { buildPain008, type Collection, type Creditor } from "./pain008";
import { lineInPeriodOf, termsOf } from "./periods";

/** Only one batch is made at a time, so no mandate can land in two batches of one month. */
const BATCH_LOCK = 7_310_001;

const MONTHS = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
];

/**
 * Every mandate due has its first collection (FRST) already in a file for a later date
 * (`laterDates`, YYYY-MM-DD): no file is made.
 */
export function firstInLaterFile(laterDates: readonly string[]) {
  const dates = [...new Set(laterDates)].sort().map(formatDateNl).join(", ");
  return {
    title: "Eerste incasso staat al in een later bestand",
    message: `Alle machtigingen die op deze datum te incasseren zijn, hebben hun eerste incasso (FRST) al in het incassobestand van ${dates}. Een incasso op deze eerdere datum zou vóór die eerste incasso vallen, en een gemaakt bestand kan niet meer worden aangepast. Er is geen incassobestand gemaakt. Maak incassobestanden in de volgorde van hun incassodatum.`,
  };
}

/**
 * In production a file is never made with the demo's creditor details (`variables`, the
 * configuration names still at their placeholder): the bank would refuse it, or collect
 * into an account that is not the foundation's.
 */
export function placeholderCreditor(variables: readonly string[]) {
  return {
    title: "Incassantgegevens ontbreken",
    message: `Er is geen incassobestand gemaakt: ${variables.join(" en ")} ${variables.length > 1 ? "staan" : "staat"} nog op de voorbeeldwaarde van de demo. Zet het incassant-ID en de rekening van de stichting in de configuratie van de server en start de site opnieuw; de pagina Livegang toont wat er nog ontbreekt.`,
  };
}

export const NOTHING_DUE = {
  title: "Niets te incasseren",
  message:
    "Er zijn geen actieve machtigingen die voor deze maand nog niet zijn geïncasseerd; een nieuwe machtiging komt pas mee vanaf de eerste incassodatum die de donateur is gemeld. Er is geen incassobestand gemaakt.",
};

interface DueMandate {
  id: string;
  mandate_reference: string;
  mandate_signed_on: string;
  first_name: string;
  last_name: string;
  iban: string;
  /** One term's amount. */
  amount_cents: number;
  interval_months: MandateInterval;
  /** Terms this collection takes: more than one for a first collection that catches up. */
  terms: number;
  sequence_type: "FRST" | "RCUR";
  /** The collection date of a later file that already holds this mandate's FRST, if any. */
  later_first: string | null;
}

/**
 * Stops the mandates of periodic gift agreements whose last year is before `today`'s
 * (YYYY-MM-DD) year, so none of them is collected again.
 */
async function stopEndedAgreements(db: Db, today: string): Promise<void> {
  await db.execute(sql`
    update monthly_donors m set mandate_status = 'cancelled'
      from ${periodicGifts}
     where ${periodicGifts.monthlyDonorId} = m.id and m.mandate_status <> 'cancelled'
       and ${agreementLastYear} < ${Number(today.slice(0, 4))}`);
}

/** What a file for `collectionDate` would hold: the mandates due, and those left out. */
interface Due {
  due: DueMandate[];
  leftOut: SepaBatchCreated["leftOut"];
}

/**
 * The mandates a file for `collectionDate` collects: every active mandate the bank
 * collects (not one Mollie collects) whose first collection date, as the donor was told
 * it on signing (`firstCollectionDate`), is on or before that day, and that is not yet
 * collected in its period: its month, or for a mandate of 3, 6 or 12 months its quarter,
 * half year or year of the calendar (a quarterly mandate is collected by the first file of
 * January to March, and so on; a line the bank returned still counts for its period).
 *
 * The sequence type follows the collection dates, not the order in which files are made:
 * a collection is FRST when no earlier-dated collection of its mandate has gone through
 * (a returned one does not count), RCUR otherwise. A mandate whose FRST is already in a
 * file for a later date (made first) is left out (`leftOut`): an exported file cannot be
 * changed, and a collection before that FRST would come before the first.
 *
 * A mandate made by a periodic gift agreement is collected in the agreement's years only
 * (its first year to its last). Its first collection may take more than one term: the
 * terms of its year already past (`termsOf`).
 */
async function dueMandates(db: Db, collectionDate: string): Promise<Due> {
  const month = collectionDate.slice(0, 7);
  const collectionYear = Number(collectionDate.slice(0, 4));
  const rows = await selectRows<DueMandate>(
    db,
    sql`
      select m.id, m.mandate_reference, m.mandate_signed_on::text as mandate_signed_on,
             m.first_name, m.last_name, m.iban, m.amount_cents, m.interval_months,
             ${termsOf(month, sql`m.id`, sql`m.interval_months`)} as terms,
             case when exists (select 1 from sepa_batch_lines l
                                 join sepa_batches b on b.id = l.batch_id
                                where l.monthly_donor_id = m.id and l.status = 'collected'
                                  and b.collection_date < ${collectionDate}::date)
                  then 'RCUR' else 'FRST' end as sequence_type,
             (select min(b.collection_date)::text from sepa_batch_lines l
                join sepa_batches b on b.id = l.batch_id
               where l.monthly_donor_id = m.id and l.status = 'collected'
                 and l.sequence_type = 'FRST'
                 and b.collection_date > ${collectionDate}::date) as later_first
        from monthly_donors m
       where m.mandate_status = 'active' and m.collected_by = 'bank'
         and m.mandate_signed_on <= ${collectionDate}::date
         and not exists (select 1 from sepa_batch_lines l
                          where l.monthly_donor_id = m.id
                            and ${lineInPeriodOf(month, sql`m.interval_months`)})
         and not exists (select 1 from ${periodicGifts}
                          where ${periodicGifts.monthlyDonorId} = m.id
                            and not ${agreementCovers(collectionYear)})
       order by m.mandate_reference`,
  );
  const all = rows
    .filter((m) => firstCollectionDate(m.mandate_signed_on) <= collectionDate)
    .map((m) => ({ ...m, terms: Number(m.terms) }));
  return {
    due: all.filter((m) => m.later_first === null),
    leftOut: all
      .filter((m) => m.later_first !== null)
      .map((m) => ({ mandateReference: m.mandate_reference, laterCollectionDate: m.later_first! })),
  };
}

/** What a collection of `m` takes: its terms' amounts together. */
const collected = (m: DueMandate) => m.amount_cents * m.terms;

/**
 * What a collection in `month` (YYYY-MM) is for, after its label: the month, or for a
 * first collection that catches up the months from January to the end of its term
 * ("januari t/m april 2027").
 */
function collectionPeriod(m: DueMandate, month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  if (m.terms === 1) return `${MONTHS[monthNumber - 1]} ${year}`;
  return `januari t/m ${MONTHS[m.terms * m.interval_months - 1]} ${year}`;
}

/** Why no file is made for a date with nothing to collect. */
function nothingToCollect(leftOut: Due["leftOut"]) {
  return leftOut.length > 0
    ? firstInLaterFile(leftOut.map((m) => m.laterCollectionDate))
    : NOTHING_DUE;
}

function refusePast(collectionDate: string, today: string): void {
  if (collectionDate < today) {
    throw new InvalidInputError("De incassodatum mag niet in het verleden liggen");
  }
}

/**
 * What a file for `collectionDate` would hold, made now, without making it: the number
 * of collections and their total, the mandates left out, and when nothing would be
 * collected why (`refusal`). The admin reads it before confirming; the file made
 * afterwards is counted again, so a change in between is in the file, not in this answer.
 */
export async function previewSepaBatch(
  db: Db,
  collectionDate: string,
  today: string,
): Promise<SepaBatchPreview> {
  refusePast(collectionDate, today);
  // An agreement whose last year is before today's year is stopped before a file is made;
  // `dueMandates` leaves it out already, as its years do not cover the collection date.
  const { due, leftOut } = await dueMandates(db, collectionDate);
  return {
    count: due.length,
    totalCents: due.reduce((sum, m) => sum + collected(m), 0),
    leftOut,
    refusal: due.length === 0 ? nothingToCollect(leftOut) : null,
  };
}

/**
 * Makes the direct-debit file for `collectionDate` with the mandates `dueMandates` finds.
 * When only mandates left out are due, or none, no file is made (409, `firstInLaterFile`
 * or `NOTHING_DUE`). The batch, its lines and the file are stored in one transaction,
 * under a lock, so no mandate lands in two files of one period.
 *
 * A periodic gift agreement whose last year is before `today`'s year has run its course:
 * its mandate is stopped first (see `stopEndedAgreements`).
 */
export async function createSepaBatch(
  db: Db,
  creditor: Creditor,
  collectionDate: string,
  today: string,
): Promise<SepaBatchCreated> {
  refusePast(collectionDate, today);
  const month = collectionDate.slice(0, 7);
  await stopEndedAgreements(db, today);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK})`);
    const { due, leftOut } = await dueMandates(tx, collectionDate);
    if (due.length === 0) {
      const why = nothingToCollect(leftOut);
      throw new ConflictError(why.title, why.message);
    }

    const collections: Collection[] = due.map((m) => ({
      mandateReference: m.mandate_reference,
      mandateSignedOn: m.mandate_signed_on,
      debtorName: `${m.first_name} ${m.last_name}`,
      debtorIban: m.iban,
      amountCents: collected(m),
      sequenceType: m.sequence_type,
      endToEndId: `${m.mandate_reference}-${month.replace("-", "")}`,
      remittance: `${collectionLabels[m.interval_months]} ${creditor.name} ${collectionPeriod(m, month)}`,
    }));
    const createdAt = new Date();
    const messageId = `QAMAR-${collectionDate.replaceAll("-", "")}-${randomBytes(4).toString("hex").toUpperCase()}`;
    const xml = buildPain008({ messageId, createdAt, collectionDate, creditor, collections });
    const totalCents = collections.reduce((sum, c) => sum + c.amountCents, 0);

    const [batch] = await tx
      .insert(sepaBatches)
      .values({ messageId, collectionDate, count: due.length, totalCents, xml, createdAt })
      .returning({ id: sepaBatches.id });
    await tx.insert(sepaBatchLines).values(
      due.map((m, i) => ({
        batchId: batch!.id,
        monthlyDonorId: m.id,
        collectionMonth: month,
        sequenceType: m.sequence_type,
        amountCents: collected(m),
        endToEndId: collections[i]!.endToEndId,
      })),
    );
    return { id: batch!.id, count: due.length, totalCents, leftOut };
  });
}

const summaryColumns = {
  id: sepaBatches.id,
  messageId: sepaBatches.messageId,
  collectionDate: sepaBatches.collectionDate,
  count: sepaBatches.count,
  totalCents: sepaBatches.totalCents,
  createdAt: sepaBatches.createdAt,
  returnedCount: sql<number>`(select count(*) from sepa_batch_lines l
    where l.batch_id = sepa_batches.id and l.status = 'returned')::int`,
  returnedCents: sql<number>`(select coalesce(sum(l.amount_cents), 0) from sepa_batch_lines l
    where l.batch_id = sepa_batches.id and l.status = 'returned')::int`,
};

type SummaryRow = Omit<SepaBatchSummary, "createdAt"> & { createdAt: Date };
const toSummary = (row: SummaryRow): SepaBatchSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Every batch, newest collection first, with what the bank returned. */
export async function listSepaBatches(db: Db): Promise<SepaBatchSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(sepaBatches)
    .orderBy(desc(sepaBatches.collectionDate), desc(sepaBatches.createdAt));
  return rows.map(toSummary);
}

const batchNotFound = () => new NotFoundError("Incassobestand niet gevonden");

/** Ids come from routes that declare them as UUIDs. */
export async function getSepaBatch(db: Db, id: string): Promise<SepaBatchDetail> {
  const [row] = await db.select(summaryColumns).from(sepaBatches).where(eq(sepaBatches.id, id));
  if (!row) throw batchNotFound();
  const lines = await db
    .select({
      id: sepaBatchLines.id,
      mandateReference: monthlyDonors.mandateReference,
      firstName: monthlyDonors.firstName,
      lastName: monthlyDonors.lastName,
      sequenceType: sepaBatchLines.sequenceType,
      amountCents: sepaBatchLines.amountCents,
      endToEndId: sepaBatchLines.endToEndId,
      status: sepaBatchLines.status,
      returnReason: sepaBatchLines.returnReason,
    })
    .from(sepaBatchLines)
    .innerJoin(monthlyDonors, eq(monthlyDonors.id, sepaBatchLines.monthlyDonorId))
    .where(eq(sepaBatchLines.batchId, id))
    .orderBy(monthlyDonors.mandateReference);
  return {
    ...toSummary(row),
    lines: lines.map(
      ({ firstName, lastName, ...line }): SepaBatchLine => ({
        ...line,
        name: `${firstName} ${lastName}`,
      }),
    ),
  };
}

/** The file exactly as it was made, to download again. */
export async function sepaBatchFile(db: Db, id: string) {
  const [row] = await db
    .select({ xml: sepaBatches.xml, messageId: sepaBatches.messageId })
    .from(sepaBatches)
    .where(eq(sepaBatches.id, id));
  if (!row) throw batchNotFound();
  return row;
}

/**
 * The bank returned a collection ('storno'). The line stays in its batch, marked with the
 * reason; it no longer counts as a collection, so a returned first collection is collected
 * as FRST again.
 */
export async function returnSepaLine(db: Db, lineId: string, reason: string) {
  const [line] = await db
    .update(sepaBatchLines)
    .set({ status: "returned", returnReason: reason, returnedAt: new Date() })
    .where(eq(sepaBatchLines.id, lineId))
    .returning({ batchId: sepaBatchLines.batchId });
  if (!line) throw new NotFoundError("Incassoregel niet gevonden");
  return getSepaBatch(db, line.batchId);
}
