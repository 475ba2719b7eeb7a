import { HandHeartIcon } from "lucide-react";
import { DataTable } from "@web/components/ui/table";
import { createdColumn } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import { Contact } from "./monthly-donors-page";

interface Volunteer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  motivation: string;
  experience: string | null;
  network: string | null;
  createdAt: string;
}

/** The page's clientLoader (React Router), used by its route module. */
export const volunteersLoader = adminLoader<{ volunteers: Volunteer[] }>(
  () => "/api/admin/volunteers",
);

/** Vrijwilligers: applications from the volunteer form. */
export function VolunteersPage() {
  const state = useAdminData<{ volunteers: Volunteer[] }>();
  return (
    <>
      <PageHeader
        title="Vrijwilligers"
        description="Aanmeldingen via het vrijwilligersformulier."
      />
      <Loaded state={state}>
        {({ volunteers }) => (
          <DataTable
            empty={
              <EmptyState icon={HandHeartIcon} title="Nog geen aanmeldingen">
                Wie zich aanmeldt als vrijwilliger of drager, verschijnt hier met motivatie en
                ervaring.
              </EmptyState>
            }
            caption="Vrijwilligers"
            rows={volunteers}
            rowKey={(v) => v.id}
            columns={[
              createdColumn("Aangemeld"),
              {
                header: "Naam",
                cell: (v) => (
                  <div className="min-w-32">
                    <p className="font-medium">{v.name}</p>
                    {v.organization ? (
                      <p className="text-muted-foreground">{v.organization}</p>
                    ) : null}
                  </div>
                ),
              },
              { header: "Contact", cell: (v) => <Contact email={v.email} phone={v.phone} /> },
              {
                header: "Motivatie",
                cell: (v) => <p className="min-w-56 whitespace-pre-line">{v.motivation}</p>,
              },
              { header: "Ervaring", cell: (v) => v.experience ?? "–" },
              { header: "Netwerk", cell: (v) => v.network ?? "–" },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}
