import { FilterField } from "../filter-field";
import { formatDateNl } from "@shared/intl";
import { formatCents } from "@shared/money";
import { paymentMethodLabels, periodicGiftStatusLabels, rhythmLabels } from "@shared/periodic-gift";
import type {
  AdminPeriodicGiftRow,
  MarkedSigned,
  PeriodicGiftRow,
} from "@shared/schemas/periodic-gift";
import { DownloadIcon, FilePenLineIcon, SearchIcon } from "lucide-react";
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
import { createdColumn } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { Contact } from "./monthly-donors-page";

/**
 * How a signed agreement paid by direct debit is collected: by the bank's monthly file
 * (its mandate is among the monthly donors) or by the foundation itself.
 */
function collection(g: PeriodicGiftRow): string | null {
  if (g.status !== "signed" || g.paymentMethod !== "direct-debit") return null;
  return g.inDirectDebitFile ? "In het incassobestand" : "Zelf incasseren";
}

interface PageData {
  periodicGifts: AdminPeriodicGiftRow[];
  search: string;
}

/** The page's clientLoader: the agreements, searched by name, e-mail or transaction number. */
export async function periodicGiftsLoader({ request }: { request: Request }): Promise<PageData> {
  const search = new URL(request.url).searchParams.get("search") ?? "";
  const query = search ? `?${new URLSearchParams({ search })}` : "";
  const { periodicGifts } = await api.get<{ periodicGifts: AdminPeriodicGiftRow[] }>(
    `/api/admin/periodic-gifts${query}`,
    { signal: request.signal },
  );
  return { periodicGifts, search };
}

/**
 * The page's clientAction: recording that a signed agreement came back. When the
 * direct-debit file cannot collect all of it (its first year came too late), the admin
 * is told what not, until they close the message.
 */
export const periodicGiftsAction = adminAction({
  signed: {
    run: ({ id }: { id: string }) =>
      api.post<MarkedSigned>(`/api/admin/periodic-gifts/${id}/signed`, {}),
    done: ({ notCollected }: MarkedSigned) => {
      if (!notCollected) {
        toast.success("Gemarkeerd als ondertekend");
        return;
      }
      toast.warning("Gemarkeerd als ondertekend, niet alles wordt geïncasseerd", {
        description: notCollected,
        duration: Number.POSITIVE_INFINITY,
        closeButton: true,
      });
    },
    failed: { title: "Kon overeenkomst niet bijwerken", description: "Probeer het opnieuw." },
  },
});

/** Periodieke giften: every agreement, its PDF, and whether the signed copy is back. */
export function PeriodicGiftsPage() {
  const state = useAdminData<PageData>();
  const [signing, setSigning] = useState<AdminPeriodicGiftRow | null>(null);
  const action = useAdminAction();
  return (
    <>
      <PageHeader
        title="Periodieke giften"
        description="Overeenkomsten periodieke gift. Markeer een overeenkomst als ondertekend zodra het ondertekende exemplaar binnen is."
      />
      <Loaded state={state}>
        {({ periodicGifts, search }) => (
          <>
            <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
              <FilterField id="periodic-search" label="Zoeken op naam, e-mail of transactienummer">
                <Input
                  id="periodic-search"
                  name="search"
                  defaultValue={search}
                  placeholder="Naam, e-mail of transactienummer"
                  className="max-w-xs"
                />
              </FilterField>
              <Button type="submit" variant="outline">
                Zoeken
              </Button>
            </Form>
            <DataTable
              empty={
                search === "" ? (
                  <EmptyState icon={FilePenLineIcon} title="Geen overeenkomsten">
                    Overeenkomsten die donateurs via de pagina Periodiek schenken aanvragen,
                    verschijnen hier.
                  </EmptyState>
                ) : (
                  <EmptyState icon={SearchIcon} title="Geen overeenkomsten gevonden">
                    Geen overeenkomst heeft een naam, e-mailadres of transactienummer met deze
                    zoekterm.
                  </EmptyState>
                )
              }
              caption="Periodieke giften"
              rows={periodicGifts}
              rowKey={(g) => g.id}
              columns={[
                {
                  // The transaction number under the donor: a column of its own would push
                  // the row's action out of view on a laptop.
                  header: "Donateur",
                  cell: (g) => (
                    <div className="min-w-40">
                      <p className="font-medium">{`${g.firstName} ${g.lastName}`}</p>
                      <Contact email={g.email} phone={null} />
                      <p className="font-mono text-sm whitespace-nowrap">{g.transactionNumber}</p>
                    </div>
                  ),
                },
                {
                  header: "Per jaar",
                  align: "right",
                  // How the donor pays, under the amount: the table stays as wide as it was.
                  cell: (g) => (
                    <div>
                      <p>{formatCents(g.yearlyAmountCents)}</p>
                      <p className="text-sm text-muted-foreground">{rhythmLabels[g.rhythm]}</p>
                      <p className="text-sm text-muted-foreground">
                        {paymentMethodLabels[g.paymentMethod]}
                      </p>
                    </div>
                  ),
                },
                {
                  header: "Jaren",
                  cell: (g) => (
                    <span className="whitespace-nowrap">{`${g.startYear}–${g.startYear + g.durationYears - 1} (${g.durationYears})`}</span>
                  ),
                },
                {
                  header: "Status",
                  cell: (g) => (
                    <div>
                      <Badge variant={g.status === "signed" ? "secondary" : "outline"}>
                        {periodicGiftStatusLabels[g.status]}
                      </Badge>
                      {g.signedOn ? (
                        <p className="mt-1 text-sm">{formatDateNl(g.signedOn)}</p>
                      ) : null}
                      {collection(g) ? <p className="mt-1 text-sm">{collection(g)}</p> : null}
                    </div>
                  ),
                },
                createdColumn("Aangevraagd"),
                {
                  header: "Actie",
                  cell: (g) => (
                    <div className="flex flex-wrap gap-2">
                      <Button asChild size="sm" variant="outline">
                        <a href={`/api/admin/periodic-gifts/${g.id}/pdf`} download>
                          <DownloadIcon aria-hidden="true" /> PDF
                          <span className="sr-only">: {g.transactionNumber}</span>
                        </a>
                      </Button>
                      {g.status === "sent" ? (
                        <Button
                          size="sm"
                          variant="outline"
                          // Its label wraps in a phone's narrow card instead of leaving it.
                          wrap
                          className="max-w-full"
                          disabled={action.pending}
                          onClick={() => setSigning(g)}
                        >
                          Markeren als ondertekend
                          <span className="sr-only">: {g.transactionNumber}</span>
                        </Button>
                      ) : null}
                    </div>
                  ),
                },
              ]}
            />
            <ConfirmDialog
              open={signing !== null}
              title="Markeren als ondertekend?"
              description={
                signing
                  ? `Overeenkomst ${signing.transactionNumber} van ${signing.firstName} ${signing.lastName} (${formatCents(signing.yearlyAmountCents)} per jaar) wordt vastgelegd als ondertekend, met de datum van vandaag. Doe dit pas als het ondertekende exemplaar binnen is: je kunt het hier niet ongedaan maken.`
                  : ""
              }
              confirm="Markeren als ondertekend"
              pending={action.pending}
              onConfirm={() => {
                if (signing) void action.submit("signed", { id: signing.id });
                setSigning(null);
              }}
              onClose={() => setSigning(null)}
            >
              {signing?.notCollectedIfSignedToday ? (
                <p className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
                  <strong>Niet alles wordt geïncasseerd. </strong>
                  {signing.notCollectedIfSignedToday}
                </p>
              ) : null}
            </ConfirmDialog>
          </>
        )}
      </Loaded>
    </>
  );
}
