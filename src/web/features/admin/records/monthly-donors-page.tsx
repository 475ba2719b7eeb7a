import { FilterField } from "../filter-field";
import { formatDateNl, formatMonthNl } from "@shared/intl";
import { formatCents } from "@shared/money";
import { mandateStatusLabels, perInterval } from "@shared/mandate";
import type { MonthlyDonorRow } from "@shared/schemas/monthly-giving";
import type { SepaBatchSummary } from "@shared/schemas/sepa";
import { DownloadIcon, RepeatIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Input } from "@web/components/ui/input";
import { DataTable } from "@web/components/ui/table";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { useAdminData } from "@web/lib/admin/data";
import { api } from "@web/lib/api-client";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { MonthlyAmountDialog } from "./monthly-amount-dialog";
import { createSepaBatch, SepaBatchesSection } from "./sepa-batches-section";

interface PageData {
  monthlyDonors: MonthlyDonorRow[];
  totals: {
    active: number;
    paused: number;
    cancelled: number;
    expectedMonthlyCents: number;
    expectedMonth: string;
  };
  batches: SepaBatchSummary[];
  query: string;
}

/** The page's clientLoader: the donors (search, status) and the direct-debit files. */
export async function monthlyDonorsLoader({ request }: { request: Request }): Promise<PageData> {
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const key of ["search", "status"]) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  const options = { signal: request.signal };
  const [list, { batches }] = await Promise.all([
    api.get<Omit<PageData, "batches" | "query">>(`/api/admin/monthly-donors?${query}`, options),
    api.get<{ batches: SepaBatchSummary[] }>("/api/admin/sepa-batches", options),
  ]);
  return { ...list, batches, query: query.toString() };
}

type Change = { id: string; action?: "pause" | "resume" | "stop"; amount?: string };
const CHANGED = { pause: "Gift gepauzeerd", resume: "Gift hervat", stop: "Gift gestopt" };

/** The page's clientAction: an admin's change to a gift, and making a direct-debit file. */
export const monthlyDonorsAction = adminAction({
  change: {
    run: ({ id, ...change }: Change) => api.patch(`/api/admin/monthly-donors/${id}`, change),
    done: (_: unknown, { action }: Change) =>
      toast.success(action ? CHANGED[action] : "Bedrag gewijzigd"),
    failed: { title: "Kon gift niet bijwerken", description: "Probeer het opnieuw." },
  },
  createBatch: createSepaBatch,
});

/** Maanddonateurs: every monthly gift (mandate) with its collections, and the bank's files. */
export function MonthlyDonorsPage() {
  const state = useAdminData<PageData>();
  const [editing, setEditing] = useState<MonthlyDonorRow | null>(null);
  const [stopping, setStopping] = useState<MonthlyDonorRow | null>(null);
  const action = useAdminAction(() => setEditing(null));
  const change = (id: string, next: Change["action"]) =>
    void action.submit("change", { id, action: next });
  return (
    <>
      <PageHeader
        title="Maanddonateurs"
        description="Maandelijkse giften en periodieke giften per incasso, met hun doorlopende machtiging. Het IBAN is gemaskeerd; het volledige nummer gaat alleen in het incassobestand."
      />
      <Loaded state={state}>
        {({ monthlyDonors, totals, batches, query }) => (
          <>
            <p className="mb-4 text-sm">
              {`Actief: ${totals.active} · Gepauzeerd: ${totals.paused} · Gestopt: ${totals.cancelled} · Verwacht in ${formatMonthNl(totals.expectedMonth)}: ${formatCents(totals.expectedMonthlyCents)}`}
            </p>
            <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
              <FilterField id="monthly-search" label="Zoeken op naam, e-mail of kenmerk">
                <Input
                  id="monthly-search"
                  name="search"
                  defaultValue={new URLSearchParams(query).get("search") ?? ""}
                  placeholder="Naam, e-mail of kenmerk"
                  className="max-w-xs"
                />
              </FilterField>
              <FilterField id="monthly-status" label="Status">
                <select
                  id="monthly-status"
                  name="status"
                  defaultValue={new URLSearchParams(query).get("status") ?? ""}
                  className="h-10 rounded-md border border-input bg-background px-3"
                >
                  <option value="">Alle statussen</option>
                  {Object.entries(mandateStatusLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </FilterField>
              <Button type="submit" variant="outline">
                Zoeken
              </Button>
              <Button asChild variant="outline">
                <a href={`/api/admin/monthly-donors/export.csv?${query}`} download>
                  <DownloadIcon aria-hidden="true" /> Exporteren (CSV)
                </a>
              </Button>
            </Form>
            <DataTable
              empty={
                query === "" ? (
                  <EmptyState icon={RepeatIcon} title="Geen maanddonateurs">
                    Aanmeldingen via het formulier voor maandelijkse donaties verschijnen hier.
                  </EmptyState>
                ) : (
                  <EmptyState icon={SearchIcon} title="Geen maanddonateurs gevonden">
                    Er zijn geen maanddonateurs die aan deze filters voldoen.
                  </EmptyState>
                )
              }
              caption="Maanddonateurs"
              rows={monthlyDonors}
              rowKey={(d) => d.id}
              columns={[
                {
                  // The mandate's reference and account in one column, so the list fits a
                  // 1280 px screen beside the menu with its actions in view.
                  header: "Kenmerk en IBAN",
                  cell: (d) => (
                    <div className="font-mono whitespace-nowrap">
                      <p>{d.mandateReference}</p>
                      <p className="text-muted-foreground text-sm">{d.iban}</p>
                    </div>
                  ),
                },
                {
                  header: "Naam",
                  cell: (d) => (
                    <div className="min-w-40">
                      <p className="font-medium">{`${d.firstName} ${d.lastName}`}</p>
                      <Contact email={d.email} phone={d.phone} />
                    </div>
                  ),
                },
                {
                  header: "Bedrag",
                  align: "right",
                  cell: (d) => (
                    <span className="whitespace-nowrap">
                      {d.intervalMonths === 1
                        ? formatCents(d.amountCents)
                        : `${formatCents(d.amountCents)} ${perInterval[d.intervalMonths]}`}
                    </span>
                  ),
                },
                {
                  header: "Status",
                  cell: (d) => (
                    <Badge variant={d.status === "active" ? "secondary" : "outline"}>
                      {mandateStatusLabels[d.status]}
                    </Badge>
                  ),
                },
                {
                  header: "Incasso",
                  cell: (d) => (
                    <div className="min-w-36 text-sm">
                      <p>Laatste: {d.lastCollection ? formatDateNl(d.lastCollection) : "–"}</p>
                      {d.firstPaymentFailed ? (
                        // The donor can pay it again from the gift's link in their e-mail.
                        <p className="font-medium text-urgent">Eerste betaling niet gelukt</p>
                      ) : d.firstMonthRefunded ? (
                        // Pausing and resuming makes the subscription (the mandate stands).
                        <p className="font-medium text-urgent">
                          Eerste maand terugbetaald: geen incasso tot je pauzeert en hervat
                        </p>
                      ) : (
                        <p>
                          Volgende:{" "}
                          {d.firstPaymentOpen
                            ? "na de eerste betaling"
                            : d.nextCollection
                              ? formatDateNl(d.nextCollection)
                              : "–"}
                        </p>
                      )}
                      {d.collectedBy === "mollie" ? (
                        <p className="text-muted-foreground">via Mollie</p>
                      ) : null}
                    </div>
                  ),
                },
                {
                  header: "Actie",
                  cell: (d) =>
                    d.status === "cancelled" ? null : (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={action.pending}
                          onClick={() => change(d.id, d.status === "active" ? "pause" : "resume")}
                        >
                          {d.status === "active" ? "Pauzeren" : "Hervatten"}
                          <span className="sr-only">: {d.mandateReference}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={action.pending}
                          onClick={() => setEditing(d)}
                        >
                          Bedrag wijzigen<span className="sr-only">: {d.mandateReference}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={action.pending}
                          onClick={() => setStopping(d)}
                        >
                          Stoppen<span className="sr-only">: {d.mandateReference}</span>
                        </Button>
                      </div>
                    ),
                },
              ]}
            />
            <MonthlyAmountDialog
              gift={editing}
              pending={action.pending}
              onClose={() => setEditing(null)}
              onSave={(amount) => void action.submit("change", { id: editing?.id, amount })}
            />
            <StopGiftDialog
              gift={stopping}
              pending={action.pending}
              onClose={() => setStopping(null)}
              onConfirm={(gift) => {
                change(gift.id, "stop");
                setStopping(null);
              }}
            />
            <SepaBatchesSection
              batches={batches}
              pending={action.pending}
              onCreate={(collectionDate) => void action.submit("createBatch", { collectionDate })}
              onChanged={() => void state.reload()}
            />
          </>
        )}
      </Loaded>
    </>
  );
}

/** The amount as the donor gives it: '€ 15,00 per maand', '€ 45,00 per kwartaal'. */
const amountOf = (gift: MonthlyDonorRow) =>
  `${formatCents(gift.amountCents)} ${perInterval[gift.intervalMonths]}`;

/**
 * 'Stoppen' asks first: the mandate ends and nothing is collected any more, for good (a
 * stopped gift has no actions here; the donor signs up again for a new one).
 */
function StopGiftDialog({
  gift,
  pending,
  onClose,
  onConfirm,
}: {
  gift: MonthlyDonorRow | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (gift: MonthlyDonorRow) => void;
}) {
  return (
    <ConfirmDialog
      open={gift !== null}
      title="Gift stoppen?"
      description={
        gift
          ? `De gift van ${gift.firstName} ${gift.lastName} (${gift.mandateReference}) van ${amountOf(gift)} stopt: er wordt niets meer geïncasseerd. Dit kun je hier niet ongedaan maken.`
          : ""
      }
      confirm="Stoppen"
      urgent
      pending={pending}
      onConfirm={() => gift && onConfirm(gift)}
      onClose={onClose}
    />
  );
}

export function Contact({ email, phone }: { email: string; phone: string | null }) {
  return (
    <div className="min-w-40">
      <a href={`mailto:${email}`} className="text-primary underline-offset-2 hover:underline">
        {email}
      </a>
      {phone ? <p className="text-muted-foreground">{phone}</p> : null}
    </div>
  );
}
