import type { DiagnosticsResult, DnsRecordCheck } from "@shared/schemas/email-diagnostics";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { SUPPRESS_AFTER_FAILURES } from "../../db/suppressions";
import {
  checkDkim,
  checkDmarc,
  checkSpf,
  DnsUnreachableError,
  type TxtResolver,
} from "./dns-checks";

export { SUPPRESS_AFTER_FAILURES };

/**
 * Addresses that failed repeatedly (spec 02 §3 suppressions): failed attempts summed over
 * every newsletter, with the last error as the reason (docs/decisions/053).
 */
export async function suppressionList(db: Db): Promise<DiagnosticsResult["suppressions"]> {
  const rows = await selectRows<{
    email_address: string;
    reason: string | null;
    created_at: Date | string;
    failures: number;
  }>(
    db,
    sql`select min(email) as email_address, sum(attempts)::int as failures,
      (array_agg(last_error order by updated_at desc))[1] as reason,
      max(updated_at) as created_at
    from newsletter_deliveries where status = 'failed'
    group by lower(email) having sum(attempts) >= ${SUPPRESS_AFTER_FAILURES}
    order by max(updated_at) desc limit 200`,
  );
  return rows.map((r) => ({
    email_address: r.email_address,
    reason: r.reason ?? "Onbekende fout",
    created_at: new Date(r.created_at).toISOString(),
    failures: r.failures,
  }));
}

export interface DiagnosticsDeps {
  db: Db;
  resolver: TxtResolver;
  verifySmtp: () => Promise<DiagnosticsResult["smtp"]>;
  domain: string;
  dkimSelector?: string;
}

/** The spec's test-resend-setup 'diagnostics': SMTP, SPF/DKIM/DMARC, suppressions. */
export async function runDiagnostics(deps: DiagnosticsDeps): Promise<DiagnosticsResult> {
  const [smtp, suppressions] = await Promise.all([deps.verifySmtp(), suppressionList(deps.db)]);
  let records: DnsRecordCheck[] = [];
  let error: string | null = null;
  try {
    records = await Promise.all([
      checkSpf(deps.resolver, deps.domain),
      checkDkim(deps.resolver, deps.domain, deps.dkimSelector),
      checkDmarc(deps.resolver, deps.domain),
    ]);
  } catch (e) {
    if (!(e instanceof DnsUnreachableError)) throw e;
    error = e.message;
    records = (["SPF", "DKIM", "DMARC"] as const).map((type) => ({
      type,
      name: deps.domain,
      valid: false,
      verdict: "error",
      message: "Niet gecontroleerd: DNS is niet bereikbaar.",
      record: null,
    }));
  }
  const valid = records.filter((r) => r.valid).length;
  return {
    apiKeyValid: smtp.ok,
    timestamp: new Date().toISOString(),
    smtp,
    domains: [
      {
        name: deps.domain,
        status: error ? "unknown" : valid === 3 ? "verified" : valid === 0 ? "failed" : "partial",
        region: "DNS",
        records,
      },
    ],
    suppressions,
    error,
  };
}
