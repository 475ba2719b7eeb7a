import type { MailOutageDto } from "@shared/schemas/newsletter";
import { TriangleAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";

const clock = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  hour: "2-digit",
  minute: "2-digit",
});

/** 'Mailserver onbereikbaar sinds 14:02 – nieuwe poging om 14:07'. */
function outageText(outage: MailOutageDto): string {
  const since = clock.format(new Date(outage.since));
  const next = clock.format(new Date(outage.next_attempt_at));
  return `Mailserver onbereikbaar sinds ${since} – nieuwe poging om ${next}`;
}

/**
 * The mail server's state as the newsletter sender last found it, live: the server
 * streams a 'mail-status' event (the current state first, then every change).
 */
export function useMailOutage(): MailOutageDto | null {
  const [outage, setOutage] = useState<MailOutageDto | null>(null);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/admin/newsletters/events");
    source.addEventListener("mail-status", (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as {
          outage?: MailOutageDto | null;
        };
        setOutage(data.outage ?? null);
      } catch {
        // An event we cannot read changes nothing.
      }
    });
    return () => source.close();
  }, []);
  return outage;
}

/** One line that says the mail server cannot be reached, and when it is tried again. */
export function MailOutageLine({ outage }: { outage: MailOutageDto | null }) {
  if (!outage) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs font-medium text-urgent">
      <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {outageText(outage)}
    </p>
  );
}

/** The admin header's notice while the mail server cannot be reached (every admin page). */
export function MailOutageNotice() {
  const outage = useMailOutage();
  if (!outage) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-center gap-2 rounded-card border border-urgent/40 bg-card px-4 py-3 text-sm font-medium text-urgent"
    >
      <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
      {outageText(outage)}. Nieuwsbrieven worden verstuurd zodra hij weer bereikbaar is.
    </div>
  );
}
