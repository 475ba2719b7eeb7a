import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { api } from "@web/lib/api-client";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
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

type AdminChange = { id: string; email: string; admin: boolean };

/** The page's clientAction: grant or revoke admin rights. */
export const usersAction = adminAction({
  setAdmin: {
    run: async ({ id, admin }: AdminChange) => {
      if (admin) await api.put(`/api/admin/users/${id}/admin`);
      else await api.delete(`/api/admin/users/${id}/admin`);
    },
    done: (_: unknown, { email, admin }: AdminChange) =>
      toast.success(admin ? `${email} is nu beheerder` : `${email} is geen beheerder meer`),
    failed: {
      title: "Kon rechten niet wijzigen",
      description: "Probeer het opnieuw.",
      useServerMessage: true,
    },
  },
});

/**
 * Gebruikers: who has an account; grant or revoke admin, each after a question. An admin
 * never revokes their own rights (the server refuses too), so the last admin keeps them.
 */
export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const state = useAdminData<{ users: User[] }>();
  const [asking, setAsking] = useState<{ user: User; admin: boolean } | null>(null);
  const action = useAdminAction();

  return (
    <>
      <PageHeader
        title="Gebruikers"
        description="Nieuwe accounts hebben geen beheerrechten tot een beheerder die toekent. Je eigen rechten kan alleen een andere beheerder intrekken."
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
                  u.id === currentUserId ? (
                    <span className="text-sm text-muted-foreground">Je eigen account</span>
                  ) : u.isAdmin ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={action.pending}
                      onClick={() => setAsking({ user: u, admin: false })}
                    >
                      Rechten intrekken<span className="sr-only">: {u.email}</span>
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={action.pending}
                      onClick={() => setAsking({ user: u, admin: true })}
                    >
                      Maak beheerder<span className="sr-only">: {u.email}</span>
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.admin === false ? "Rechten intrekken?" : "Beheerder maken?"}
        description={
          asking === null
            ? ""
            : asking.admin
              ? `${asking.user.email} krijgt toegang tot het hele beheer: giften, donateurs, nieuwsbrieven en gebruikers, en kan zelf beheerders maken.`
              : `${asking.user.email} heeft daarna geen toegang meer tot het beheer. Een beheerder kan de rechten later opnieuw geven.`
        }
        confirm={asking?.admin === false ? "Rechten intrekken" : "Maak beheerder"}
        urgent={asking?.admin === false}
        pending={action.pending}
        onConfirm={() => {
          if (asking) {
            const { user, admin } = asking;
            void action.submit("setAdmin", { id: user.id, email: user.email, admin });
          }
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
