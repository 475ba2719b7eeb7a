import anyAscii from "any-ascii";
import { Document } from "sepa";

/** The foundation as creditor: who collects, under which identifier, into which account. */
export interface Creditor {
  name: string;
  creditorId: string;
  iban: string;
}

export interface Collection {
  mandateReference: string;
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  amountCents: number;
  sequenceType: "FRST" | "RCUR";
  endToEndId: string;
  remittance: string;
}

/**
 * Banks take the SEPA subset of Latin: letters without accents, digits and / - ? : ( ) . , ' +
 * and the space. Text is transliterated first (any-ascii): 'Özdemir' becomes 'Ozdemir',
 * 'Yılmaz' 'Yilmaz', 'يوسف' 'ywsf'; what is still outside the set becomes a space.
 */
function sepaText(value: string, max: number): string {
  return anyAscii(value.normalize("NFC"))
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** A calendar day as sepa.js wants it: a Date at local midnight (it formats local dates). */
function localDay(isoDay: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * One pain.008.001.02 document (SEPA Core direct debit): a payment information block per
 * sequence type (FRST first, then RCUR), each with its own count and control sum; the
 * group header carries the totals. Built with sepa.js, which also checks IBANs, the
 * creditor identifier and the field lengths.
 */
export function buildPain008(options: {
  messageId: string;
  createdAt: Date;
  collectionDate: string;
  creditor: Creditor;
  collections: readonly Collection[];
}): string {
  const doc = new Document("pain.008.001.02");
  doc.grpHdr.id = options.messageId;
  doc.grpHdr.created = options.createdAt;
  doc.grpHdr.initiatorName = sepaText(options.creditor.name, 70);

  for (const sequenceType of ["FRST", "RCUR"] as const) {
    const collections = options.collections.filter((c) => c.sequenceType === sequenceType);
    if (collections.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.collectionDate = localDay(options.collectionDate);
    info.creditorName = sepaText(options.creditor.name, 70);
    info.creditorIBAN = options.creditor.iban;
    info.creditorId = options.creditor.creditorId;
    info.localInstrumentation = "CORE";
    info.sequenceType = sequenceType;
    info.batchBooking = true;
    // Added before its transactions: sepa.js names each transaction (InstrId) after its
    // block's id, which the document gives the block here (added later, every one is ".0").
    doc.addPaymentInfo(info);
    for (const c of collections) {
      const tx = info.createTransaction();
      // A name is required: one with nothing left in the set goes by its mandate reference.
      tx.debtorName = sepaText(c.debtorName, 70) || c.mandateReference;
      tx.debtorIBAN = c.debtorIban;
      tx.mandateId = c.mandateReference;
      tx.mandateSignatureDate = localDay(c.mandateSignedOn);
      tx.amount = c.amountCents / 100;
      tx.currency = "EUR";
      tx.remittanceInfo = sepaText(c.remittance, 140);
      tx.end2endId = c.endToEndId;
      info.addTransaction(tx);
    }
  }
  return doc.toString();
}
