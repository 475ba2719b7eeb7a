import { lazyFormat } from "./intl";

/**
 * The foundation's time zone. Its days and years are Dutch: a gift given at 23:30 on
 * 31 December in Amsterdam belongs to that year, whatever zone the server or the
 * database runs in (containers and PGlite run in UTC).
 */
export const TIME_ZONE = "Europe/Amsterdam";

const dayFormat = lazyFormat(() => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }));

/** The Dutch calendar day of `at` (now by default), as YYYY-MM-DD. */
export function dutchDay(at: Date = new Date()): string {
  return dayFormat().format(at);
}

/** The Dutch calendar year of `at` (now by default). */
export function dutchYear(at: Date = new Date()): number {
  return Number(dutchDay(at).slice(0, 4));
}
