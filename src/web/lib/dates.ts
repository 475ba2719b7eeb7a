const longDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "17 september 2025" for "2025-09-17" (content dates are calendar days, no time zone). */
export function formatDateNl(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}
