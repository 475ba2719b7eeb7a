import type { Db } from "../db/client";
import type { DocumentRef } from "./refs";

/**
 * The PDF documents of an outbox e-mail, rendered from what they refer to. The PDF library
 * loads on the first e-mail that has one, not when the app starts.
 */
export async function renderAttachments(db: Db, refs: readonly DocumentRef[]) {
  if (refs.length === 0) return [];
  const { renderDocument } = await import("./attachments");
  return Promise.all(refs.map((ref) => renderDocument(db, ref)));
}
