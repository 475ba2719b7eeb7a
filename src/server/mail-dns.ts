import { promises as dns } from "node:dns";
import type { DnsRecordCheck } from "@shared/schemas/email-diagnostics";

/**
 * The sender domain's SPF, DKIM and DMARC records, checked for the e-mail diagnostics
 * and the go-live checklist alike (both features read them from here).
 */

/** The sender's domain: the part after @ in MAIL_FROM ("Naam <noreply@x.nl>" -> "x.nl"). */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@").pop()?.trim().toLowerCase() ?? "";
}

/** The one DNS call the checks make; tests pass a fake (this machine has no network). */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

/** Node's resolver with a short timeout, so an unreachable DNS answers in seconds. */
export function systemResolver(): TxtResolver {
  const resolver = new dns.Resolver({ timeout: 3000, tries: 1 });
  return { resolveTxt: (name) => resolver.resolveTxt(name) };
}

/** The record does not exist: a verdict. Anything else: DNS itself failed. */
const NOT_FOUND = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

class DnsUnreachableError extends Error {
  constructor(
    readonly lookup: string,
    readonly code: string,
  ) {
    super(`DNS niet bereikbaar (${code}): ${lookup} kon niet worden opgezocht.`);
  }
}

/** TXT records of a name (chunks joined), [] when there are none. */
async function txt(resolver: TxtResolver, name: string): Promise<string[]> {
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(""));
  } catch (error) {
    const code = (error as { code?: string }).code ?? "ONBEKEND";
    if (NOT_FOUND.has(code)) return [];
    throw new DnsUnreachableError(name, code);
  }
}

type Verdict = Omit<DnsRecordCheck, "type" | "name" | "valid">;
const check = (type: DnsRecordCheck["type"], name: string, v: Verdict): DnsRecordCheck => ({
  type,
  name,
  valid: v.verdict === "ok" || v.verdict === "warning",
  ...v,
});

export async function checkSpf(resolver: TxtResolver, domain: string): Promise<DnsRecordCheck> {
  const spf = (await txt(resolver, domain)).filter((r) => /^v=spf1(\s|$)/i.test(r.trim()));
  if (spf.length === 0) {
    return check("SPF", domain, {
      verdict: "missing",
      message: `Geen SPF-record gevonden voor ${domain}. Ontvangers kunnen de e-mail van de site als spam zien.`,
      record: null,
    });
  }
  if (spf.length > 1) {
    return check("SPF", domain, {
      verdict: "invalid",
      message: "Meer dan één SPF-record: ontvangers keuren dit af. Voeg ze samen tot één record.",
      record: spf.join(" | "),
    });
  }
  const record = spf[0]!;
  if (/\s\+?all\s*$/i.test(record)) {
    return check("SPF", domain, {
      verdict: "invalid",
      message: "Het SPF-record staat elke server toe (+all). Gebruik ~all of -all.",
      record,
    });
  }
  return check("SPF", domain, { verdict: "ok", message: "SPF-record gevonden.", record });
}

export async function checkDkim(
  resolver: TxtResolver,
  domain: string,
  selector: string | undefined,
): Promise<DnsRecordCheck> {
  if (!selector) {
    return check("DKIM", domain, {
      verdict: "not_configured",
      message: "Geen DKIM-selector ingesteld. Zet DKIM_SELECTOR in de configuratie.",
      record: null,
    });
  }
  const name = `${selector}._domainkey.${domain}`;
  const [record] = (await txt(resolver, name)).filter((r) => /(^|;)\s*p=/i.test(r));
  if (!record) {
    return check("DKIM", name, {
      verdict: "missing",
      message: `Geen DKIM-record gevonden op ${name}.`,
      record: null,
    });
  }
  if (/(^|;)\s*p=\s*(;|$)/i.test(record)) {
    return check("DKIM", name, {
      verdict: "invalid",
      message: "De DKIM-sleutel is ingetrokken (lege p=).",
      record,
    });
  }
  return check("DKIM", name, { verdict: "ok", message: "DKIM-sleutel gevonden.", record });
}

export async function checkDmarc(resolver: TxtResolver, domain: string): Promise<DnsRecordCheck> {
  const name = `_dmarc.${domain}`;
  const [record] = (await txt(resolver, name)).filter((r) => /^v=DMARC1/i.test(r.trim()));
  if (!record) {
    return check("DMARC", name, {
      verdict: "missing",
      message: `Geen DMARC-record gevonden op ${name}.`,
      record: null,
    });
  }
  const policy = /(^|;)\s*p=\s*(none|quarantine|reject)\s*(;|$)/i.exec(record)?.[2]?.toLowerCase();
  if (!policy) {
    return check("DMARC", name, {
      verdict: "invalid",
      message: "Het DMARC-record heeft geen geldig beleid (p=none, quarantine of reject).",
      record,
    });
  }
  if (policy === "none") {
    return check("DMARC", name, {
      verdict: "warning",
      message: "DMARC staat op alleen rapporteren (p=none).",
      record,
    });
  }
  return check("DMARC", name, { verdict: "ok", message: `DMARC-beleid: p=${policy}.`, record });
}

/**
 * SPF, DKIM and DMARC for the sender domain. When DNS cannot be reached, each record gets
 * the verdict 'error' and `error` says why.
 */
export async function checkMailDns(
  resolver: TxtResolver,
  domain: string,
  dkimSelector: string | undefined,
): Promise<{ records: DnsRecordCheck[]; error: string | null }> {
  try {
    const records = await Promise.all([
      checkSpf(resolver, domain),
      checkDkim(resolver, domain, dkimSelector),
      checkDmarc(resolver, domain),
    ]);
    return { records, error: null };
  } catch (e) {
    if (!(e instanceof DnsUnreachableError)) throw e;
    const records = (["SPF", "DKIM", "DMARC"] as const).map(
      (type): DnsRecordCheck => ({
        type,
        name: domain,
        valid: false,
        verdict: "error",
        message: "Niet gecontroleerd: DNS is niet bereikbaar.",
        record: null,
      }),
    );
    return { records, error: e.message };
  }
}
