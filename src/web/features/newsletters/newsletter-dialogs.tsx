import { NEWSLETTER_TOASTS as T, type NewsletterListItem } from "@shared/schemas/newsletter";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { api, messageOf } from "./api";

/**
 * Spec 02 §7 retry-failed-newsletters: failed deliveries of the latest send with fewer
 * than 3 attempts, optionally only Gmail addresses; reports retried and new failures.
 */
export function RetryDialog({
  newsletter,
  onClose,
  onDone,
}: {
  newsletter: NewsletterListItem | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [gmailOnly, setGmailOnly] = useState(true);
  const [running, setRunning] = useState(false);

  async function retry() {
    if (!newsletter) return;
    setRunning(true);
    try {
      const r = await api.post<{ retriedCount: number; newFailures: number; pending: number }>(
        `/api/admin/newsletters/${newsletter.id}/retry-failed`,
        { gmailOnly },
      );
      if (r.retriedCount === 0) {
        toast.info("Geen mislukte e-mails om opnieuw te versturen");
      } else {
        const pending = r.pending ? `, ${r.pending} nog bezig` : "";
        toast.success(T.retried, {
          description: `${r.retriedCount} opnieuw verstuurd, ${r.newFailures} opnieuw mislukt${pending}.`,
        });
      }
      onClose();
      await onDone();
    } catch (e) {
      toast.error(T.retryFailed, { description: messageOf(e, "Probeer het opnieuw.") });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog open={newsletter !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Mislukte opnieuw versturen</DialogTitle>
        <DialogDescription>
          {newsletter?.title}: adressen waarvoor de laatste verzending mislukte, maximaal 3 pogingen
          per adres.
        </DialogDescription>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={gmailOnly}
            onChange={(e) => setGmailOnly(e.target.checked)}
          />
          <span className="font-medium">Alleen Gmail-adressen</span>
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void retry()} disabled={running}>
            {running ? "Bezig met versturen…" : "Opnieuw versturen"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Onzekere opnieuw versturen' (decision 050): the deliveries of the latest send that a
 * crash interrupted while their final dot was going out. Nobody can know whether they
 * arrived, so the admin decides, told what a second copy means.
 */
export function UncertainDialog({
  newsletter,
  onClose,
  onDone,
}: {
  newsletter: NewsletterListItem | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [running, setRunning] = useState(false);
  const count = newsletter?.last_send?.uncertain ?? 0;

  async function resend() {
    if (!newsletter) return;
    setRunning(true);
    try {
      const r = await api.post<{ retriedCount: number; newFailures: number; pending: number }>(
        `/api/admin/newsletters/${newsletter.id}/resend-uncertain`,
      );
      if (r.retriedCount === 0) {
        toast.info("Geen onzekere e-mails om opnieuw te versturen");
      } else {
        const pending = r.pending ? `, ${r.pending} nog bezig` : "";
        toast.success(T.resentUncertain, {
          description: `${r.retriedCount} opnieuw verstuurd, ${r.newFailures} mislukt${pending}.`,
        });
      }
      onClose();
      await onDone();
    } catch (e) {
      toast.error(T.resendUncertainFailed, { description: messageOf(e, "Probeer het opnieuw.") });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog open={newsletter !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Onzekere opnieuw versturen</DialogTitle>
        <DialogDescription>
          {newsletter?.title}: bij {count === 1 ? "1 adres" : `${count} adressen`} werd de
          verzending onderbroken door een herstart van de server, precies terwijl het bericht
          vertrok. Misschien is het aangekomen, misschien niet.
        </DialogDescription>
        <p className="text-sm text-muted-foreground">
          Opnieuw versturen kan deze ontvangers een tweede exemplaar geven. Het heeft hetzelfde
          Message-ID, zodat veel e-mailprogramma's de twee als één bericht tonen.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void resend()} disabled={running}>
            {running ? "Bezig met versturen…" : "Opnieuw versturen"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
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
