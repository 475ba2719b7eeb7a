import {
  NEWSLETTER_TOASTS as T,
  type NewsletterForm as FormValues,
  type NewsletterFormInput,
  type NewsletterListItem,
  type RecipientPreview,
  type Requeued,
  type ResendMode,
  SEND_BUTTON_COOLDOWN_MS,
  type SendProgress as Progress,
  type SendStartedDto,
} from "@shared/schemas/newsletter";
import { NewspaperIcon, PlusIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  useUnsavedWork,
} from "@web/components/ui/dialog";
import { api, messageOf, titleOf } from "@web/lib/api-client";
import { liftBlockIntent, testMailIntent } from "./email-diagnostics";
import { useMailOutage } from "./mail-outage";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import {
  ConfirmDelete,
  RetryDialog,
  requeueTexts,
  requeueToast,
  SendDialog,
  UncertainDialog,
} from "./newsletter-dialogs";
import { NewsletterForm } from "./newsletter-form";
import { NewsletterList } from "./newsletter-list";
import { EmailPreviewDialog, RecipientsDialog } from "./preview-dialogs";

const BASE = "/api/admin/newsletters";

type Newsletters = { newsletters: NewsletterListItem[] };
type LastSend = NonNullable<NewsletterListItem["last_send"]>;
type SaveInput = { id: string | null; values: FormValues };
type SendInput = { id: string; mode: ResendMode | null };
type RequeueInput = { id: string; action: "retry-failed" | "resend-uncertain"; body?: unknown };

/** The page's clientLoader (React Router): every newsletter, newest first. */
export const newslettersLoader = adminLoader<Newsletters>(() => BASE);

const tryAgain = (e: unknown) => ({ description: messageOf(e, "Probeer het opnieuw.") });

/**
 * The page's clientAction: save, send, re-send, delete, send part of the latest send
 * again (the failed or the uncertain deliveries), and the e-mail diagnostics' test mail
 * and lifting of a block.
 */
export const newslettersAction = adminAction({
  save: {
    run: ({ id, values }: SaveInput) =>
      id ? api.put(`${BASE}/${id}`, values) : api.post(BASE, values),
    done: (_: unknown, { id }: SaveInput) => toast.success(id ? T.updated : T.created),
    failed: (e: unknown, { id }: SaveInput) =>
      toast.error(
        titleOf(e) === "Validatiefout" ? "Validatiefout" : id ? T.updateFailed : T.createFailed,
        tryAgain(e),
      ),
  },
  send: {
    run: ({ id, mode }: SendInput) =>
      api.post<SendStartedDto>(`${BASE}/${id}/${mode ? "resend" : "send"}`, mode ? { mode } : {}),
    done: (started: SendStartedDto) => toast.success(T.sending, { description: started.message }),
    failed: (e: unknown) => {
      if (titleOf(e) === T.noRecipients)
        toast.error(T.noRecipients, { description: T.noRecipientsText });
      else toast.error(`${T.sendFailed}: ${messageOf(e, "onbekende fout")}`);
    },
  },
  requeue: {
    run: ({ id, action, body }: RequeueInput) =>
      api.post<Requeued>(`${BASE}/${id}/${action}`, body),
    done: (r: Requeued, { action }: RequeueInput) => requeueToast(action, r),
    failed: (e: unknown, { action }: RequeueInput) =>
      toast.error(requeueTexts[action].error, tryAgain(e)),
  },
  remove: {
    run: ({ id }: { id: string }) => api.delete(`${BASE}/${id}`),
    done: () => toast.success(T.deleted),
    failed: (e: unknown) => toast.error(T.deleteFailed, tryAgain(e)),
  },
  testMail: testMailIntent,
  liftBlock: liftBlockIntent,
});

/** /admin/newsletter: the list, the editor, recipients, sending. */
export function NewsletterManager() {
  const { data, reload } = useAdminData<Newsletters>();
  // The counts of sends under way, as their bars poll them, over the loader's: the retry
  // button and the edit and delete warnings then go by what is true now. Kept only for
  // the data they were polled under: a reload brings fresh counts of its own.
  const [live, setLive] = useState({ of: data, sends: new Map<string, LastSend>() });
  const list = useMemo(() => {
    if (live.of !== data) return data.newsletters;
    return data.newsletters.map((n) => {
      const polled = live.sends.get(n.id);
      return polled ? { ...n, last_send: polled } : n;
    });
  }, [data, live]);
  const progress = (id: string, { batch, total, sent, failed, remaining, uncertain }: Progress) => {
    if (batch === null) return;
    const polled = { batch, total, sent, failed, remaining, uncertain };
    setLive((l) => ({
      of: data,
      sends: new Map(l.of === data ? l.sends : []).set(id, polled),
    }));
  };
  /** The newsletter as the list shows it now (a dialog opened a while ago). */
  const now = <N extends NewsletterListItem | null>(n: N): N =>
    ((n && list.find((x) => x.id === n.id)) ?? n) as N;
  const [editing, setEditing] = useState<NewsletterListItem | "new" | null>(null);
  const editorGuard = useUnsavedWork();
  const [recipients, setRecipients] = useState<(RecipientPreview & { title: string }) | null>(null);
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [retrying, setRetrying] = useState<NewsletterListItem | null>(null);
  const [uncertain, setUncertain] = useState<NewsletterListItem | null>(null);
  const [deleting, setDeleting] = useState<NewsletterListItem | null>(null);
  const [confirming, setConfirming] = useState<NewsletterListItem | null>(null);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const outage = useMailOutage();
  const [busy, setBusy] = useState(new Set<string>());
  const action = useAdminAction((_, intent) => {
    if (intent === "save") setEditing(null);
    if (intent === "remove") setDeleting(null);
  });
  const sender = useAdminAction();
  const requeuer = useAdminAction((_, intent) => {
    if (intent === "requeue") {
      setRetrying(null);
      setUncertain(null);
    }
  });

  const save = (values: FormValues) =>
    action.submit("save", { id: editing === "new" || !editing ? null : editing.id, values });

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
      await sender.submit("send", { id: n.id, mode });
    } finally {
      // The send button is enabled again 3 seconds after the call.
      setTimeout(
        () => setBusy((s) => new Set([...s].filter((id) => id !== n.id))),
        SEND_BUTTON_COOLDOWN_MS,
      );
    }
  }

  const requeue = (input: RequeueInput) => requeuer.submit("requeue", input);

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" /> Nieuwe nieuwsbrief
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState icon={NewspaperIcon} title="Nog geen nieuwsbrieven">
          Een nieuwsbrief staat hier als Concept tot je hem verstuurt; daarna als Verstuurd.
        </EmptyState>
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
            progress,
            sendDone: () => void reload(),
            recipients: (n) =>
              void showRecipients(n.title, () => api.get(`${BASE}/${n.id}/recipients`)),
          }}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[92dvh] max-w-3xl overflow-y-auto" {...editorGuard.guard}>
          <DialogTitle>
            {editing === "new" ? "Nieuwe nieuwsbrief" : "Nieuwsbrief bewerken"}
          </DialogTitle>
          <DialogDescription>
            Velden met * zijn verplicht. Lege velden blijven leeg.
          </DialogDescription>
          {editing !== null ? (
            <NewsletterForm
              newsletter={editing === "new" ? undefined : now(editing)}
              onSave={save}
              onDirtyChange={editorGuard.markDirty}
              onCancel={() => setEditing(null)}
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
      <RetryDialog
        newsletter={retrying}
        onClose={() => setRetrying(null)}
        onRequeue={requeue}
        running={requeuer.pending}
      />
      <UncertainDialog
        newsletter={uncertain}
        onClose={() => setUncertain(null)}
        onRequeue={requeue}
        running={requeuer.pending}
      />
      <ConfirmDelete
        newsletter={now(deleting)}
        onClose={() => setDeleting(null)}
        onConfirm={(n) => action.submit("remove", { id: n.id })}
        running={action.pending}
      />
    </>
  );
}
