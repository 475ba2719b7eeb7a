import { CheckIcon, MessageSquareIcon } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { api } from "@web/lib/api-client";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { DataTable } from "@web/components/ui/table";
import { createdColumn, formatDateTime } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import { Contact } from "./monthly-donors-page";

interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  resolvedAt: string | null;
}

/** The page's clientLoader (React Router), used by its route module. */
export const messagesLoader = adminLoader<{ messages: ContactMessage[] }>(
  () => "/api/admin/messages",
);

type Resolve = { id: string; resolved: boolean };

/** The page's clientAction: mark a message handled, or open it again. */
export const messagesAction = adminAction({
  setResolved: {
    run: ({ id, resolved }: Resolve) => api.patch(`/api/admin/messages/${id}`, { resolved }),
    done: (_: unknown, { resolved }: Resolve) =>
      toast.success(resolved ? "Bericht afgehandeld" : "Bericht heropend"),
    failed: { title: "Kon bericht niet bijwerken", description: "Probeer het opnieuw." },
  },
});

/**
 * Berichten: the contact form's messages. 'Afgehandeld' starts the six months after which
 * the daily privacy job deletes the message.
 */
export function MessagesPage() {
  const state = useAdminData<{ messages: ContactMessage[] }>();
  const action = useAdminAction();
  const setResolved = (message: ContactMessage, resolved: boolean) =>
    void action.submit("setResolved", { id: message.id, resolved });

  return (
    <>
      <PageHeader
        title="Berichten"
        description="Berichten via het contactformulier. Afgehandelde berichten worden na zes maanden verwijderd."
      />
      <Loaded state={state}>
        {({ messages }) => (
          <DataTable
            empty={
              <EmptyState icon={MessageSquareIcon} title="Geen berichten">
                Berichten die bezoekers via het contactformulier sturen, verschijnen hier.
              </EmptyState>
            }
            caption="Berichten"
            rows={messages}
            rowKey={(m) => m.id}
            columns={[
              createdColumn("Ontvangen"),
              {
                header: "Afzender",
                cell: (m) => (
                  <div>
                    <p className="font-medium">{m.name}</p>
                    <Contact email={m.email} phone={m.phone} />
                  </div>
                ),
              },
              {
                header: "Bericht",
                cell: (m) => (
                  <p className="min-w-64 max-w-prose whitespace-pre-line">{m.message}</p>
                ),
              },
              {
                header: "Status",
                cell: (m) =>
                  m.resolvedAt ? (
                    <Badge variant="secondary">
                      Afgehandeld {formatDateTime(m.resolvedAt).slice(0, 10)}
                    </Badge>
                  ) : (
                    <Badge variant="outline">Open</Badge>
                  ),
              },
              {
                header: "Actie",
                cell: (m) =>
                  m.resolvedAt ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={action.pending}
                      onClick={() => setResolved(m, false)}
                    >
                      Heropenen<span className="sr-only">: bericht van {m.name}</span>
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={action.pending}
                      onClick={() => setResolved(m, true)}
                    >
                      <CheckIcon aria-hidden="true" /> Afgehandeld
                      <span className="sr-only">: bericht van {m.name}</span>
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}
