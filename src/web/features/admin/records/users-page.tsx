import { toast } from "sonner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { api } from "@web/lib/api-client";
import { type ActionResult, adminAction, useAdminAction } from "@web/lib/admin/actions";
import { DataTable } from "@web/components/ui/table";
import { createdColumn } from "../format";
import { PageHeader } from "../page-header";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";

interface User {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
}

/** The page's clientLoader (React Router), used by its route module. */
export const usersLoader = adminLoader<{ users: User[] }>(() => "/api/admin/users");

type AdminChange = { id: string; email: string; admin: boolean; self: boolean };

/** The page's clientAction: grant or revoke admin rights. */
export const usersAction = adminAction({
  setAdmin: {
    run: async ({ id, admin, self }: AdminChange) => {
      if (admin) await api.put(`/api/admin/users/${id}/admin`);
      else await api.delete(`/api/admin/users/${id}/admin`);
      return { left: !admin && self };
    },
    done: ({ left }: { left: boolean }, { email, admin }: AdminChange) => {
      toast.success(admin ? `${email} is nu beheerder` : `${email} is geen beheerder meer`);
      // Revoking one's own rights leaves the admin area for the site's home page.
      if (left) window.location.assign("/");
    },
    failed: {
      title: "Kon rechten niet wijzigen",
      description: "Probeer het opnieuw.",
      useServerMessage: true,
    },
  },
});

/** After revoking one's own rights the page is left: its data is not loaded again. */
export function usersShouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  const outcome = actionResult as ActionResult<{ left: boolean }> | undefined;
  return outcome?.ok && outcome.result.left ? false : defaultShouldRevalidate;
}

/** Gebruikers: who has an account; grant or revoke admin (never the last admin). */
export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const state = useAdminData<{ users: User[] }>();
  const action = useAdminAction();
  const setAdmin = (user: User, admin: boolean) =>
    void action.submit("setAdmin", {
      id: user.id,
      email: user.email,
      admin,
      self: user.id === currentUserId,
    });

  return (
    <>
      <PageHeader
        title="Gebruikers"
        description="Nieuwe accounts hebben geen beheerrechten tot een beheerder die toekent. Er blijft altijd minstens één beheerder."
      />
      <Loaded state={state}>
        {({ users }) => (
          <DataTable
            caption="Gebruikers"
            rows={users}
            rowKey={(u) => u.id}
            columns={[
              {
                header: "E-mailadres",
                cell: (u) => (
                  <span className="font-medium">
                    {u.email}
                    {u.id === currentUserId ? (
                      <span className="text-muted-foreground"> (jij)</span>
                    ) : null}
                  </span>
                ),
              },
              createdColumn("Geregistreerd"),
              {
                header: "Rol",
                cell: (u) =>
                  u.isAdmin ? (
                    <Badge>Beheerder</Badge>
                  ) : (
                    <Badge variant="outline">Geen rechten</Badge>
                  ),
              },
              {
                header: "Actie",
                cell: (u) =>
                  u.isAdmin ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={action.pending}
                      onClick={() => setAdmin(u, false)}
                    >
                      Rechten intrekken<span className="sr-only">: {u.email}</span>
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={action.pending}
                      onClick={() => setAdmin(u, true)}
                    >
                      Maak beheerder<span className="sr-only">: {u.email}</span>
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}
