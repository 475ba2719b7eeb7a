import type {
  MailOutageDto,
  NewsletterListItem,
  SendProgress as SendProgressDto,
} from "@shared/schemas/newsletter";
import {
  PencilIcon,
  RotateCcwIcon,
  SendIcon,
  Trash2Icon,
  TriangleAlertIcon,
  UsersIcon,
} from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { MailOutageLine } from "./mail-outage";
import { ProgressBar, SendProgress } from "./send-progress";

const dateTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  dateStyle: "medium",
  timeStyle: "short",
});

export interface RowActions {
  edit(n: NewsletterListItem): void;
  recipients(n: NewsletterListItem): void;
  send(n: NewsletterListItem): void;
  retry(n: NewsletterListItem): void;
  /** 'Onzekere opnieuw versturen': rows a crash left uncertain (decision 050). */
  resendUncertain(n: NewsletterListItem): void;
  remove(n: NewsletterListItem): void;
  /** Ids whose send button is disabled (the call and 3 s after). */
  busy: Set<string>;
  /** The live counts of a send under way (polled every second). */
  progress(id: string, progress: SendProgressDto): void;
  /** A send finished: refresh the counts. */
  sendDone(): void;
}

const remaining = (n: NewsletterListItem) => n.last_send?.remaining ?? 0;

/**
 * Newest first, each with its status: 'Concept', 'Bezig met versturen' (until
 * every delivery of its latest send is final) or 'Verstuurd'. While a send waits for an
 * unreachable mail server, its card says so. 'Mislukte opnieuw versturen' shows only
 * while the latest send has failed addresses: with none it would do nothing.
 */
export function NewsletterList({
  newsletters,
  actions,
  outage,
}: {
  newsletters: NewsletterListItem[];
  actions: RowActions;
  outage: MailOutageDto | null;
}) {
  return (
    <ul className="grid gap-3" aria-label="Nieuwsbrieven">
      {newsletters.map((n) => (
        <li key={n.id} className="rounded-card border bg-card p-4 shadow-sm shadow-black/5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-lg font-semibold break-words">{n.title}</h2>
              <p className="text-sm text-muted-foreground break-words">{n.subject}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={n.status === "sent" ? "default" : "secondary"}>
                  {n.status === "draft"
                    ? "Concept"
                    : remaining(n) > 0
                      ? "Bezig met versturen"
                      : "Verstuurd"}
                </Badge>
                <span className="text-muted-foreground">
                  Aangemaakt {dateTime.format(new Date(n.created_at))}
                </span>
              </div>
            </div>
            {n.last_send && remaining(n) > 0 ? (
              <div>
                <SendProgress
                  newsletterId={n.id}
                  title={n.title}
                  initial={n.last_send}
                  onProgress={(p) => actions.progress(n.id, p)}
                  onDone={actions.sendDone}
                />
                <MailOutageLine outage={outage} />
              </div>
            ) : n.last_send ? (
              <div>
                <ProgressBar {...n.last_send} title={n.title} />
                {n.last_send.batch > 1 ? (
                  <p className="text-xs text-muted-foreground">Verzending {n.last_send.batch}</p>
                ) : null}
                {n.last_send.uncertain > 0 ? (
                  <p className="mt-1 flex items-center gap-1 text-xs font-medium text-urgent">
                    <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
                    {`${n.last_send.uncertain} mogelijk niet afgeleverd (herstart)`}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => actions.recipients(n)}>
              <UsersIcon aria-hidden="true" /> Ontvangers
              <span className="sr-only">: {n.title}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={() => actions.edit(n)}>
              <PencilIcon aria-hidden="true" /> Bewerken
              <span className="sr-only">: {n.title}</span>
            </Button>
            <Button size="sm" disabled={actions.busy.has(n.id)} onClick={() => actions.send(n)}>
              <SendIcon aria-hidden="true" />{" "}
              {n.status === "sent" ? "Opnieuw versturen" : "Versturen"}
              <span className="sr-only">: {n.title}</span>
            </Button>
            {n.status === "sent" && (n.last_send?.failed ?? 0) > 0 ? (
              <Button size="sm" variant="outline" onClick={() => actions.retry(n)}>
                <RotateCcwIcon aria-hidden="true" /> Mislukte opnieuw versturen
                <span className="sr-only">: {n.title}</span>
              </Button>
            ) : null}
            {n.last_send && n.last_send.uncertain > 0 && remaining(n) === 0 ? (
              <Button size="sm" variant="outline" onClick={() => actions.resendUncertain(n)}>
                <RotateCcwIcon aria-hidden="true" /> Onzekere opnieuw versturen
                <span className="sr-only">: {n.title}</span>
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => actions.remove(n)}>
              <Trash2Icon aria-hidden="true" /> Verwijderen
              <span className="sr-only">: {n.title}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
