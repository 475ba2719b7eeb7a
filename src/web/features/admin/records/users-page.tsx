import { toast } from "sonner";
import { toastFailure } from "@web/components/form/toasts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { api } from "@web/lib/api-client";
import { DataTable } from "../data-table";
import { formatDateTime } from "../format";
import { PageHeader } from "../page-header";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "../use-admin-data";

interface User {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
}

/** The page's clientLoader (React Router), used by its route module. */
export const usersLoader = adminLoader<{ users: User[] }>(() => "/api/admin/users");

/** Gebruikers: who has an account; grant or revoke admin (never the last admin). */
export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const state = useAdminData<{ users: User[] }>();

  async function setAdmin(user: User, admin: boolean) {
    try {
      if (admin) await api.put(`/api/admin/users/${user.id}/admin`);
      else await api.delete(`/api/admin/users/${user.id}/admin`);
      toast.success(
        admin ? `${user.email} is nu beheerder` : `${user.email} is geen beheerder meer`,
      );
      if (!admin && user.id === currentUserId) window.location.assign("/");
      else await state.reload();
    } catch (error) {
      toastFailure(error, {
        title: "Kon rechten niet wijzigen",
        description: "Probeer het opnieuw.",
        useServerMessage: true,
      });
    }
  }

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
              {
                header: "Geregistreerd",
                cell: (u) => formatDateTime(u.createdAt),
                className: "whitespace-nowrap",
              },
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
                    <Button size="sm" variant="ghost" onClick={() => setAdmin(u, false)}>
                      Rechten intrekken<span className="sr-only">: {u.email}</span>
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => setAdmin(u, true)}>
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
