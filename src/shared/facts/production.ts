import type { StandInEntry } from "./stand-in";

/** The environment that decides: the operator's NODE_ENV and the explicit override. */
export interface StandInEnv {
  NODE_ENV?: string;
  ALLOW_PLACEHOLDERS?: string;
}

/**
 * Why a production build or start must stop: the stand-ins still in the facts file, one a
 * line. null when it may go on: not production, no stand-ins left, or ALLOW_PLACEHOLDERS=1
 * (a trial run on a server, knowingly with example values).
 */
export function standInRefusal(env: StandInEnv, standIns: readonly StandInEntry[]): string | null {
  if (env.NODE_ENV !== "production" || env.ALLOW_PLACEHOLDERS === "1") return null;
  if (standIns.length === 0) return null;
  const lines = standIns.map((s) => `  ${s.path}: ${s.value}`);
  return [
    `Nog ${standIns.length} voorbeeldwaarde(n) in de gegevens van de stichting (content/foundation.ts, content/foundation-details.ts):`,
    ...lines,
    "Vervang ze door de echte gegevens (zonder standIn), of zet ALLOW_PLACEHOLDERS=1 om toch met voorbeeldwaarden te bouwen of te starten.",
  ].join("\n");
}
