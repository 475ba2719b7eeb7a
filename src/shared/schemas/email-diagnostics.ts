import { z } from "../zod";
import { emailField, requiredText } from "./fields";

/** The diagnostics test send needs a valid address ('Ongeldig email'). */
export const testSendSchema = z.object({ email: emailField({ invalid: "Ongeldig email" }) });

/**
 * Which blocked address to lift: as the suppression list shows it (any case). Not checked
 * as an e-mail address: the list can hold an entry of a custom list the site's rule would
 * refuse, and that one must be liftable too.
 */
export const suppressionQuerySchema = z.object({
  email: requiredText(320, "E-mailadres is verplicht", "E-mailadres is te lang"),
});

/**
 * The test send's answer: the message is stored and queued (its outbox id), not yet
 * delivered; `transport` says whether it will go out (smtp) or only be kept (outbox).
 */
export const testSendResultSchema = z.object({
  id: z.string(),
  transport: z.enum(["outbox", "smtp"]),
});
export type TestSendResult = z.infer<typeof testSendResultSchema>;

const recordVerdicts = ["ok", "warning", "missing", "invalid", "not_configured", "error"] as const;
export type RecordVerdict = (typeof recordVerdicts)[number];

const dnsRecordCheckSchema = z.object({
  type: z.enum(["SPF", "DKIM", "DMARC"]),
  /** The name looked up. */
  name: z.string(),
  valid: z.boolean(),
  verdict: z.enum(recordVerdicts),
  /** A Dutch sentence the admin can act on. */
  message: z.string(),
  record: z.string().nullable(),
});
export type DnsRecordCheck = z.infer<typeof dnsRecordCheckSchema>;

/** The diagnostics result, with the details behind each verdict. */
export const diagnosticsResultSchema = z.object({
  /** The SMTP server accepted a connection (the field keeps its historical name). */
  apiKeyValid: z.boolean(),
  timestamp: z.iso.datetime(),
  smtp: z.object({
    transport: z.enum(["outbox", "smtp"]),
    ok: z.boolean(),
    error: z.string().optional(),
  }),
  domains: z.array(
    z.object({
      name: z.string(),
      status: z.enum(["verified", "partial", "failed", "unknown"]),
      region: z.string(),
      records: z.array(dnsRecordCheckSchema),
    }),
  ),
  suppressions: z.array(
    z.object({
      email_address: z.string(),
      reason: z.string(),
      created_at: z.iso.datetime(),
      failures: z.number().int(),
    }),
  ),
  /** Set when DNS could not be reached at all. */
  error: z.string().nullable(),
});
export type DiagnosticsResult = z.infer<typeof diagnosticsResultSchema>;

/** The diagnostics page's toasts. */
export const DIAGNOSTICS_TOASTS = {
  failed: "Fout bij diagnostics",
  sendFailed: "Fout bij verzenden",
  invalidEmail: "Ongeldig email",
} as const;
