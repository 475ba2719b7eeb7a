import type { GoLiveResult } from "@shared/schemas/go-live";
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
  const [smtp, mailDns, latest] = await Promise.all([
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
  ]);
  const backup = {
    engine: deps.config.DATABASE_URL ? ("postgres" as const) : ("pglite" as const),
    dir: deps.config.BACKUP_DIR,
    latest: latest.file,
    unusable: latest.unusable,
    now: new Date(),
  };
  return { smtp, mailDns: { domain, ...mailDns }, backup };
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
