import { NEWSLETTER_TOASTS as T, type NewsletterListItem } from "@shared/schemas/newsletter";
import type * as React from "react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { api, messageOf } from "@web/lib/api-client";

interface RequeueProps {
  newsletter: NewsletterListItem | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}

interface Requeued {
  retriedCount: number;
  newFailures: number;
  pending: number;
}

/**
 * A dialog that sends part of a newsletter's latest send again (POST `action` with
 * `body`) and reports how many went out and how many failed in a toast.
 */
function RequeueDialog({
  newsletter,
  onClose,
  onDone,
  action,
  body,
  title,
  description,
  toasts,
  children,
}: RequeueProps & {
  action: string;
  body?: unknown;
  title: string;
  description: React.ReactNode;
  toasts: { none: string; done: string; failures: string; error: string };
  children?: React.ReactNode;
}) {
  const [running, setRunning] = useState(false);

  async function run() {
    if (!newsletter) return;
    setRunning(true);
    try {
      const r = await api.post<Requeued>(`/api/admin/newsletters/${newsletter.id}/${action}`, body);
      if (r.retriedCount === 0) {
        toast.info(toasts.none);
      } else {
        const pending = r.pending ? `, ${r.pending} nog bezig` : "";
        toast.success(toasts.done, {
          description: `${r.retriedCount} opnieuw verstuurd, ${r.newFailures} ${toasts.failures}${pending}.`,
        });
      }
      onClose();
      await onDone();
    } catch (e) {
      toast.error(toasts.error, { description: messageOf(e, "Probeer het opnieuw.") });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog open={newsletter !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void run()} disabled={running}>
            {running ? "Bezig met versturen…" : "Opnieuw versturen"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Spec 02 §7 retry-failed-newsletters: failed deliveries of the latest send with fewer
 * than 3 attempts, optionally only Gmail addresses; reports retried and new failures.
 */
export function RetryDialog(props: RequeueProps) {
  const [gmailOnly, setGmailOnly] = useState(true);
  return (
    <RequeueDialog
      {...props}
      action="retry-failed"
      body={{ gmailOnly }}
      title="Mislukte opnieuw versturen"
      description={`${props.newsletter?.title}: adressen waarvoor de laatste verzending mislukte, maximaal 3 pogingen per adres.`}
      toasts={{
        none: "Geen mislukte e-mails om opnieuw te versturen",
        done: T.retried,
        failures: "opnieuw mislukt",
        error: T.retryFailed,
      }}
    >
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={gmailOnly}
          onChange={(e) => setGmailOnly(e.target.checked)}
        />
        <span className="font-medium">Alleen Gmail-adressen</span>
      </label>
    </RequeueDialog>
  );
}

/**
 * 'Onzekere opnieuw versturen' (decision 050): the deliveries of the latest send that a
 * crash interrupted while their final dot was going out. Nobody can know whether they
 * arrived, so the admin decides, told what a second copy means.
 */
export function UncertainDialog(props: RequeueProps) {
  const count = props.newsletter?.last_send?.uncertain ?? 0;
  return (
    <RequeueDialog
      {...props}
      action="resend-uncertain"
      title="Onzekere opnieuw versturen"
      description={`${props.newsletter?.title}: bij ${count === 1 ? "1 adres" : `${count} adressen`} werd de verzending onderbroken door een herstart van de server, precies terwijl het bericht vertrok. Misschien is het aangekomen, misschien niet.`}
      toasts={{
        none: "Geen onzekere e-mails om opnieuw te versturen",
        done: T.resentUncertain,
        failures: "mislukt",
        error: T.resendUncertainFailed,
      }}
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
}: {
  newsletter: NewsletterListItem | null;
  onClose: () => void;
  onConfirm: (n: NewsletterListItem) => Promise<void>;
}) {
  return (
    <Dialog open={newsletter !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Nieuwsbrief verwijderen?</DialogTitle>
        <DialogDescription>
          {newsletter?.title} en de verzendgegevens ervan worden verwijderd. Dit kan niet ongedaan
          worden gemaakt.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annuleren
          </Button>
          <Button variant="urgent" onClick={() => newsletter && void onConfirm(newsletter)}>
            Verwijderen
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
