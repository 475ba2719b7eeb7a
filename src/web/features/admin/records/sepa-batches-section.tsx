import { formatCents } from "@shared/money";
import type { SepaBatchCreated, SepaBatchSummary } from "@shared/schemas/sepa";
import { DownloadIcon, FileTextIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { DataTable } from "@web/components/ui/table";
import type { AdminIntent } from "@web/lib/admin/actions";
import { api } from "@web/lib/api-client";
import { formatDateNl, formatMonthNl } from "@shared/intl";
import { EmptyState } from "../states";
import { SepaBatchDialog } from "./sepa-batch-dialog";

/** The page action that makes the month's direct-debit file. */
export const createSepaBatch: AdminIntent<{ collectionDate: string }, SepaBatchCreated> = {
  run: (input) => api.post<SepaBatchCreated>("/api/admin/sepa-batches", input),
  done: (created) => {
    const made = `${created.count} incasso's, samen ${formatCents(created.totalCents)}.`;
    if (created.leftOut.length === 0) {
      toast.success("Incassobestand gemaakt", { description: made });
      return;
    }
    const left = created.leftOut
      .map((m) => `${m.mandateReference} (eerste incasso ${formatDateNl(m.laterCollectionDate)})`)
      .join(", ");
    toast.warning("Incassobestand gemaakt, niet alle machtigingen", {
      description: `${made} Niet meegenomen, omdat hun eerste incasso (FRST) al in een bestand met een latere incassodatum staat: ${left}.`,
      duration: Number.POSITIVE_INFINITY,
      closeButton: true,
    });
  },
  failed: {
    title: "Kon incassobestand niet maken",
    description: "Probeer het opnieuw.",
    useServerMessage: true,
  },
};

/** The first day of next month, YYYY-MM-DD: the usual collection date. */
function nextFirstOfMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 1)).toISOString().slice(0, 10);
}

/**
 * Incassobestanden: make the month's file for the bank (pain.008) and download a file
 * again; per file what was collected and what the bank returned.
 */
export function SepaBatchesSection({
  batches,
  pending,
  onCreate,
  onChanged,
}: {
  batches: SepaBatchSummary[];
  pending: boolean;
  onCreate: (collectionDate: string) => void;
  /** A storno was recorded: load the page's data again. */
  onChanged: () => void;
}) {
  const [date, setDate] = useState(nextFirstOfMonth);
  const [open, setOpen] = useState<string | null>(null);
  // The date the admin asked a file for; the file is made once they confirm.
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold">Incassobestanden</h2>
      <p className="mt-1 text-muted-foreground">
        Eén bestand per incassodatum met alle actieve machtigingen die die maand nog niet zijn
        geïncasseerd; een gift per kwartaal, halfjaar of jaar één keer in dat kwartaal, halfjaar of
        jaar. Een nieuwe machtiging komt pas mee vanaf de eerste incassodatum die de donateur is
        gemeld: de 1e van de maand, minstens 14 dagen na het tekenen. Upload het bestand in de
        zakelijke omgeving van de bank.
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (date) setAsking(date);
        }}
      >
        <div className="space-y-2">
          <Label htmlFor="sepa-date">Incassodatum</Label>
          <Input
            id="sepa-date"
            type="date"
            value={date}
            required
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={pending}>
          <FileTextIcon aria-hidden="true" /> Incassobestand maken
        </Button>
      </form>
      <div className="mt-4">
        <DataTable
          empty={
            <EmptyState icon={FileTextIcon} title="Nog geen incassobestanden">
              Gemaakte bestanden verschijnen hier, om opnieuw te downloaden.
            </EmptyState>
          }
          caption="Incassobestanden"
          rows={batches}
          rowKey={(b) => b.id}
          columns={[
            { header: "Incassodatum", cell: (b) => formatDateNl(b.collectionDate) },
            { header: "Incasso's", align: "right", cell: (b) => String(b.count) },
            { header: "Bedrag", align: "right", cell: (b) => formatCents(b.totalCents) },
            {
              header: "Gestorneerd",
              align: "right",
              cell: (b) =>
                b.returnedCount > 0 ? `${b.returnedCount} (${formatCents(b.returnedCents)})` : "–",
            },
            {
              header: "Bestand",
              cell: (b) => (
                <div className="flex gap-2">
                  <Button size="sm" variant="ghost" onClick={() => setOpen(b.id)}>
                    Incasso's<span className="sr-only">: {formatDateNl(b.collectionDate)}</span>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <a href={`/api/admin/sepa-batches/${b.id}/file`} download>
                      <DownloadIcon aria-hidden="true" /> Downloaden
                      <span className="sr-only">
                        : incassobestand {formatDateNl(b.collectionDate)}
                      </span>
                    </a>
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title="Incassobestand maken?"
        description={
          asking
            ? `Het bestand voor ${formatDateNl(asking)} krijgt alle actieve machtigingen die voor ${formatMonthNl(asking.slice(0, 7))} nog niet zijn geïncasseerd. Hoeveel incasso's en welk totaal erin staan, zie je zodra het gemaakt is. Een gemaakt bestand kun je hier niet verwijderen.`
            : ""
        }
        confirm="Incassobestand maken"
        pending={pending}
        onConfirm={() => {
          if (asking) onCreate(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
      <SepaBatchDialog batchId={open} onClose={() => setOpen(null)} onChanged={onChanged} />
    </section>
  );
}
