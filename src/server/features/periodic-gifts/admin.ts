import type { AdminPeriodicGiftRow } from "@shared/schemas/periodic-gift";
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { periodicGifts } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { periodicGiftRowColumns, toPeriodicGiftRow } from "../../periodic-gifts";
import {
  type AgreementGift,
  agreementFilename,
  type Creditor,
  renderAgreementPdf,
} from "../../documents/periodic-gift-agreement";
import { notCollected } from "./first-year";

const NOT_FOUND = "Deze overeenkomst bestaat niet.";

/**
 * Agreements for the admin, newest first; `search` matches name, e-mail or transaction
 * number. An agreement still to be signed that a mandate will collect (direct debit with
 * an IBAN, `bankCollects`) says what the file would not collect if marked signed `today`.
 */
export async function listPeriodicGifts(
  db: Db,
  today: string,
  bankCollects: boolean,
  search?: string,
): Promise<AdminPeriodicGiftRow[]> {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({
      ...periodicGiftRowColumns,
      iban: periodicGifts.iban,
      firstCollectionCatchesUp: periodicGifts.firstCollectionCatchesUp,
    })
    .from(periodicGifts)
    .where(
      like
        ? or(
            ilike(sql`${periodicGifts.firstName} || ' ' || ${periodicGifts.lastName}`, like),
            ilike(periodicGifts.email, like),
            ilike(periodicGifts.transactionNumber, like),
          )
        : undefined,
    )
    .orderBy(desc(periodicGifts.createdAt));
  return rows.map(({ iban, firstCollectionCatchesUp, ...row }) => ({
    ...toPeriodicGiftRow(row),
    notCollectedIfSignedToday:
      row.status === "sent" && row.paymentMethod === "direct-debit" && iban && bankCollects
        ? notCollected({ ...row, firstCollectionCatchesUp }, today)
        : null,
  }));
}

export async function findGift(db: Db, id: string): Promise<AgreementGift> {
  const [gift] = await db.select().from(periodicGifts).where(eq(periodicGifts.id, id));
  if (!gift) throw new NotFoundError(NOT_FOUND);
  return gift;
}

/** The agreement's PDF, made again from the stored agreement. */
export async function agreementPdf(db: Db, id: string, creditor: Creditor) {
  const gift = await findGift(db, id);
  return { filename: agreementFilename(gift), pdf: await renderAgreementPdf(gift, creditor) };
}
