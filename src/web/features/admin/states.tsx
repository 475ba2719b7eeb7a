import { CircleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useFetchers, useNavigation, useRevalidator, useRouteError } from "react-router";
import { Button } from "@web/components/ui/button";
import { messageOf } from "@web/lib/api-client";
import type { AdminData } from "@web/lib/admin/data";
import { pageMeta } from "@web/lib/seo";

/** The loaded content (the route's clientLoader has the data before the page renders). */
export function Loaded<T>({
  state,
  children,
}: {
  state: AdminData<T>;
  children: (data: T) => ReactNode;
}) {
  return children(state.data);
}

/**
 * Every admin page's error state: what failed, in the server's words when it gave
 * them, and a button that loads the page again. The route's ErrorBoundary; a page with
 * a text of its own ('Kon nieuwsbrieven niet laden') passes it as `title`.
 */
export function AdminLoadError({ title = "Kon de gegevens niet laden" }: { title?: string }) {
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  const message = messageOf(error, "Controleer je verbinding en probeer het opnieuw.");
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-card border border-destructive/40 bg-card p-4"
    >
      <CircleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
      <p className="flex-1 font-medium">
        {title}: {message}
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={state === "loading"}
        onClick={() => void revalidate()}
      >
        Opnieuw proberen
      </Button>
    </div>
  );
}

/**
 * Every admin page's pending state: while a page's data loads (a navigation, a filter
 * change, a live update) or a change goes through its clientAction and the data
 * reloads after it, the current content stays, dimmed and marked busy, under a thin
 * bar; screen readers hear "Gegevens laden…" or "Bezig met opslaan…".
 */
export function AdminPending({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const saving =
    navigation.state === "submitting" || fetchers.some((f) => f.state === "submitting");
  const pending =
    saving ||
    navigation.state === "loading" ||
    revalidator.state === "loading" ||
    fetchers.some((f) => f.state === "loading");
  return (
    <div aria-busy={pending} className="relative">
      {pending ? (
        <>
          <div
            aria-hidden="true"
            className="absolute inset-x-0 -top-3 h-1 animate-pulse rounded-full bg-primary/60"
          />
          <p className="sr-only" role="status">
            {saving ? "Bezig met opslaan…" : "Gegevens laden…"}
          </p>
        </>
      ) : null}
      <div className={pending ? "opacity-60 transition-opacity" : undefined}>{children}</div>
    </div>
  );
}

/** An admin route's meta: "<title> – Beheer" and what the page is for. */
export function adminMeta(title: string, description: string) {
  return () => pageMeta({ title: `${title} – Beheer`, description });
}
