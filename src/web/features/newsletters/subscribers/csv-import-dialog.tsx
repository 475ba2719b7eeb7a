import {
  CSV_MAX_BYTES,
  CSV_TOASTS,
  decodeCsv,
  isCsvFile,
  parseSubscriberCsv,
} from "@shared/subscriber-csv";
import { FileUpIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { useAdminAction } from "@web/lib/admin/actions";
import { api, messageOf } from "@web/lib/api-client";
import { type CsvPreview, CsvImportPreview } from "./csv-import-preview";

type Ready = CsvPreview & { text: string };

/** Posting a checked CSV file, an intent of the subscribers page's clientAction. */
export const csvImportIntent = {
  run: ({ text, updateNames }: { text: string; updateNames: boolean }) =>
    api.upload<{ imported: number; created: number }>(
      `/api/admin/subscribers/import?update_names=${updateNames}`,
      text,
      "text/csv",
    ),
  done: (r: { imported: number; created: number }) =>
    toast.success("Abonnees geïmporteerd", {
      description: `${r.imported} ${r.imported === 1 ? "adres" : "adressen"} verwerkt, waarvan ${r.created} nieuw.`,
    }),
  failed: (e: unknown) =>
    toast.error(CSV_TOASTS.importFailed.title, {
      description: messageOf(e, CSV_TOASTS.importFailed.message),
    }),
};

/**
 * CSV import: the file is checked and parsed here for a preview (valid,
 * invalid, duplicate, and the rows it skips), then posted as it is; the server parses it
 * again by the same rules. Existing names change only with 'Namen bijwerken' ticked.
 */
export function CsvImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [ready, setReady] = useState<Ready | null>(null);
  const importer = useAdminAction(() => close());
  const importing = importer.pending;
  const [updateNames, setUpdateNames] = useState(false);

  function close() {
    setReady(null);
    setUpdateNames(false);
    onClose();
  }

  async function choose(file: File) {
    if (!isCsvFile(file)) {
      return toast.error(CSV_TOASTS.badFile.title, { description: CSV_TOASTS.badFile.message });
    }
    // The server refuses more; saying so now spares reading and uploading it in vain.
    const tooLarge = () =>
      toast.error(CSV_TOASTS.tooLarge.title, { description: CSV_TOASTS.tooLarge.message });
    if (file.size > CSV_MAX_BYTES) return tooLarge();
    let text: string;
    try {
      // Excel on a Dutch Windows writes Windows-1252 unless told otherwise: read each
      // file in its own encoding, so 'Zoë' stays 'Zoë'. The upload sends this text (UTF-8).
      text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    } catch {
      return toast.error(CSV_TOASTS.unreadable.title, {
        description: CSV_TOASTS.unreadable.message,
      });
    }
    // Uploaded as UTF-8, a Windows-1252 file grows by a byte for each 'é'.
    if (new TextEncoder().encode(text).length > CSV_MAX_BYTES) return tooLarge();
    const parsed = parseSubscriberCsv(text);
    if (!parsed.ok) {
      const t = CSV_TOASTS[parsed.error];
      return toast.error(t.title, { description: t.message });
    }
    setReady({
      name: file.name,
      text,
      valid: parsed.subscribers.length,
      invalid: parsed.invalid,
      duplicates: parsed.duplicates,
      sample: parsed.subscribers.slice(0, 5),
      skipped: parsed.skipped,
    });
  }

  function importNow() {
    if (ready) void importer.submit("importCsv", { text: ready.text, updateNames });
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Abonnees importeren</DialogTitle>
        <DialogDescription>
          Een CSV-bestand met een kopregel: een kolom e-mail (anders de eerste kolom) en eventueel
          een kolom name of naam (anders de tweede). Puntkomma of komma.
        </DialogDescription>
        <label className="inline-flex h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 font-semibold hover:bg-accent focus-within:outline-3 focus-within:outline-ring">
          <FileUpIcon className="size-5" aria-hidden="true" /> CSV-bestand kiezen
          <input
            type="file"
            accept=".csv,text/csv,text/plain,application/vnd.ms-excel"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void choose(file);
            }}
          />
        </label>
        {ready ? (
          <div className="grid min-w-0 gap-3" aria-live="polite">
            <CsvImportPreview
              preview={ready}
              updateNames={updateNames}
              onUpdateNamesChange={setUpdateNames}
            />
            <div className="flex justify-end">
              <Button onClick={importNow} disabled={importing}>
                {importing
                  ? "Importeren…"
                  : `${ready.valid === 1 ? "1 abonnee" : `${ready.valid} abonnees`} importeren`}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
