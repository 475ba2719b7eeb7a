import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { donations, periodicGifts } from "../db/schema";
import { agreementFilename, renderAgreementPdf } from "./periodic-gift-agreement";
import { receiptFilename, renderReceiptPdf } from "./receipt";
import type { DocumentRef } from "./refs";
import { renderStatementPdf, statementFilename } from "./statement";
import { yearlyStatement } from "./yearly-statement";

export interface RenderedDocument {
  filename: string;
  contentType: "application/pdf";
  content: Buffer;
}

export class DocumentNotFoundError extends Error {
  override name = "DocumentNotFoundError";
}

/** Renders the document an outbox attachment refers to, from the data as it is now. */
export async function renderDocument(db: Db, ref: DocumentRef): Promise<RenderedDocument> {
  switch (ref.kind) {
    case "receipt": {
      const [row] = await db.select().from(donations).where(eq(donations.id, ref.donationId));
      if (row?.status !== "paid") {
        throw new DocumentNotFoundError(`no paid donation ${ref.donationId}`);
      }
      return {
        filename: receiptFilename(row),
        contentType: "application/pdf",
        content: await renderReceiptPdf(row),
      };
    }
    case "statement": {
      const statement = await yearlyStatement(db, ref.email, ref.year);
      // Every gift of the year given back since the statement was asked for: there is no
      // statement left to send (an empty one would tell the donor € 0,00).
      if (statement.gifts.length === 0) {
        throw new DocumentNotFoundError(`no gifts in ${ref.year} for the statement`);
      }
      return {
        filename: statementFilename(statement),
        contentType: "application/pdf",
        content: await renderStatementPdf(statement),
      };
    }
    case "periodic-gift": {
      const [gift] = await db
        .select()
        .from(periodicGifts)
        .where(eq(periodicGifts.id, ref.periodicGiftId));
      if (!gift) throw new DocumentNotFoundError(`no periodic gift ${ref.periodicGiftId}`);
      return {
        filename: agreementFilename(gift),
        contentType: "application/pdf",
        content: await renderAgreementPdf(gift, ref.creditor),
      };
    }
  }
}
