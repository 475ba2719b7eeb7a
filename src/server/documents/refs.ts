/**
 * What an e-mail's attachment is, stored with the e-mail in the outbox: the document is
 * rendered from the database when the e-mail is sent (documents/attachments.ts).
 */
export type DocumentRef =
  | { kind: "receipt"; donationId: string }
  | { kind: "statement"; email: string; year: number };
