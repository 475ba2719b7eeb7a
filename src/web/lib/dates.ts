const MONTHS = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
];

/**
 * "17 september 2025" for "2025-09-17" (content dates are calendar days, no time zone).
 * Built without Intl, which costs a page its locale data at load (shared/number-format.ts);
 * the unit test compares it with Intl's nl-NL long date.
 */
export function formatDateNl(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = Number(match?.[3]);
  if (!match || !month || day < 1 || day > 31) throw new RangeError(`Geen datum: ${isoDay}`);
  return `${day} ${month} ${Number(match[1])}`;
}
