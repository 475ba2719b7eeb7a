import { InboxIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/utils";
import { api } from "@web/lib/api-client";
import { DataTable } from "@web/components/ui/table";
import { createdColumn, formatDateTime } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { toast } from "sonner";

type Status = "queued" | "sent" | "stored" | "failed";

interface OutboundEmail {
  id: string;
  template: string;
  toAddress: string;
  subject: string;
  status: Status;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const statusLabels: Record<Status, string> = {
  sent: "Verzonden",
  stored: "Opgeslagen",
  queued: "In wachtrij",
  failed: "Mislukt",
};
const filters: ["" | Status, string][] = [
  ["", "Alle"],
  ["sent", "Verzonden"],
  ["failed", "Mislukt"],
  ["stored", "Opgeslagen"],
  ["queued", "In wachtrij"],
];

/** The page's clientLoader (React Router), used by its route module. */
export const emailLoader = adminLoader<{ emails: OutboundEmail[] }>(
  (search) =>
    `/api/admin/email${search.get("status") ? `?status=${encodeURIComponent(search.get("status") ?? "")}` : ""}`,
);

/** The page's clientAction: send a failed e-mail again. */
export const emailAction = adminAction({
  resend: {
    run: ({ id }: { id: string }) => api.post(`/api/admin/email/${id}/resend`, {}),
    done: () =>
      toast.success("E-mail staat weer in de wachtrij", {
        description: "De website probeert hem opnieuw te versturen.",
      }),
    failed: { title: "Kon e-mail niet opnieuw versturen", description: "Probeer het opnieuw." },
  },
});

/**
 * E-mail: the outbox of every message the site sent, stored or failed
 * (docs/decisions/003). With the outbox transport nothing leaves the machine: 'Opgeslagen'.
 * A failed e-mail can be sent again ('Opnieuw versturen'), once the cause is fixed.
 */
export function EmailPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const state = useAdminData<{ emails: OutboundEmail[] }>();
  const action = useAdminAction();
  const [open, setOpen] = useState<(OutboundEmail & { text: string }) | null>(null);

  async function show(id: string) {
    const { email } = await api.get<{ email: OutboundEmail & { text: string } }>(
      `/api/admin/email/${id}`,
    );
    setOpen(email);
  }

  return (
    <>
      <PageHeader
        title="E-mail"
        description="Alle e-mails die de website verstuurde, met hun status."
      />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Filter op status</legend>
        {filters.map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? "default" : "outline"}
            aria-pressed={status === value}
            onClick={() => setParams(value ? { status: value } : {})}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      <Loaded state={state}>
        {({ emails }) => (
          <DataTable
            empty={
              <EmptyState icon={InboxIcon} title="Geen e-mails">
                {status
                  ? "Er zijn geen e-mails met deze status."
                  : "Zodra de website een e-mail verstuurt, staat die hier."}
              </EmptyState>
            }
            caption="E-mails"
            rows={emails}
            rowKey={(e) => e.id}
            columns={[
              createdColumn("Datum"),
              {
                header: "Aan",
                // A long address breaks anywhere rather than push 'Bekijken' out of view.
                cell: (e) => (
                  <span className="block min-w-36 [overflow-wrap:anywhere]">{e.toAddress}</span>
                ),
              },
              {
                header: "Onderwerp",
                cell: (e) => <span className="min-w-48 block">{e.subject}</span>,
              },
              {
                header: "Status",
                // The attempts under the status: a column of their own made the table wider
                // than a laptop's screen beside the menu.
                cell: (e) => (
                  <div>
                    <Badge
                      variant={
                        e.status === "failed"
                          ? "urgent"
                          : e.status === "sent"
                            ? "default"
                            : "secondary"
                      }
                    >
                      {statusLabels[e.status]}
                    </Badge>
                    <p className="mt-1 text-sm whitespace-nowrap text-muted-foreground">
                      {e.attempts === 1 ? "1 poging" : `${e.attempts} pogingen`}
                    </p>
                  </div>
                ),
              },
              {
                header: "Laatste fout",
                cell: (e) => (
                  // Red while it matters; an e-mail delivered since keeps it, in grey.
                  <span
                    className={cn(
                      e.lastError &&
                        (e.status === "failed" || e.status === "queued"
                          ? "text-destructive"
                          : "text-muted-foreground"),
                    )}
                  >
                    {e.lastError ?? "–"}
                  </span>
                ),
              },
              {
                header: "Inhoud",
                cell: (e) => (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => void show(e.id)}>
                      Bekijken<span className="sr-only">: {e.subject}</span>
                    </Button>
                    {e.status === "failed" ? (
                      <Button
                        size="sm"
                        disabled={action.pending}
                        onClick={() => void action.submit("resend", { id: e.id })}
                      >
                        Opnieuw versturen<span className="sr-only">: {e.subject}</span>
                      </Button>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-h-[85dvh] max-w-2xl overflow-y-auto">
          <DialogTitle>{open?.subject}</DialogTitle>
          <DialogDescription>
            Aan {open?.toAddress} · {formatDateTime(open?.createdAt)}
          </DialogDescription>
          <pre className="overflow-x-auto rounded-lg bg-muted p-4 text-sm whitespace-pre-wrap">
            {open?.text}
          </pre>
        </DialogContent>
      </Dialog>
    </>
  );
}
