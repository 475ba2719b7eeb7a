import type { PrivacyOverview } from "@shared/schemas/privacy";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";

/**
 * The confirmation before an erasure: what goes, and what stays because the law asks
 * the foundation to keep it (donations for the tax authority, the bank's files).
 */
export function EraseDialog({
  overview,
  pending,
  onClose,
  onConfirm,
}: {
  overview: PrivacyOverview | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const found = overview?.tables.filter((t) => t.records.length > 0) ?? [];
  const deleted = found.filter((t) => t.onErasure === "delete");
  const kept = found.filter((t) => t.onErasure !== "delete");
  return (
    <Dialog open={overview !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Gegevens van {overview?.email} wissen?</DialogTitle>
        <DialogDescription>
          Dit kan niet ongedaan worden gemaakt. Het verzoek wordt vastgelegd in het logboek (wie en
          wanneer, zonder het e-mailadres).
        </DialogDescription>
        {deleted.length > 0 ? (
          <div className="text-sm">
            <p className="font-semibold">Wordt verwijderd</p>
            <ul className="ml-5 list-disc">
              {deleted.map((t) => (
                <li key={t.table}>
                  {t.label} ({t.records.length})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {kept.length > 0 ? (
          <div className="text-sm">
            <p className="font-semibold">Blijft bewaard</p>
            <ul className="ml-5 list-disc">
              {kept.map((t) => (
                <li key={t.table}>
                  {t.label}: {t.erasureNote}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Annuleren
          </Button>
          <Button type="button" variant="urgent" disabled={pending} onClick={onConfirm}>
            Definitief wissen
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
