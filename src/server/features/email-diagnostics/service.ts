import type { DiagnosticsResult } from "@shared/schemas/email-diagnostics";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { deleteSuppression } from "../../db/suppressions";
import { NotFoundError } from "../../http/errors";
import { checkMailDns, type TxtResolver } from "../../mail-dns";

/**
 * The suppression list (docs/decisions/051): addresses the mail server refused
 * permanently, with its reply as the reason and the failed deliveries to them.
 */
async function suppressionList(db: Db): Promise<DiagnosticsResult["suppressions"]> {
  const rows = await selectRows<{
    email_address: string;
    reason: string | null;
    created_at: Date | string;
    failures: number;
  }>(
    db,
    sql`select x.email as email_address, x.reason, x.created_at,
      (select count(*)::int from newsletter_deliveries f
        where f.status = 'failed' and lower(f.email) = lower(x.email)) as failures
    from email_suppressions x order by x.created_at desc limit 200`,
  );
  return rows.map((r) => ({
    email_address: r.email_address,
    reason: r.reason ?? "Onbekende fout",
    created_at: new Date(r.created_at).toISOString(),
    failures: r.failures,
  }));
}

/**
 * An admin lifts the block of one address on the suppression list, whether or not it is
 * a subscriber (a donor, an address of a custom list): the next send includes it again
 * (docs/decisions/051). 404 when the address is not blocked.
 */
export async function liftSuppressionOf(db: Db, email: string): Promise<void> {
  if (!(await deleteSuppression(db, email))) {
    throw new NotFoundError("Dit adres staat niet (meer) op de blokkeerlijst.");
  }
}

export interface DiagnosticsDeps {
  db: Db;
  resolver: TxtResolver;
  verifySmtp: () => Promise<DiagnosticsResult["smtp"]>;
  domain: string;
  dkimSelector?: string;
}

/** The e-mail diagnostics: SMTP, SPF/DKIM/DMARC, suppressions. */
export async function runDiagnostics(deps: DiagnosticsDeps): Promise<DiagnosticsResult> {
  const [smtp, suppressions] = await Promise.all([deps.verifySmtp(), suppressionList(deps.db)]);
  const { records, error } = await checkMailDns(deps.resolver, deps.domain, deps.dkimSelector);
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
