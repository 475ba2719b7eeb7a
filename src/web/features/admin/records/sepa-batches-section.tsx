import { formatCents } from "@shared/money";
import type { SepaBatchCreated, SepaBatchPreview, SepaBatchSummary } from "@shared/schemas/sepa";
import { DownloadIcon, FileTextIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { DataTable } from "@web/components/ui/table";
import type { AdminIntent } from "@web/lib/admin/actions";
import { ApiError, api, messageOf } from "@web/lib/api-client";
import { formatDateNl, formatMonthNl } from "@shared/intl";
import { EmptyState } from "@web/components/ui/empty-state";
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
    const left = leftOutText(created.leftOut);
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

/** The mandates left out of a file, with the date of the later file holding their FRST. */
function leftOutText(leftOut: SepaBatchCreated["leftOut"]): string {
  return leftOut
    .map((m) => `${m.mandateReference} (eerste incasso ${formatDateNl(m.laterCollectionDate)})`)
    .join(", ");
}

const collections = (count: number) => (count === 1 ? "1 incasso" : `${count} incasso's`);

/**
 * The question before a file is made: what a file for `date` would hold if made now
 * (asked of the server, nothing made), or why no file would be made; then only
 * 'Annuleren' is offered.
 */
function ConfirmSepaBatch({
  date,
  pending,
  onConfirm,
  onClose,
}: {
  date: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [preview, setPreview] = useState<SepaBatchPreview | null>(null);
  const [failure, setFailure] = useState<{ message: string; final: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<SepaBatchPreview>(
        `/api/admin/sepa-batches/preview?collectionDate=${encodeURIComponent(date)}`,
        { signal: controller.signal },
      )
      .then(setPreview)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({
          message: messageOf(error, "Probeer het opnieuw."),
          // A refused date stays refused; after any other failure the file can still be made.
          final: error instanceof ApiError && error.status === 400,
        });
      });
    return () => controller.abort();
  }, [date]);

  const day = formatDateNl(date);
  let description: string;
  let confirmable = true;
  if (failure) {
    confirmable = !failure.final;
    description = failure.final
      ? failure.message
      : `Hoeveel incasso's het bestand voor ${day} krijgt, kon niet worden opgehaald (${failure.message}). Maak je het toch, dan zie je het aantal zodra het gemaakt is.`;
  } else if (!preview) {
    description = `Het bestand voor ${day}: incasso's tellen…`;
  } else if (preview.refusal) {
    confirmable = false;
    description = `${preview.refusal.title}. ${preview.refusal.message}`;
  } else {
    description = `Het bestand voor ${day} krijgt ${collections(preview.count)}, samen ${formatCents(preview.totalCents)}: de actieve machtigingen die voor ${formatMonthNl(date.slice(0, 7))} nog niet zijn geïncasseerd. Een gemaakt bestand kun je hier niet verwijderen.`;
  }
  return (
    <ConfirmDialog
      open
      title="Incassobestand maken?"
      description={description}
      confirm="Incassobestand maken"
      confirmable={confirmable}
      pending={pending || (!preview && !failure)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {preview && !preview.refusal && preview.leftOut.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Niet meegenomen, omdat hun eerste incasso (FRST) al in een bestand met een latere
          incassodatum staat: {leftOutText(preview.leftOut)}.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

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
      {asking ? (
        <ConfirmSepaBatch
          date={asking}
          pending={pending}
          onConfirm={() => {
            onCreate(asking);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <SepaBatchDialog batchId={open} onClose={() => setOpen(null)} onChanged={onChanged} />
    </section>
  );
}
