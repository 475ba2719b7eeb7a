import {
  NEWSLETTER_TOASTS as T,
  type NewsletterForm as FormValues,
  type NewsletterFormInput,
  type NewsletterListItem,
  type RecipientPreview,
  type ResendMode,
  SEND_BUTTON_COOLDOWN_MS,
  type SendStartedDto,
} from "@shared/schemas/newsletter";
import { NewspaperIcon, PlusIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { api, messageOf, titleOf } from "@web/lib/api-client";
import { useMailOutage } from "./mail-outage";
import { ConfirmDelete, RetryDialog, SendDialog, UncertainDialog } from "./newsletter-dialogs";
import { NewsletterForm } from "./newsletter-form";
import { NewsletterList } from "./newsletter-list";
import { EmailPreviewDialog, RecipientsDialog } from "./preview-dialogs";

const BASE = "/api/admin/newsletters";

/** /admin/newsletter (spec 02 §2): the list, the editor, recipients, sending. */
export function NewsletterManager() {
  const [list, setList] = useState<NewsletterListItem[] | null>(null);
  const [editing, setEditing] = useState<NewsletterListItem | "new" | null>(null);
  const [recipients, setRecipients] = useState<(RecipientPreview & { title: string }) | null>(null);
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [retrying, setRetrying] = useState<NewsletterListItem | null>(null);
  const [uncertain, setUncertain] = useState<NewsletterListItem | null>(null);
  const [deleting, setDeleting] = useState<NewsletterListItem | null>(null);
  const [confirming, setConfirming] = useState<NewsletterListItem | null>(null);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const outage = useMailOutage();
  const [busy, setBusy] = useState(new Set<string>());

  const load = useCallback(async () => {
    try {
      setList((await api.get<{ newsletters: NewsletterListItem[] }>(BASE)).newsletters);
    } catch (e) {
      toast.error(T.loadFailed, { description: messageOf(e, "Probeer het opnieuw.") });
      setList((current) => current ?? []);
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function save(values: FormValues) {
    const isNew = editing === "new";
    try {
      if (isNew) await api.post(BASE, values);
      else if (editing) await api.put(`${BASE}/${editing.id}`, values);
      toast.success(isNew ? T.created : T.updated);
      setEditing(null);
      await load();
    } catch (e) {
      toast.error(
        titleOf(e) === "Validatiefout" ? "Validatiefout" : isNew ? T.createFailed : T.updateFailed,
        {
          description: messageOf(e, "Probeer het opnieuw."),
        },
      );
    }
  }

  async function showRecipients(title: string, load: () => Promise<RecipientPreview>) {
    try {
      const result = await load();
      if (result.total === 0)
        return toast.error(T.noRecipients, { description: T.noRecipientsText });
      setRecipients({ ...result, title });
    } catch (e) {
      toast.error(T.recipientsFailed, { description: messageOf(e, "Probeer het opnieuw.") });
    }
  }

  async function showPreview(subject: string, load: () => Promise<{ html: string }>) {
    try {
      setPreview({ subject, html: (await load()).html });
    } catch (e) {
      toast.error("Kon voorbeeld niet laden", {
        description: messageOf(e, "Probeer het opnieuw."),
      });
    }
  }

  /** After the confirmation: a first send, or a re-send to `mode`. */
  async function send(n: NewsletterListItem, mode: ResendMode | null) {
    setBusy((s) => new Set(s).add(n.id));
    try {
      const started = await api.post<SendStartedDto>(
        `${BASE}/${n.id}/${mode ? "resend" : "send"}`,
        mode ? { mode } : {},
      );
      toast.success(T.sending, { description: started.message });
      await load();
    } catch (e) {
      if (titleOf(e) === T.noRecipients)
        toast.error(T.noRecipients, { description: T.noRecipientsText });
      else toast.error(`${T.sendFailed}: ${messageOf(e, "onbekende fout")}`);
    } finally {
      // Spec 02 §4: enabled again 3 seconds after the call.
      setTimeout(
        () => setBusy((s) => new Set([...s].filter((id) => id !== n.id))),
        SEND_BUTTON_COOLDOWN_MS,
      );
    }
  }

  async function remove(n: NewsletterListItem) {
    try {
      await api.delete(`${BASE}/${n.id}`);
      toast.success(T.deleted);
      setDeleting(null);
      await load();
    } catch (e) {
      toast.error(T.deleteFailed, { description: messageOf(e, "Probeer het opnieuw.") });
    }
  }

  if (list === null) return <p role="status">Nieuwsbrieven laden…</p>;
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" /> Nieuwe nieuwsbrief
        </Button>
      </div>
      {list.length === 0 ? (
        <div className="rounded-card border border-dashed bg-card px-6 py-12 text-center">
          <NewspaperIcon className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold">Nog geen nieuwsbrieven</h2>
          <p className="mx-auto mt-2 max-w-prose text-muted-foreground">
            Een nieuwsbrief staat hier als Concept tot je hem verstuurt; daarna als Verstuurd.
          </p>
        </div>
      ) : (
        <NewsletterList
          newsletters={list}
          outage={outage}
          actions={{
            busy,
            edit: setEditing,
            send: setConfirming,
            retry: setRetrying,
            resendUncertain: setUncertain,
            remove: setDeleting,
            sendDone: () => void load(),
            recipients: (n) =>
              void showRecipients(n.title, () => api.get(`${BASE}/${n.id}/recipients`)),
          }}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[92dvh] max-w-3xl overflow-y-auto">
          <DialogTitle>
            {editing === "new" ? "Nieuwe nieuwsbrief" : "Nieuwsbrief bewerken"}
          </DialogTitle>
          <DialogDescription>
            Velden met * zijn verplicht. Lege velden blijven leeg.
          </DialogDescription>
          {editing !== null ? (
            <NewsletterForm
              newsletter={editing === "new" ? undefined : editing}
              onSave={save}
              onRecipients={(values: NewsletterFormInput) =>
                void showRecipients(values.title || "Concept", () =>
                  api.post(`${BASE}/recipients`, values),
                )
              }
              onPreview={(values) =>
                void showPreview(values.subject, () => api.post(`${BASE}/preview`, values))
              }
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <RecipientsDialog preview={recipients} onClose={() => setRecipients(null)} />
      <EmailPreviewDialog preview={preview} onClose={() => setPreview(null)} />
      <SendDialog newsletter={confirming} onClose={closeConfirm} onSend={send} />
      <RetryDialog newsletter={retrying} onClose={() => setRetrying(null)} onDone={load} />
      <UncertainDialog newsletter={uncertain} onClose={() => setUncertain(null)} onDone={load} />
      <ConfirmDelete newsletter={deleting} onClose={() => setDeleting(null)} onConfirm={remove} />
    </>
  );
}
