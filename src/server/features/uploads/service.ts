import { randomBytes } from "node:crypto";
import { MAX_UPLOAD_BYTES, UPLOAD_TOASTS } from "@shared/uploads";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";
import { DomainError, InvalidInputError, NotFoundError } from "../../http/errors";
import { detectImage } from "./detect";

export const UPLOADS_PATH = "/api/uploads";

export class UploadTooLargeError extends DomainError {
  constructor() {
    super("too-large", UPLOAD_TOASTS.tooLarge.title, UPLOAD_TOASTS.tooLarge.message);
  }
}

/**
 * Stores a newsletter image in Postgres (every instance can serve it) under
 * `<timestamp>-<random>.<ext>`, the extension taken
 * from the detected format. Anything else is refused before anything is stored.
 */
export async function storeUpload(db: Db, bytes: Uint8Array, publicUrl: string) {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadTooLargeError();
  const kind = detectImage(bytes);
  if (!kind) throw new InvalidInputError(UPLOAD_TOASTS.invalid);
  const fileName = `${Date.now()}-${randomBytes(6).toString("hex")}.${kind.extension}`;
  await db.insert(uploads).values({
    fileName,
    contentType: kind.contentType,
    size: bytes.length,
    data: bytes,
  });
  return { fileName, url: `${publicUrl}${UPLOADS_PATH}/${fileName}`, size: bytes.length };
}

export async function readUpload(db: Db, fileName: string) {
  const [row] = /^[\w.-]{1,100}$/.test(fileName)
    ? await db.select().from(uploads).where(eq(uploads.fileName, fileName))
    : [];
  if (!row) throw new NotFoundError("Afbeelding niet gevonden");
  return { contentType: row.contentType, data: Buffer.from(row.data) };
}

/** The admin's list of stored images, newest first, without their bytes. */
export async function listUploads(db: Db, publicUrl: string) {
  const rows = await db
    .select({
      id: uploads.id,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .orderBy(desc(uploads.createdAt), desc(uploads.fileName))
    .limit(1000);
  return rows.map((row) => ({
    ...row,
    url: `${publicUrl}${UPLOADS_PATH}/${row.fileName}`,
    createdAt: row.createdAt.toISOString(),
  }));
}
