import { SIGNUP_SOURCE_LABELS, SUBSCRIBER_SOURCE_LABELS } from "@shared/newsletter-consent";
import type { SubscriberDto } from "@shared/schemas/subscriber";
import { useState } from "react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";

const date = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  dateStyle: "medium",
});
const dateTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  dateStyle: "medium",
  timeStyle: "short",
});

/** Column headers; the wide ones only from the sm breakpoint (the name moves under the address). */
const columns: [string, boolean][] = [
  ["E-mail", false],
  ["Naam", true],
  ["Bron", true],
  ["Status", false],
  ["Toestemming", true],
  ["Toegevoegd", true],
  ["Actie", false],
];

/**
 * Newest first; a wide table from sm up, the address with its name on phones. 'Afmelden'
 * and 'Opnieuw aanmelden' ask first (`onToggle` runs once confirmed).
 */
export function SubscriberTable({
  subscribers,
  onToggle,
  onLift,
}: {
  subscribers: SubscriberDto[];
  onToggle: (s: SubscriberDto, subscribed: boolean) => void;
  /** Lifts the suppression of a blocked address (the mail server refused it). */
  onLift: (s: SubscriberDto) => void;
}) {
  const [asking, setAsking] = useState<{ s: SubscriberDto; subscribed: boolean } | null>(null);
  return (
    <section
      className="relative overflow-x-auto rounded-card border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label="Abonnees"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Abonnees, nieuwste eerst</caption>
        <thead className="bg-muted/70 text-left">
          <tr>
            {columns.map(([h, wide]) => (
              <th
                key={h}
                scope="col"
                className={`px-3 py-2.5 font-semibold whitespace-nowrap ${wide ? "hidden sm:table-cell" : ""}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {subscribers.map((s) => (
            <tr key={s.id} className="border-t align-top">
              <td className="px-3 py-2.5 [overflow-wrap:anywhere]">
                {s.email}
                {s.name ? (
                  <span className="block text-muted-foreground sm:hidden">{s.name}</span>
                ) : null}
              </td>
              <td className="hidden px-3 py-2.5 sm:table-cell">{s.name ?? "–"}</td>
              <td className="hidden px-3 py-2.5 sm:table-cell">
                <span className="block">{SUBSCRIBER_SOURCE_LABELS[s.source]}</span>
                {s.consent ? (
                  <span className="block text-muted-foreground">
                    {SIGNUP_SOURCE_LABELS[s.consent.source]}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2.5">
                <Badge variant={s.subscribed ? "default" : "outline"}>
                  {s.subscribed ? "Aangemeld" : "Afgemeld"}
                </Badge>
                {s.suppressed ? (
                  <span className="mt-1 block">
                    <Badge variant="urgent">Geblokkeerd</Badge>
                    <span className="mt-1 block max-w-64 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      {`Mailserver weigerde: ${s.suppressed.reason}`}
                    </span>
                  </span>
                ) : null}
              </td>
              <td className="hidden px-3 py-2.5 sm:table-cell">
                <ConsentCell consent={s.consent} />
              </td>
              <td className="hidden px-3 py-2.5 whitespace-nowrap sm:table-cell">
                {date.format(new Date(s.created_at))}
              </td>
              <td className="px-3 py-2.5">
                <span className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setAsking({ s, subscribed: !s.subscribed })}
                  >
                    {s.subscribed ? "Afmelden" : "Opnieuw aanmelden"}
                    <span className="sr-only">: {s.email}</span>
                  </Button>
                  {s.suppressed ? (
                    <Button size="sm" variant="outline" onClick={() => onLift(s)}>
                      Blokkade opheffen
                      <span className="sr-only">: {s.email}</span>
                    </Button>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.subscribed ? "Opnieuw aanmelden?" : "Abonnee afmelden?"}
        description={
          asking === null
            ? ""
            : asking.subscribed
              ? `${asking.s.email} krijgt de nieuwsbrief weer. Doe dit alleen als deze persoon daar zelf om heeft gevraagd.`
              : `${asking.s.email} krijgt de nieuwsbrief niet meer.`
        }
        confirm={asking?.subscribed ? "Opnieuw aanmelden" : "Afmelden"}
        onConfirm={() => {
          if (asking) onToggle(asking.s, asking.subscribed);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}

/** When the subscriber signed up and confirmed (double opt-in), and the text they saw. */
function ConsentCell({ consent }: { consent: SubscriberDto["consent"] }) {
  if (!consent) return <span className="text-muted-foreground">Geen aanmelding</span>;
  return (
    <>
      <span className="block whitespace-nowrap">{dateTime.format(new Date(consent.at))}</span>
      <span className="block whitespace-nowrap text-muted-foreground">
        {`Bevestigd ${dateTime.format(new Date(consent.confirmed_at))}`}
      </span>
      <details className="mt-1 max-w-64 text-xs text-muted-foreground">
        <summary className="cursor-pointer">Getoonde tekst</summary>
        <p className="mt-1 [overflow-wrap:anywhere]">{consent.text}</p>
      </details>
    </>
  );
}
