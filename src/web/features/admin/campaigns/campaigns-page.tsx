import type { CampaignFormInput, CampaignUpdateInput } from "@shared/schemas/campaign-form";
import { formatEuro } from "@shared/money";
import { MegaphoneIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { toastFailure } from "@web/components/form/toasts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  useUnsavedWork,
} from "@web/components/ui/dialog";
import { Progress } from "@web/components/ui/progress";
import { api } from "@web/lib/api-client";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { DataTable } from "@web/components/ui/table";
import { formatDateTime } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import { type AdminCampaign, CampaignForm } from "./campaign-form";

const urgencyBadge = { URGENT: "Urgent", HIGH: "Hoge prioriteit", NORMAL: "Normaal" } as const;

/** The page's clientLoader (React Router), used by its route module. */
export const campaignsLoader = adminLoader<{ campaigns: AdminCampaign[] }>(
  () => "/api/admin/campaigns",
);

type SaveInput = { id: string | null; values: CampaignUpdateInput };

/** The page's clientAction: create or update a campaign, (de)activate one. */
export const campaignsAction = adminAction({
  save: {
    run: ({ id, values }: SaveInput) =>
      id ? api.put(`/api/admin/campaigns/${id}`, values) : api.post("/api/admin/campaigns", values),
    done: (_: unknown, { id }: SaveInput) =>
      toast.success(id ? "Campagne bijgewerkt" : "Campagne aangemaakt"),
    failed: (error: unknown, { id }: SaveInput) =>
      toastFailure(error, {
        title: id ? "Kon campagne niet bijwerken" : "Kon campagne niet aanmaken",
        description: "Probeer het opnieuw.",
        useServerMessage: true,
      }),
  },
  setActive: {
    run: ({ id, active }: { id: string; active: boolean }) =>
      api.post(`/api/admin/campaigns/${id}/${active ? "activate" : "deactivate"}`),
    done: (_: unknown, { active }: { active: boolean }) =>
      toast.success(active ? "Campagne geactiveerd" : "Campagne gedeactiveerd"),
    failed: { title: "Kon campagne niet wijzigen", description: "Probeer het opnieuw." },
  },
});

/** Campagnes: list, create, edit every field, (de)activate; the home banner follows live. */
export function CampaignsPage() {
  const state = useAdminData<{ campaigns: AdminCampaign[] }>();
  const [editing, setEditing] = useState<AdminCampaign | "new" | null>(null);
  const formGuard = useUnsavedWork();
  const action = useAdminAction((_, intent) => {
    if (intent === "save") setEditing(null);
  });

  // An edit sends the raised amount and donor count the form opened with: donations paid
  // while it was open still count (the API applies only the admin's change).
  const save = (values: CampaignFormInput) =>
    action.submit(
      "save",
      editing === "new" || !editing
        ? { id: null, values }
        : {
            id: editing.id,
            values: {
              ...values,
              loaded: { current_amount: editing.current_amount, supporters: editing.supporters },
            },
          },
    );
  const setActive = (campaign: AdminCampaign, active: boolean) =>
    void action.submit("setActive", { id: campaign.id, active });

  return (
    <>
      <PageHeader
        title="Campagnes"
        description="De nieuwste actieve campagne staat live op de homepage."
        actions={
          <Button onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" /> Nieuwe campagne
          </Button>
        }
      />
      <Loaded state={state}>
        {({ campaigns }) => {
          const onHome = campaigns.find((c) => c.is_active)?.id;
          return campaigns.length === 0 ? (
            <EmptyState icon={MegaphoneIcon} title="Nog geen campagnes">
              Maak een campagne aan om haar doel, voortgang en urgentie op de homepage te tonen.
            </EmptyState>
          ) : (
            <DataTable
              caption="Campagnes"
              rows={campaigns}
              rowKey={(c) => c.id}
              columns={[
                {
                  header: "Campagne",
                  cell: (c) => (
                    <div className="min-w-48">
                      <p className="font-semibold">{c.title}</p>
                      <div className="mt-1 flex flex-wrap gap-1">
                        {c.id === onHome ? <Badge>Op de homepage</Badge> : null}
                        {c.is_active ? null : <Badge variant="outline">Niet actief</Badge>}
                        <Badge variant={c.urgency === "URGENT" ? "urgent" : "secondary"}>
                          {urgencyBadge[c.urgency]}
                        </Badge>
                      </div>
                    </div>
                  ),
                },
                {
                  header: "Voortgang",
                  cell: (c) => (
                    <div className="min-w-44">
                      <p className="tabular-nums">
                        {formatEuro(c.current_amount)} van {formatEuro(c.target_amount)}
                      </p>
                      <Progress
                        className="mt-1.5 h-2"
                        value={Math.min(100, (c.current_amount / c.target_amount) * 100)}
                        aria-label={`Voortgang ${c.title}`}
                      />
                    </div>
                  ),
                },
                { header: "Donateurs", align: "right", cell: (c) => c.supporters },
                { header: "Dagen over", align: "right", cell: (c) => c.days_left },
                { header: "Bijgewerkt", cell: (c) => formatDateTime(c.updated_at) },
                {
                  header: "Acties",
                  cell: (c) => (
                    <div className="flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(c)}>
                        <PencilIcon aria-hidden="true" /> Bewerken
                        <span className="sr-only">: {c.title}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={action.pending}
                        onClick={() => setActive(c, !c.is_active)}
                      >
                        {c.is_active ? "Deactiveren" : "Activeren"}
                        <span className="sr-only">: {c.title}</span>
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
          );
        }}
      </Loaded>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto" {...formGuard.guard}>
          <DialogTitle>{editing === "new" ? "Nieuwe campagne" : "Campagne bewerken"}</DialogTitle>
          <DialogDescription>
            Bedragen in euro. Een wijziging is direct zichtbaar op de homepage.
          </DialogDescription>
          {editing !== null ? (
            <CampaignForm
              campaign={editing === "new" ? undefined : editing}
              onSave={save}
              onDirtyChange={formGuard.markDirty}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
