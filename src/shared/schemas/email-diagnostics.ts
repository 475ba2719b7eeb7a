import { z } from "../zod";
import { emailField } from "./fields";

/** The diagnostics test send needs a valid address ('Ongeldig email'). */
export const testSendSchema = z.object({ email: emailField({ invalid: "Ongeldig email" }) });

export type RecordVerdict = "ok" | "warning" | "missing" | "invalid" | "not_configured" | "error";

export interface DnsRecordCheck {
  type: "SPF" | "DKIM" | "DMARC";
  /** The name looked up. */
  name: string;
  valid: boolean;
  verdict: RecordVerdict;
  /** A Dutch sentence the admin can act on. */
  message: string;
  record: string | null;
}

/** Spec 02 §3 Diagnostics result, with the details behind each verdict. */
export interface DiagnosticsResult {
  /** The original checked an API key; here: the SMTP server accepted a connection. */
  apiKeyValid: boolean;
  timestamp: string;
  smtp: { transport: "outbox" | "smtp"; ok: boolean; error?: string };
  domains: {
    name: string;
    status: "verified" | "partial" | "failed" | "unknown";
    region: string;
    records: DnsRecordCheck[];
  }[];
  suppressions: { email_address: string; reason: string; created_at: string; failures: number }[];
  /** Set when DNS could not be reached at all. */
  error: string | null;
}

/** Spec 02 §8 toasts. */
export const DIAGNOSTICS_TOASTS = {
  failed: "Fout bij diagnostics",
  sendFailed: "Fout bij verzenden",
  invalidEmail: "Ongeldig email",
} as const;
