import { formatCents } from "@shared/money";
import type { SepaBatchDetail } from "@shared/schemas/sepa";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { toastFailure } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { api } from "@web/lib/api-client";

/**
 * The lines of one direct-debit file. A collection the bank returned ('storno') is marked
 * with the bank's reason; it then no longer counts, and a returned first collection is
 * collected as first again next month.
 */
export function SepaBatchDialog({
  batchId,
  onClose,
  onChanged,
}: {
  batchId: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [batch, setBatch] = useState<SepaBatchDetail | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  useEffect(() => {
    setBatch(null);
    if (!batchId) return;
    api.get<{ batch: SepaBatchDetail }>(`/api/admin/sepa-batches/${batchId}`).then(
      ({ batch }) => setBatch(batch),
      (error) => toastFailure(error, FAILED),
    );
  }, [batchId]);

  async function markReturned(lineId: string) {
    try {
      const { batch } = await api.post<{ batch: SepaBatchDetail }>(
        `/api/admin/sepa-batches/lines/${lineId}/return`,
        { reason: reasons[lineId] ?? "" },
      );
      setBatch(batch);
      toast.success("Storno vastgelegd");
      onChanged();
    } catch (error) {
      toastFailure(error, FAILED);
    }
  }

  return (
    <Dialog open={batchId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Incasso's in dit bestand</DialogTitle>
        <DialogDescription>
          Staat een incasso als storno op het rekeningafschrift? Vul de reden van de bank in en leg
          de storno vast.
        </DialogDescription>
        {batch ? (
          <ul className="max-h-[60vh] divide-y overflow-y-auto">
            {batch.lines.map((line) => (
              <li key={line.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]">
                <div>
                  <p className="font-medium">{line.name}</p>
                  <p className="font-mono text-sm text-muted-foreground">
                    {`${line.mandateReference} · ${line.sequenceType} · ${formatCents(line.amountCents)}`}
                  </p>
                  {line.status === "returned" ? (
                    <p className="text-sm font-medium text-destructive">{`Storno: ${line.returnReason}`}</p>
                  ) : null}
                </div>
                {line.status === "collected" ? (
                  <div className="flex gap-2">
                    <Input
                      aria-label={`Reden storno ${line.mandateReference}`}
                      placeholder="Reden (bijv. MD06)"
                      className="w-40"
                      value={reasons[line.id] ?? ""}
                      onChange={(e) => setReasons({ ...reasons, [line.id]: e.target.value })}
                    />
                    <Button size="sm" variant="outline" onClick={() => void markReturned(line.id)}>
                      Storno<span className="sr-only">: {line.mandateReference}</span>
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Bezig met laden…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

const FAILED = {
  title: "Kon storno niet vastleggen",
  description: "Probeer het opnieuw.",
  useServerMessage: true,
};
