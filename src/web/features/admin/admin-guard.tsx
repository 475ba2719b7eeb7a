import { paths } from "@shared/paths";
import { ADMIN_DENIED } from "@shared/auth";
import type { SessionInfo } from "@shared/schemas/auth";
import { createContext, type RouterContextProvider, replace } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { fetchSession } from "@web/lib/session";

export type AdminUser = NonNullable<SessionInfo["user"]>;

/** The signed-in admin, for the admin layout's loader. */
export const adminUserContext = createContext<AdminUser>();

// Checked once per page load: the server guards every /api/admin/* call on its own,
// so a revoked right shows as that page's error; signing out clears it.
let allowed: AdminUser | null = null;
export function forgetAdmin(): void {
  allowed = null;
}

/**
 * The admin layout's client middleware: checking authorization, then denied (a redirect)
 * or authorized. It runs before any admin page loads its data, so no
 * page asks the API for data a visitor may not see. It only decides what the browser
 * shows and where it goes; the server guards /api/admin/* on its own.
 */
export async function requireAdmin({
  context,
}: {
  context: Readonly<RouterContextProvider>;
}): Promise<void> {
  if (!allowed) {
    const session = await fetchSession();
    if (!session.user) {
      const { error, message } = ADMIN_DENIED.notSignedIn;
      toast.error(error, { description: message, id: "admin-guard" });
      throw replace(paths.auth);
    }
    if (!session.isAdmin) {
      const { error, message } = ADMIN_DENIED.noAdminRights;
      toast.error(error, { description: message, id: "admin-guard" });
      throw replace(paths.home);
    }
    allowed = session.user;
  }
  context.set(adminUserContext, allowed);
}

/** The session could not be checked (offline, server down): say so, offer a retry. */
export function AdminAccessError() {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/60 px-4">
      <div className="max-w-sm text-center" role="alert">
        <h1 className="text-xl font-semibold">Kon de toegang niet controleren</h1>
        <p className="mt-2 text-muted-foreground">
          Controleer je verbinding en probeer het opnieuw.
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Opnieuw proberen
        </Button>
      </div>
    </main>
  );
}
