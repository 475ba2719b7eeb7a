import { paths } from "@shared/paths";
import { ADMIN_DENIED, type SessionInfo } from "@shared/schemas/auth";
import { LoaderCircleIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { fetchSession } from "@web/lib/session";

export type AdminUser = NonNullable<SessionInfo["user"]>;

type State =
  | { kind: "checking" }
  | { kind: "notSignedIn" }
  | { kind: "noAccess" }
  | { kind: "failed" }
  | { kind: "allowed"; user: AdminUser };

/**
 * Spec 02 §4 "checking authorization, then denied (redirect) or authorized": the admin
 * pages render only for an admin. The server guards /api/admin/* on its own; this only
 * decides what the browser shows and where it goes.
 */
export function AdminGuard({ children }: { children: (user: AdminUser) => ReactNode }) {
  const [state, setState] = useState<State>({ kind: "checking" });
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    fetchSession()
      .then((session) => {
        if (cancelled) return;
        if (!session.user) {
          setState({ kind: "notSignedIn" });
          const { error, message } = ADMIN_DENIED.notSignedIn;
          toast.error(error, { description: message, id: "admin-guard" });
          navigate(paths.auth, { replace: true });
        } else if (!session.isAdmin) {
          setState({ kind: "noAccess" });
          const { error, message } = ADMIN_DENIED.noAdminRights;
          toast.error(error, { description: message, id: "admin-guard" });
          navigate(paths.home, { replace: true });
        } else {
          setState({ kind: "allowed", user: session.user });
        }
      })
      .catch(() => !cancelled && setState({ kind: "failed" }));
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (state.kind === "allowed") return children(state.user);
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/60 px-4">
      <div className="max-w-sm text-center" role="status" aria-live="polite">
        {state.kind === "checking" ? (
          <>
            <LoaderCircleIcon
              className="mx-auto size-8 animate-spin text-primary motion-reduce:animate-none"
              aria-hidden="true"
            />
            <h1 className="mt-4 text-xl font-semibold">Toegang controleren…</h1>
          </>
        ) : state.kind === "failed" ? (
          <>
            <h1 className="text-xl font-semibold">Kon de toegang niet controleren</h1>
            <p className="mt-2 text-muted-foreground">
              Controleer je verbinding en probeer het opnieuw.
            </p>
            <Button className="mt-6" onClick={() => window.location.reload()}>
              Opnieuw proberen
            </Button>
          </>
        ) : (
          <Denied kind={state.kind} />
        )}
      </div>
    </main>
  );
}

function Denied({ kind }: { kind: "notSignedIn" | "noAccess" }) {
  const text = kind === "notSignedIn" ? ADMIN_DENIED.notSignedIn : ADMIN_DENIED.noAdminRights;
  return (
    <>
      <h1 className="text-xl font-semibold">{text.error}</h1>
      <p className="mt-2 text-muted-foreground">{text.message}</p>
      <Button asChild className="mt-6">
        <Link to={kind === "notSignedIn" ? paths.auth : paths.home}>
          {kind === "notSignedIn" ? "Naar inloggen" : "Naar de homepagina"}
        </Link>
      </Button>
    </>
  );
}
