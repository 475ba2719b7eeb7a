import type { GoLiveCheck, GoLiveMark, GoLiveResult } from "@shared/schemas/go-live";
import {
  ArchiveIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  CircleXIcon,
  type LucideIcon,
} from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import { api } from "@web/lib/api-client";
import { cn } from "@web/lib/utils";
import { formatDateTime } from "./format";
import { PageHeader } from "./page-header";

/** The page's clientLoader (React Router), used by its route module. */
export const goLiveLoader = adminLoader<GoLiveResult>(() => "/api/admin/go-live");

/**
 * The page's clientAction: a backup made now by the running app (the checks run again
 * afterwards, so 'Laatste back-up' shows it).
 */
export const goLiveAction = adminAction({
  backup: {
    run: () => api.post<{ name: string }>("/api/admin/backups"),
    done: (backup: { name: string }) =>
      toast.success("Back-up gemaakt", { description: backup.name }),
    failed: {
      title: "Back-up niet gemaakt",
      description: "Probeer het opnieuw.",
      useServerMessage: true,
    },
  },
});

/** Makes a backup now: the backup check's own action. */
function BackupButton() {
  const action = useAdminAction();
  return (
    <Button
      variant="outline"
      className="mt-3"
      disabled={action.pending}
      onClick={() => void action.submit("backup")}
    >
      <ArchiveIcon aria-hidden="true" />
      {action.pending ? "Back-up wordt gemaakt..." : "Nu een back-up maken"}
    </Button>
  );
}

/** Each mark with its word and icon, so it reads without colour too. */
const marks: Record<
  GoLiveMark,
  { label: string; icon: LucideIcon; badge: "default" | "zakat" | "urgent"; border: string }
> = {
  green: { label: "In orde", icon: CircleCheckIcon, badge: "default", border: "border-l-primary" },
  orange: { label: "Let op", icon: CircleAlertIcon, badge: "zakat", border: "border-l-zakat" },
  red: { label: "Actie nodig", icon: CircleXIcon, badge: "urgent", border: "border-l-urgent" },
};

function CheckItem({ check }: { check: GoLiveCheck }) {
  const mark = marks[check.mark];
  return (
    <li
      data-mark={check.mark}
      className={cn(
        "min-w-0 rounded-card border border-l-4 bg-card p-4 shadow-sm [overflow-wrap:anywhere]",
        mark.border,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{check.title}</h2>
        <Badge variant={mark.badge}>
          <mark.icon aria-hidden="true" />
          {mark.label}
        </Badge>
      </div>
      <p className="mt-1">{check.message}</p>
      {check.details.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
          {check.details.map((line) => (
            <li key={line} className="font-mono">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      {check.id === "backup" ? <BackupButton /> : null}
    </li>
  );
}

/** Livegang: what to settle before the site goes live, each with its mark and what to do. */
export function GoLivePage() {
  const { data, reload } = useAdminData<GoLiveResult>();
  const green = data.checks.filter((c) => c.mark === "green").length;
  return (
    <>
      <PageHeader
        title="Livegang"
        description="Wat in orde moet zijn voordat de site live gaat, en wat je nog moet doen."
        actions={
          <Button variant="outline" onClick={() => void reload()}>
            Opnieuw controleren
          </Button>
        }
      />
      <p className="mb-4" aria-live="polite">
        {green} van {data.checks.length} punten in orde. Gecontroleerd op{" "}
        {formatDateTime(data.checkedAt)}.
      </p>
      <ul className="grid gap-3">
        {data.checks.map((check) => (
          <CheckItem key={check.id} check={check} />
        ))}
      </ul>
    </>
  );
}
