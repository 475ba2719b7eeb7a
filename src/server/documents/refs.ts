/**
 * What an e-mail's attachment is, stored with the e-mail in the outbox: the document is
 * rendered from the database when the e-mail is sent (documents/attachments.ts).
 */
export type DocumentRef =
  | { kind: "receipt"; donationId: string }
  | { kind: "statement"; email: string; year: number }
  | {
      kind: "periodic-gift";
      periodicGiftId: string;
      /** The creditor of a direct debit, as configured when the e-mail was written. */
      creditor: { name: string; id: string | null };
    };
