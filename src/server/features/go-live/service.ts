import type { GoLiveResult } from "@shared/schemas/go-live";
import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monthlyDonors } from "../../db/schema";
import { latestBackup } from "../../backup/files";
import { BackupError } from "../../backup/pg-tools";
import { checkMailDns, domainOf, type TxtResolver } from "../../mail-dns";
import { type GoLiveInput, type GoLiveProbes, goLiveChecks } from "./checks";

/** An SMTP server that does not answer in this time counts as unreachable. */
const SMTP_TIMEOUT_MS = 5_000;

export interface GoLiveDeps extends Omit<GoLiveInput, "probes"> {
  config: GoLiveInput["config"] & {
    DKIM_SELECTOR?: string;
    BACKUP_DIR: string;
    DATABASE_URL?: string;
  };
  resolver: TxtResolver;
  verifySmtp: () => Promise<GoLiveProbes["smtp"]>;
  /** The monthly gifts Mollie collects, not stopped (see `countMollieGifts`). */
  mollieGifts: () => Promise<GoLiveProbes["mollieGifts"]>;
  smtpTimeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The measurements the checks need: SMTP verify (short timeout) and the mail DNS records. */
export async function probeGoLive(deps: GoLiveDeps): Promise<GoLiveProbes> {
  const domain = domainOf(deps.config.MAIL_FROM);
  const timeoutMs = deps.smtpTimeoutMs ?? SMTP_TIMEOUT_MS;
  const [smtp, mailDns, latest, mollieGifts] = await Promise.all([
    withTimeout(deps.verifySmtp(), timeoutMs, () => ({
      transport: "smtp" as const,
      ok: false,
      error: `Geen antwoord binnen ${timeoutMs / 1000} seconden.`,
    })),
    checkMailDns(deps.resolver, domain, deps.config.DKIM_SELECTOR),
    latestBackup(deps.config.BACKUP_DIR).then(
      (file) => ({ file, unusable: undefined }),
      (error: unknown) => {
        if (!(error instanceof BackupError)) throw error;
        return { file: undefined, unusable: error.message };
      },
    ),
    deps.mollieGifts(),
  ]);
  const backup = {
    engine: deps.config.DATABASE_URL ? ("postgres" as const) : ("pglite" as const),
    dir: deps.config.BACKUP_DIR,
    latest: latest.file,
    unusable: latest.unusable,
    now: new Date(),
  };
  return { smtp, mailDns: { domain, ...mailDns }, backup, mollieGifts };
}

/** How many monthly gifts Mollie collects, active and paused (stopped ones are done). */
export async function countMollieGifts(db: Db): Promise<GoLiveProbes["mollieGifts"]> {
  const rows = await db
    .select({ status: monthlyDonors.mandateStatus, count: count() })
    .from(monthlyDonors)
    .where(
      and(eq(monthlyDonors.collectedBy, "mollie"), ne(monthlyDonors.mandateStatus, "cancelled")),
    )
    .groupBy(monthlyDonors.mandateStatus);
  const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return { active: of("active"), paused: of("paused") };
}

/** The go-live checklist: every check of `goLiveChecks` on the same probes. */
export async function goLiveChecklist(deps: GoLiveDeps): Promise<GoLiveResult> {
  const probes = await probeGoLive(deps);
  const input: GoLiveInput = { config: deps.config, standIns: deps.standIns, probes };
  return {
    checkedAt: new Date().toISOString(),
    checks: goLiveChecks.map((check) => check(input)),
  };
}
