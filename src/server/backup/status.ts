import type { BackupFile } from "./files";

/**
 * The 'Laatste back-up' verdict of the go-live checklist, a pure function of the newest
 * backup and the time: green when it is younger than FRESH_HOURS (a daily backup plus
 * slack for a slow night), orange when older, red when there is none.
 */
const FRESH_HOURS = 26;

export interface BackupStatus {
  mark: "green" | "orange" | "red";
  message: string;
  details: string[];
}

const when = new Intl.DateTimeFormat("nl-NL", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Amsterdam",
});
const relative = new Intl.RelativeTimeFormat("nl", { numeric: "always" });

/** "zojuist", "5 minuten geleden", "3 uur geleden", "2 dagen geleden". */
export function ageNl(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "zojuist";
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return relative.format(-hours, "hour");
  return relative.format(-Math.floor(hours / 24), "day");
}

export function backupStatus(input: {
  latest: Pick<BackupFile, "name" | "createdAt"> | undefined;
  now: Date;
  engine: "pglite" | "postgres";
  dir: string;
  unusable?: string;
}): BackupStatus {
  const { latest, now, engine, dir, unusable } = input;
  if (unusable) return { mark: "red", message: unusable, details: [] };
  const howTo =
    engine === "pglite"
      ? "De app maakt elke nacht om 02:45 UTC zelf een back-up; met de knop hieronder maak je er nu een."
      : "Plan npm run backup (pg_dump) elke dag, bijvoorbeeld met cron, met BACKUP_DIR naar deze map; met de knop hieronder maak je er nu een.";
  if (!latest) {
    return {
      mark: "red",
      message: `Er staat nog geen back-up in ${dir}. ${howTo} Kopieer de back-ups ook naar een andere plek dan deze server.`,
      details: [],
    };
  }
  const ageMs = now.getTime() - latest.createdAt.getTime();
  const made = `${when.format(latest.createdAt)} (${ageNl(ageMs)})`;
  if (ageMs < FRESH_HOURS * 3_600_000) {
    return { mark: "green", message: `Laatste back-up: ${made}.`, details: [latest.name] };
  }
  return {
    mark: "orange",
    message: `De laatste back-up is van ${made}: ouder dan ${FRESH_HOURS} uur. ${howTo}`,
    details: [latest.name],
  };
}
