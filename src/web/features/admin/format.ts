/** Dates in admin lists: "22-11-2026 14:05", Amsterdam time. */
const dateTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dayMonth = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)).replace(",", "") : "–";
}

/** The list column of when a record came in, e.g. "Ontvangen: 22-11-2026 14:05". */
export function createdColumn<R extends { createdAt: string }>(header: string) {
  return {
    header,
    cell: (row: R) => formatDateTime(row.createdAt),
    className: "whitespace-nowrap",
  };
}

/** "3 nov." for a yyyy-mm-dd day. */
export function formatDay(day: string): string {
  return dayMonth.format(new Date(`${day}T00:00:00Z`));
}
