import type {
  ContactMessageRecord,
  OutboundEmail,
  OutboxItem,
  OutboxStatus,
  VolunteerRecord,
} from "@shared/schemas/admin-records";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, outboundEmails, volunteerApplications } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { NotFoundError } from "../../http/errors";

/** The admin's read views of what the public forms stored, newest first. */
const LIMIT = 1000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listMessages(db: Db): Promise<ContactMessageRecord[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
  }));
}

/** 'Afgehandeld' sets resolved_at; the retention job counts six months from it. */
export async function setMessageResolved(db: Db, id: string, resolved: boolean, now = new Date()) {
  if (!isUuid(id)) throw new NotFoundError("Bericht niet gevonden");
  const [row] = await db
    .update(contactMessages)
    .set({ resolvedAt: resolved ? now : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, resolvedAt: contactMessages.resolvedAt });
  if (!row) throw new NotFoundError("Bericht niet gevonden");
  return { id: row.id, resolvedAt: iso(row.resolvedAt) };
}

export async function listVolunteers(db: Db): Promise<VolunteerRecord[]> {
  const rows = await db
    .select()
    .from(volunteerApplications)
    .orderBy(desc(volunteerApplications.createdAt))
    .limit(LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The e-mail outbox without bodies; one message's text comes from `getOutboundEmail`. */
export async function listOutbox(db: Db, status?: OutboxStatus): Promise<OutboxItem[]> {
  const rows = await db
    .select({
      id: outboundEmails.id,
      template: outboundEmails.template,
      toAddress: outboundEmails.toAddress,
      subject: outboundEmails.subject,
      status: outboundEmails.status,
      attempts: outboundEmails.attempts,
      lastError: outboundEmails.lastError,
      createdAt: outboundEmails.createdAt,
      sentAt: outboundEmails.sentAt,
    })
    .from(outboundEmails)
    .where(status ? eq(outboundEmails.status, status) : undefined)
    .orderBy(desc(outboundEmails.createdAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  }));
}

export async function getOutboundEmail(db: Db, id: string): Promise<OutboundEmail> {
  if (!isUuid(id)) throw new NotFoundError("E-mail niet gevonden");
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  if (!row) throw new NotFoundError("E-mail niet gevonden");
  const { html: _html, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), sentAt: iso(row.sentAt) };
}
