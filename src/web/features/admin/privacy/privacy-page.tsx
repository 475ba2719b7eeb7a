import type { PrivacyErasure, PrivacyOverview } from "@shared/schemas/privacy";
import { DownloadIcon, SearchIcon, ShieldCheckIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { useAdminData } from "@web/lib/admin/data";
import { ApiError, api } from "@web/lib/api-client";
import { formatDateTime } from "../format";
import { PageHeader } from "../page-header";
import { EmptyState } from "@web/components/ui/empty-state";
import { Loaded } from "../states";
import { EraseDialog } from "./erase-dialog";

interface PageData {
  email: string;
  overview: PrivacyOverview | null;
  /** The server's Dutch message when the address is not one. */
  invalid: string | null;
}

/** The page's clientLoader: what the site holds of the searched address (`?email=`). */
export async function privacyLoader({ request }: { request: Request }): Promise<PageData> {
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  if (!email) return { email, overview: null, invalid: null };
  try {
    const overview = await api.get<PrivacyOverview>(
      `/api/admin/privacy?email=${encodeURIComponent(email)}`,
      { signal: request.signal },
    );
    return { email, overview, invalid: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { email, overview: null, invalid: error.message };
    }
    throw error;
  }
}

const erasedCount = (result: PrivacyErasure) =>
  Object.values(result.counts).reduce((sum, c) => sum + c.deleted + c.anonymised, 0);

/** The page's clientAction: erase the address (after the confirmation dialog). */
export const privacyAction = adminAction({
  erase: {
    run: ({ email }: { email: string }) =>
      api.post<PrivacyErasure>("/api/admin/privacy/erase", { email }),
    done: (result: PrivacyErasure) =>
      toast.success("Gegevens gewist", {
        description: `${erasedCount(result)} gegevens verwijderd of ontdaan van persoonsgegevens. Het verzoek staat in het logboek.`,
      }),
    failed: {
      title: "Kon gegevens niet wissen",
      description: "Probeer het opnieuw.",
      useServerMessage: true,
    },
  },
});

/**
 * Persoonsgegevens: privacy requests (AVG). Search an address, see every record that
 * holds it, download all of it as JSON (right of access) or erase it (right to erasure).
 */
export function PrivacyPage() {
  const state = useAdminData<PageData>();
  const [confirming, setConfirming] = useState(false);
  const action = useAdminAction(() => setConfirming(false));
  return (
    <>
      <PageHeader
        title="Persoonsgegevens"
        description="Verzoeken om inzage of verwijdering (AVG): zoek een e-mailadres, download alles wat de site ervan bewaart, of wis het."
      />
      <Loaded state={state}>
        {({ email, overview, invalid }) => (
          <>
            {/* noValidate: the site's own Dutch message for a wrong address, not the browser's. */}
            <Form
              method="get"
              role="search"
              noValidate
              className="mb-6 flex flex-wrap items-end gap-3"
            >
              <div className="grid gap-1.5">
                <Label htmlFor="privacy-email">E-mailadres</Label>
                <Input
                  id="privacy-email"
                  name="email"
                  type="email"
                  defaultValue={email}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={invalid ? "privacy-email-error" : undefined}
                  className="w-72 max-w-full"
                />
              </div>
              <Button type="submit" variant="outline" size="md">
                <SearchIcon aria-hidden="true" /> Zoeken
              </Button>
              {invalid ? (
                <p id="privacy-email-error" className="basis-full text-sm text-destructive">
                  {invalid}
                </p>
              ) : null}
            </Form>
            {overview ? (
              <Results
                overview={overview}
                pending={action.pending}
                onErase={() => setConfirming(true)}
              />
            ) : null}
            <EraseDialog
              overview={confirming ? overview : null}
              pending={action.pending}
              onClose={() => setConfirming(false)}
              onConfirm={() => void action.submit("erase", { email: overview?.email })}
            />
          </>
        )}
      </Loaded>
    </>
  );
}

function Results({
  overview,
  pending,
  onErase,
}: {
  overview: PrivacyOverview;
  pending: boolean;
  onErase: () => void;
}) {
  const found = overview.tables.filter((t) => t.records.length > 0);
  const total = found.reduce((sum, t) => sum + t.records.length, 0);
  if (total === 0) {
    return (
      <EmptyState icon={ShieldCheckIcon} title="Geen gegevens gevonden">
        De site bewaart niets onder {overview.email}.
      </EmptyState>
    );
  }
  const query = `email=${encodeURIComponent(overview.email)}`;
  return (
    <section aria-labelledby="privacy-results">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="privacy-results" className="mr-auto text-lg font-semibold">
          {total} {total === 1 ? "gegeven" : "gegevens"} van {overview.email}
        </h2>
        <Button asChild variant="outline" size="md">
          <a href={`/api/admin/privacy/export?${query}`} download>
            <DownloadIcon aria-hidden="true" /> Downloaden (JSON)
          </a>
        </Button>
        <Button variant="urgent" size="md" disabled={pending} onClick={onErase}>
          <Trash2Icon aria-hidden="true" /> Gegevens wissen
        </Button>
      </div>
      <div className="grid gap-4">
        {found.map((table) => (
          <Card key={table.table} className="p-4">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold">
              {table.label} <Badge variant="secondary">{table.records.length}</Badge>
            </h3>
            {table.erasureNote ? (
              <p className="mt-1 text-sm text-muted-foreground">{table.erasureNote}</p>
            ) : null}
            <ul className="mt-3 grid gap-1 text-sm">
              {table.records.map((record) => (
                <li key={record.id} className="flex flex-wrap gap-x-3">
                  <span className="whitespace-nowrap text-muted-foreground">
                    {formatDateTime(record.createdAt)}
                  </span>
                  <span className="min-w-0 break-words">{record.summary}</span>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
