import { SIGNUP_SOURCE_LABELS, SUBSCRIBER_SOURCE_LABELS } from "@shared/newsletter-consent";
import type { SubscriberDto } from "@shared/schemas/subscriber";
import { useState } from "react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { type Column, DataTable } from "@web/components/ui/table";
import { LiftBlockDialog } from "../lift-block-dialog";

const date = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  dateStyle: "medium",
});
const dateTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * Newest first, in the admin's one table (on a phone each subscriber is a card with every
 * column after its label). 'Afmelden', 'Opnieuw aanmelden' and 'Blokkade opheffen' ask
 * first (`onToggle` and `onLift` run once confirmed).
 */
export function SubscriberTable({
  subscribers,
  onToggle,
  onLift,
}: {
  subscribers: SubscriberDto[];
  onToggle: (s: SubscriberDto, subscribed: boolean) => void;
  /** Lifts the suppression of a blocked address (the mail server refused it), once confirmed. */
  onLift: (s: SubscriberDto) => void;
}) {
  const [asking, setAsking] = useState<{ s: SubscriberDto; subscribed: boolean } | null>(null);
  const [lifting, setLifting] = useState<SubscriberDto | null>(null);
  const columns: Column<SubscriberDto>[] = [
    // Breaks anywhere only on a phone (the card); in the table the column takes its width.
    { header: "E-mail", cell: (s) => s.email },
    { header: "Naam", cell: (s) => s.name ?? "–" },
    {
      header: "Bron",
      cell: (s) => (
        <span>
          <span className="block">{SUBSCRIBER_SOURCE_LABELS[s.source]}</span>
          {s.consent ? (
            <span className="block text-muted-foreground">
              {SIGNUP_SOURCE_LABELS[s.consent.source]}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: "Status",
      cell: (s) => (
        <span>
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
        </span>
      ),
    },
    { header: "Toestemming", cell: (s) => <ConsentCell consent={s.consent} /> },
    {
      header: "Toegevoegd",
      cell: (s) => date.format(new Date(s.created_at)),
      className: "whitespace-nowrap",
    },
    {
      header: "Actie",
      cell: (s) => (
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
            <Button size="sm" variant="outline" onClick={() => setLifting(s)}>
              Blokkade opheffen
              <span className="sr-only">: {s.email}</span>
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Abonnees, nieuwste eerst"
        columns={columns}
        rows={subscribers}
        rowKey={(s) => s.id}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.subscribed ? "Opnieuw aanmelden?" : "Abonnee afmelden?"}
        description={
          asking === null
            ? ""
            : asking.subscribed
              ? `${asking.s.email} ${
                  asking.s.suppressed
                    ? "staat dan weer op de lijst, maar krijgt geen nieuwsbrief zolang het adres geblokkeerd is (de mailserver weigerde het)."
                    : "krijgt de nieuwsbrief weer."
                } Doe dit alleen als deze persoon daar zelf om heeft gevraagd.`
              : `${asking.s.email} krijgt de nieuwsbrief niet meer.`
        }
        confirm={asking?.subscribed ? "Opnieuw aanmelden" : "Afmelden"}
        onConfirm={() => {
          if (asking) onToggle(asking.s, asking.subscribed);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
      <LiftBlockDialog
        blocked={
          lifting?.suppressed ? { email: lifting.email, reason: lifting.suppressed.reason } : null
        }
        onConfirm={() => lifting && onLift(lifting)}
        onClose={() => setLifting(null)}
      />
    </>
  );
}

/** When the subscriber signed up and confirmed (double opt-in), and the text they saw. */
function ConsentCell({ consent }: { consent: SubscriberDto["consent"] }) {
  if (!consent) return <span className="text-muted-foreground">Geen aanmelding</span>;
  return (
    <span>
      <span className="block whitespace-nowrap">{`Aangemeld ${dateTime.format(new Date(consent.at))}`}</span>
      <span className="block whitespace-nowrap text-muted-foreground">
        {`Bevestigd ${dateTime.format(new Date(consent.confirmed_at))}`}
      </span>
      <details className="mt-1 max-w-64 text-xs text-muted-foreground">
        <summary className="cursor-pointer">Getoonde tekst</summary>
        <p className="mt-1 [overflow-wrap:anywhere]">{consent.text}</p>
      </details>
    </span>
  );
}
