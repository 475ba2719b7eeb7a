import {
  type DeliveryProblems,
  type NewsletterListItem,
  type Requeued,
  type ResendMode,
  type SendCounts,
  NEWSLETTER_TOASTS as T,
} from "@shared/schemas/newsletter";
import type * as React from "react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { api, messageOf } from "@web/lib/api-client";

type RequeueAction = "retry-failed" | "resend-uncertain";

interface RequeueProps {
  newsletter: NewsletterListItem | null;
  onClose: () => void;
  /** Submits the re-send to the page's clientAction; the dialog closes when it went through. */
  onRequeue: (input: { id: string; action: RequeueAction; body?: unknown }) => Promise<void>;
  running: boolean;
}

/** The toasts of the two re-sends: nothing to send, queued (with the count), failed. */
export const requeueTexts: Record<RequeueAction, { none: string; done: string; error: string }> = {
  "retry-failed": {
    none: "Geen mislukte e-mails om opnieuw te versturen",
    done: T.retried,
    error: T.retryFailed,
  },
  "resend-uncertain": {
    none: "Geen onzekere e-mails om opnieuw te versturen",
    done: T.resentUncertain,
    error: T.resendUncertainFailed,
  },
};

/**
 * How many went back to the queue. The server answers at once; the newsletter's card
 * shows their progress as it does for a send.
 */
export function requeueToast(action: RequeueAction, { queued }: Requeued) {
  const toasts = requeueTexts[action];
  if (queued === 0) {
    toast.info(toasts.none);
    return;
  }
  toast.success(toasts.done, {
    description: `${queued} in de wachtrij; de voortgang staat bij de nieuwsbrief.`,
  });
}

/**
 * A dialog that sends part of a newsletter's latest send again (`action` with `body`);
 * the page's clientAction reports how many went back to the queue in a toast.
 */
function RequeueDialog({
  newsletter,
  onClose,
  onRequeue,
  running,
  action,
  body,
  title,
  description,
  children,
}: RequeueProps & {
  action: RequeueAction;
  body?: unknown;
  title: string;
  description: React.ReactNode;
  children?: React.ReactNode;
}) {
  const run = () => newsletter && void onRequeue({ id: newsletter.id, action, body });

  return (
    <Dialog open={newsletter !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {newsletter ? (
          <ProblemList
            id={newsletter.id}
            which={action === "retry-failed" ? "failed" : "uncertain"}
          />
        ) : null}
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={run} disabled={running}>
            {running ? "Bezig met versturen…" : "Opnieuw versturen"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const skippedText = { suppressed: "geblokkeerd", unsubscribed: "afgemeld" } as const;

/**
 * Who the re-send is about: the addresses of the latest send that failed (with the mail
 * server's reply) or were left in doubt, so the admin sees them before sending again.
 */
function ProblemList({ id, which }: { id: string; which: "failed" | "uncertain" }) {
  const [problems, setProblems] = useState<DeliveryProblems | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stale = false;
    setProblems(null);
    setError(null);
    api
      .get<DeliveryProblems>(`/api/admin/newsletters/${id}/problems?which=${which}`)
      .then((p) => !stale && setProblems(p))
      .catch((e) => !stale && setError(messageOf(e, "De adressen konden niet worden geladen.")));
    return () => {
      stale = true;
    };
  }, [id, which]);

  if (error) return <p className="text-sm text-urgent">{error}</p>;
  if (!problems) return <p className="text-sm text-muted-foreground">Adressen laden…</p>;
  if (problems.total === 0) {
    return <p className="text-sm text-muted-foreground">Er zijn geen adressen om te tonen.</p>;
  }
  const heading = which === "failed" ? "Mislukte adressen" : "Onzekere adressen";
  return (
    <section aria-label={heading} className="min-w-0">
      <h3 className="text-sm font-semibold">
        {heading} ({problems.total})
      </h3>
      <ul
        className="mt-2 max-h-56 divide-y overflow-y-auto rounded-lg border text-sm"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`${heading}: lijst`}
      >
        {problems.addresses.map((p) => (
          <li key={p.email} className="px-3 py-2">
            <span className="font-medium break-all">{p.email}</span>
            {p.skipped ? (
              <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs">
                {skippedText[p.skipped]}, wordt overgeslagen
              </span>
            ) : null}
            {p.error ? (
              <span className="block break-words text-muted-foreground">{p.error}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {problems.total > problems.addresses.length ? (
        <p className="mt-1 text-xs text-muted-foreground">
          De eerste {problems.addresses.length} van {problems.total} adressen.
        </p>
      ) : null}
    </section>
  );
}

const people = (n: number) => (n === 1 ? "1 ontvanger" : `${n} ontvangers`);

/**
 * 'Versturen' and 'Opnieuw versturen' never act on one click: this dialog says how many
 * the send reaches, and a re-send asks who: only those who have not received it yet
 * (the default) or everyone again.
 */
export function SendDialog({
  newsletter,
  onClose,
  onSend,
}: {
  newsletter: NewsletterListItem | null;
  onClose: () => void;
  onSend: (n: NewsletterListItem, mode: ResendMode | null) => Promise<void>;
}) {
  const [counts, setCounts] = useState<SendCounts | null>(null);
  const [mode, setMode] = useState<ResendMode>("not_received");
  const [running, setRunning] = useState(false);
  const id = newsletter?.id;
  useEffect(() => {
    setCounts(null);
    setMode("not_received");
    if (!id) return;
    let stale = false;
    api
      .get<SendCounts>(`/api/admin/newsletters/${id}/send-counts`)
      .then((c) => !stale && setCounts(c))
      .catch((e) => {
        toast.error(T.recipientsFailed, { description: messageOf(e, "Probeer het opnieuw.") });
        onClose();
      });
    return () => {
      stale = true;
    };
  }, [id, onClose]);

  const resend = newsletter?.status === "sent";
  const count = counts ? (resend ? counts[mode] : counts.everyone) : null;

  async function confirm() {
    if (!newsletter) return;
    setRunning(true);
    try {
      await onSend(newsletter, resend ? mode : null);
      onClose();
    } finally {
      setRunning(false);
    }
  }

  const option = (value: ResendMode, label: string, n: number, hint: string) => (
    <label className="flex min-h-11 items-start gap-3 rounded-lg border p-3">
      <input
        type="radio"
        name="resend-mode"
        className="mt-0.5 size-5 accent-primary"
        checked={mode === value}
        onChange={() => setMode(value)}
      />
      <span>
        <span className="font-medium">{`${label} (${people(n)})`}</span>
        <span className="block text-sm text-muted-foreground">{hint}</span>
      </span>
    </label>
  );

  return (
    <Dialog open={newsletter !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{resend ? "Opnieuw versturen" : "Nieuwsbrief versturen"}</DialogTitle>
        <DialogDescription>
          {counts === null
            ? "Ontvangers tellen…"
            : resend
              ? `${newsletter?.title}: kies wie de nieuwsbrief opnieuw krijgt.`
              : `${newsletter?.title} gaat naar ${people(counts.everyone)}.`}
        </DialogDescription>
        {counts && resend ? (
          <fieldset className="grid gap-2">
            <legend className="sr-only">Wie krijgt de nieuwsbrief?</legend>
            {option(
              "not_received",
              "Alleen wie hem nog niet ontving",
              counts.not_received,
              "Bijvoorbeeld wie zich na de vorige verzending aanmeldde.",
            )}
            {option(
              "everyone",
              "Iedereen opnieuw",
              counts.everyone,
              "Wie hem al ontving, krijgt hem nog een keer.",
            )}
          </fieldset>
        ) : null}
        {/* Always there, filled when the counts say nobody: a live region that appears
            with its text already in it is not announced by every screen reader. */}
        <p role="status" className="text-sm font-medium">
          {count === 0
            ? `Geen ontvangers: ${
                resend && counts?.everyone
                  ? "iedereen die deze nieuwsbrief krijgt, heeft hem al ontvangen."
                  : "er zijn geen ontvangers gevonden voor deze criteria. Kies andere ontvangers bij Bewerken."
              }`
            : null}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void confirm()} disabled={running || !count}>
            {count === null ? "Versturen" : `Versturen naar ${people(count)}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Retry-failed: every failed delivery of the latest send by default (an address on the
 * suppression list only once its suppression is lifted), or only the Gmail addresses;
 * reports retried and new failures.
 */
export function RetryDialog(props: RequeueProps) {
  const [gmailOnly, setGmailOnly] = useState(false);
  const id = props.newsletter?.id;
  useEffect(() => {
    if (id) setGmailOnly(false);
  }, [id]);
  return (
    <RequeueDialog
      {...props}
      action="retry-failed"
      body={{ gmailOnly }}
      title="Mislukte opnieuw versturen"
      description={`${props.newsletter?.title}: alle adressen waarvoor de laatste verzending mislukte. Adressen die de mailserver blijvend weigerde, staan op de blokkeerlijst en worden overgeslagen tot je die blokkade opheft: onderaan deze pagina bij E-mail diagnose, met 'Diagnose uitvoeren' en dan 'Blokkade opheffen' bij het adres.`}
    >
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={gmailOnly}
          onChange={(e) => setGmailOnly(e.target.checked)}
        />
        <span className="font-medium">Alleen Gmail</span>
      </label>
    </RequeueDialog>
  );
}

/**
 * 'Onzekere opnieuw versturen' (decision 050): the deliveries of the latest send that a
 * crash interrupted while they were going out. Nobody can know whether they arrived, so
 * the admin decides, told what a second copy means.
 */
export function UncertainDialog(props: RequeueProps) {
  const count = props.newsletter?.last_send?.uncertain ?? 0;
  return (
    <RequeueDialog
      {...props}
      action="resend-uncertain"
      title="Onzekere opnieuw versturen"
      description={`${props.newsletter?.title}: bij ${count === 1 ? "1 adres" : `${count} adressen`} werd de verzending onderbroken door een herstart van de server, precies terwijl het bericht vertrok. Misschien is het aangekomen, misschien niet.`}
    >
      <p className="text-sm text-muted-foreground">
        Opnieuw versturen kan deze ontvangers een tweede exemplaar geven. Het heeft hetzelfde
        Message-ID, zodat veel e-mailprogramma's de twee als één bericht tonen.
      </p>
    </RequeueDialog>
  );
}

export function ConfirmDelete({
  newsletter,
  onClose,
  onConfirm,
  running,
}: {
  newsletter: NewsletterListItem | null;
  onClose: () => void;
  onConfirm: (n: NewsletterListItem) => Promise<void>;
  running: boolean;
}) {
  const remaining = newsletter?.last_send?.remaining ?? 0;
  return (
    <ConfirmDialog
      open={newsletter !== null}
      title="Nieuwsbrief verwijderen?"
      description={`${newsletter?.title} en de verzendgegevens ervan worden verwijderd.${
        remaining > 0
          ? ` Hij wordt nu verstuurd: ${remaining === 1 ? "1 ontvanger krijgt" : `${remaining} ontvangers krijgen`} hem dan niet meer.`
          : ""
      } Dit kan niet ongedaan worden gemaakt.`}
      confirm="Verwijderen"
      urgent
      pending={running}
      onConfirm={() => newsletter && void onConfirm(newsletter)}
      onClose={onClose}
    />
  );
}
