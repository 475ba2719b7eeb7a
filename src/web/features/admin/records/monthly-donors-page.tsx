import { formatCents } from "@shared/money";
import { RepeatIcon } from "lucide-react";
import { DataTable } from "@web/components/ui/table";
import { createdColumn } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState, Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";

interface MonthlyDonor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  iban: string;
  amountCents: number;
  message: string | null;
  createdAt: string;
}

/** The page's clientLoader (React Router), used by its route module. */
export const monthlyDonorsLoader = adminLoader<{ monthlyDonors: MonthlyDonor[] }>(
  () => "/api/admin/monthly-donors",
);

/** Maanddonateurs: sign-ups for a monthly gift, the IBAN masked by the server. */
export function MonthlyDonorsPage() {
  const state = useAdminData<{ monthlyDonors: MonthlyDonor[] }>();
  return (
    <>
      <PageHeader
        title="Maanddonateurs"
        description="Aanmeldingen voor een maandelijkse gift. Het IBAN is gemaskeerd; het volledige nummer staat in de aanmeldingsmail."
      />
      <Loaded state={state}>
        {({ monthlyDonors }) => (
          <DataTable
            empty={
              <EmptyState icon={RepeatIcon} title="Nog geen maanddonateurs">
                Aanmeldingen via het formulier voor maandelijkse donaties verschijnen hier.
              </EmptyState>
            }
            caption="Maanddonateurs"
            rows={monthlyDonors}
            rowKey={(d) => d.id}
            columns={[
              createdColumn("Aangemeld"),
              {
                header: "Naam",
                cell: (d) => (
                  <div className="min-w-36">
                    <p className="font-medium">{`${d.firstName} ${d.lastName}`}</p>
                    {d.companyName ? (
                      <p className="text-muted-foreground">{d.companyName}</p>
                    ) : null}
                  </div>
                ),
              },
              { header: "Contact", cell: (d) => <Contact email={d.email} phone={d.phone} /> },
              {
                header: "IBAN",
                cell: (d) => <span className="font-mono whitespace-nowrap">{d.iban}</span>,
              },
              { header: "Per maand", align: "right", cell: (d) => formatCents(d.amountCents) },
              { header: "Bericht", cell: (d) => d.message ?? "–" },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}

export function Contact({ email, phone }: { email: string; phone: string | null }) {
  return (
    <div className="min-w-40">
      <a href={`mailto:${email}`} className="text-primary underline-offset-2 hover:underline">
        {email}
      </a>
      {phone ? <p className="text-muted-foreground">{phone}</p> : null}
    </div>
  );
}
