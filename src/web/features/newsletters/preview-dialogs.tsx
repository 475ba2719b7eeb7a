import type { RecipientPreview } from "@shared/schemas/newsletter";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";

/** The first 5 recipients, then 'en N meer'. */
export function RecipientsDialog({
  preview,
  onClose,
}: {
  preview: (RecipientPreview & { title: string }) | null;
  onClose: () => void;
}) {
  const more = preview ? preview.total - preview.first.length : 0;
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Ontvangers</DialogTitle>
        <DialogDescription>
          {preview
            ? `${preview.title}: ${preview.total} ontvanger${preview.total === 1 ? "" : "s"}${
                preview.suppressed > 0
                  ? ` (${preview.suppressed} overgeslagen: geblokkeerd, de mailserver weigerde het adres)`
                  : ""
              }`
            : ""}
        </DialogDescription>
        {preview ? (
          <ul className="divide-y rounded-lg border" aria-label="Eerste ontvangers">
            {preview.first.map((r) => (
              <li key={r.email} className="px-3 py-2">
                <span className="font-medium break-all">{r.email}</span>
                {r.name ? <span className="text-muted-foreground"> · {r.name}</span> : null}
              </li>
            ))}
            {more > 0 ? <li className="px-3 py-2 text-muted-foreground">en {more} meer</li> : null}
          </ul>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The e-mail exactly as sent, rendered by the server's template. A sandboxed
 * frame: the newsletter's HTML cannot run script or reach this page.
 */
export function EmailPreviewDialog({
  preview,
  onClose,
}: {
  preview: { subject: string; html: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] max-w-3xl">
        <DialogTitle>Voorbeeld</DialogTitle>
        <DialogDescription>Onderwerp: {preview?.subject}</DialogDescription>
        {preview ? (
          <iframe
            title={`Voorbeeld van ${preview.subject}`}
            sandbox=""
            srcDoc={preview.html}
            className="h-[70dvh] w-full rounded-lg border bg-white"
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
