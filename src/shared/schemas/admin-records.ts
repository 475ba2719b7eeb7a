import { z } from "../zod";

/**
 * What the admin's read views answer: the submissions of the public forms and the e-mail
 * outbox, newest first. Instants are ISO 8601 strings. The server's response declarations
 * and the admin pages share these types.
 */
const instant = z.iso.datetime().describe("Tijdstip (ISO 8601)");

/** A contact message; `resolvedAt` is set once an admin marked it 'Afgehandeld'. */
export const contactMessageRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: instant,
  resolvedAt: instant.nullable(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

export const volunteerRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organization: z.string().nullable(),
  motivation: z.string(),
  experience: z.string().nullable(),
  network: z.string().nullable(),
  createdAt: instant,
});
export type VolunteerRecord = z.infer<typeof volunteerRecordSchema>;

export const outboxStatuses = ["queued", "sent", "stored", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** One message of the outbox, without its text. */
export const outboxItemSchema = z.object({
  id: z.string(),
  template: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: instant,
  sentAt: instant.nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** One message of the outbox with its plain text and headers (the HTML stays behind). */
export const outboundEmailSchema = outboxItemSchema.extend({
  fromAddress: z.string(),
  replyTo: z.string().nullable(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type OutboundEmail = z.infer<typeof outboundEmailSchema>;

/** One account in the admin's user list. */
export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: instant,
  isAdmin: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;
