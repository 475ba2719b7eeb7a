import { formatCents } from "@shared/money";
import {
  type DonationReport,
  donationFilterQuery,
  donationKindLabels,
  donationStatusLabels,
} from "@shared/schemas/donation-report";
import { DownloadIcon, HandCoinsIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button";
import { DataTable } from "@web/components/ui/table";
import { formatDateTime } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import { DonationFilters, type FilterValues } from "./donation-filters";
import { WeeklyChart } from "./weekly-chart";

const statusVariant: Partial<Record<string, "default" | "secondary">> = {
  paid: "default",
  pending: "secondary",
};

/** The filter in the page's address. */
function filterOf(params: URLSearchParams): FilterValues {
  return {
    kind: params.get("kind") ?? "",
    destination: params.get("destination") ?? "",
    status: params.get("status") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
}

/** The page's clientLoader (React Router), used by its route module. */
export const donationsLoader = adminLoader<DonationReport>(
  (search) => `/api/admin/donations${donationFilterQuery(filterOf(search))}`,
);

/** Donaties: filters, totals, a weekly chart, the list and the CSV export. */
export function DonationsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const query = donationFilterQuery(filter);
  const state = useAdminData<DonationReport>();

  return (
    <>
      <PageHeader
        title="Donaties"
        description="Alle donaties, te filteren op soort, bestemming, status en periode."
        actions={
          <a
            href={`/api/admin/donations/export.csv${query}`}
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <DownloadIcon aria-hidden="true" /> CSV downloaden
          </a>
        }
      />
      <DonationFilters
        key={query}
        value={filter}
        onApply={(next) => setParams(new URLSearchParams(donationFilterQuery(next).slice(1)))}
      />
      <div className="mt-6">
        <Loaded state={state}>
          {(report) => (
            <div className="space-y-6">
              <dl className="grid gap-3 sm:grid-cols-3">
                <Total
                  label="Betaald"
                  value={formatCents(report.totals.paidAmountCents)}
                  note={`${report.totals.paidCount} betaalde ${report.totals.paidCount === 1 ? "donatie" : "donaties"}`}
                />
                <UnpaidTotals totals={report.totals.otherStatuses} />
                <Total
                  label="Aantal donaties (alle statussen)"
                  value={String(report.totals.count)}
                />
              </dl>
              {report.totals.count === 0 ? (
                <EmptyState icon={HandCoinsIcon} title="Geen donaties gevonden">
                  {query === ""
                    ? "Zodra iemand doneert, verschijnt de donatie hier."
                    : "Er zijn geen donaties die aan deze filters voldoen."}
                </EmptyState>
              ) : (
                <>
                  <WeeklyChart weeks={report.weeks} />
                  <DataTable
                    caption="Donaties"
                    rows={report.donations}
                    rowKey={(d) => d.id}
                    columns={[
                      {
                        header: "Datum",
                        // The day it counts for: paid, or else started.
                        cell: (d) => formatDateTime(d.paidAt ?? d.createdAt),
                        className: "whitespace-nowrap",
                      },
                      { header: "Soort", cell: (d) => donationKindLabels[d.kind] },
                      { header: "Omschrijving", cell: (d) => d.purpose },
                      {
                        header: "Donateur",
                        cell: (d) => (
                          <DonorCell name={d.name} company={d.companyName} email={d.email} />
                        ),
                      },
                      {
                        header: "Status",
                        cell: (d) => (
                          <Badge variant={statusVariant[d.status] ?? "outline"}>
                            {donationStatusLabels[d.status]}
                          </Badge>
                        ),
                      },
                      { header: "Bedrag", align: "right", cell: (d) => formatCents(d.amountCents) },
                    ]}
                  />
                  {report.truncated ? (
                    <p className="text-sm text-muted-foreground">
                      De lijst toont de nieuwste 500 donaties; de CSV bevat ze allemaal.
                    </p>
                  ) : null}
                </>
              )}
            </div>
          )}
        </Loaded>
      </div>
    </>
  );
}

function Total({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-card border bg-card p-4 shadow-sm shadow-black/5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="text-sm text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/**
 * Money not (or not yet) received, per status: shown beside the paid total, never added
 * to it.
 */
function UnpaidTotals({ totals }: { totals: DonationReport["totals"]["otherStatuses"] }) {
  return (
    <div className="rounded-card border bg-card p-4 shadow-sm shadow-black/5">
      <dt className="text-sm text-muted-foreground">Niet betaald (niet in het totaal)</dt>
      <dd className="mt-1">
        {totals.length === 0 ? (
          <p className="text-sm text-muted-foreground">Geen</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {totals.map((t) => (
              <li key={t.status} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span>
                  {donationStatusLabels[t.status]}{" "}
                  <span className="text-muted-foreground">({t.count})</span>
                </span>
                <span className="font-semibold tabular-nums">{formatCents(t.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/** A company donation shows the company first, then the person who paid for it. */
function DonorCell({
  name,
  company,
  email,
}: {
  name: string;
  company: string | null;
  email: string;
}) {
  return (
    <div className="min-w-40">
      {company ? <p className="font-medium">{company}</p> : null}
      {name && name !== company ? (
        <p className={company ? "text-muted-foreground" : "font-medium"}>{name}</p>
      ) : null}
      <p className="text-muted-foreground">{email}</p>
    </div>
  );
}
