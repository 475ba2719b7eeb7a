import { CircleAlertIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import type { AdminData } from "./use-admin-data";

/** A clear empty state: what this page holds and why it is empty now. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-card border border-dashed bg-card px-6 py-12 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <div className="mx-auto mt-2 max-w-prose text-muted-foreground">{children}</div>
      {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
    </div>
  );
}

/** Loading skeleton, error with retry, or the loaded content. */
export function Loaded<T>({
  state,
  children,
}: {
  state: AdminData<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.data) return children(state.data);
  if (state.error) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-card border border-destructive/40 bg-card p-4"
      >
        <CircleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
        <p className="flex-1 font-medium">Kon de gegevens niet laden: {state.error}</p>
        <Button size="sm" variant="outline" onClick={() => void state.reload()}>
          Opnieuw proberen
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Gegevens laden…
      </p>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="mt-2 h-10 w-full" />
      <Skeleton className="mt-2 h-10 w-full" />
    </div>
  );
}
