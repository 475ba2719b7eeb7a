import {
  SUBSCRIBER_LIST_LIMIT,
  SUBSCRIBER_TOASTS,
  type SubscriberDto,
  type SubscriberList,
} from "@shared/schemas/subscriber";
import { FileUpIcon, HandCoinsIcon, SearchIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Input } from "@web/components/ui/input";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { adminLoader, useAdminData } from "@web/lib/admin/data";
import { api, messageOf } from "@web/lib/api-client";
import { AddSubscriberDialog, addSubscriberIntent, warnBlocked } from "./add-subscriber-dialog";
import { CsvImportDialog, csvImportIntent } from "./csv-import-dialog";
import { SubscriberTable } from "./subscriber-table";
import { useLiveSubscribers } from "./use-live-subscribers";

/** The page's clientLoader (React Router): the newest subscribers matching `?search=`. */
export const subscribersLoader = adminLoader<SubscriberList>((params) => {
  const search = params.get("search")?.trim();
  return `/api/admin/subscribers${search ? `?search=${encodeURIComponent(search)}` : ""}`;
});

const tryAgain = (e: unknown) => ({ description: messageOf(e, "Probeer het opnieuw.") });

/** The page's clientAction: add, import (donors or a CSV file), (un)subscribe, lift a block. */
export const subscribersAction = adminAction({
  add: addSubscriberIntent,
  importCsv: csvImportIntent,
  importDonors: {
    run: () => api.post<{ imported: number }>("/api/admin/subscribers/import-donors"),
    done: ({ imported }: { imported: number }) =>
      toast.success("Donateurs geïmporteerd", {
        description: imported === 1 ? "1 nieuwe abonnee." : `${imported} nieuwe abonnees.`,
      }),
    failed: (e: unknown) => toast.error(SUBSCRIBER_TOASTS.donorsFailed, tryAgain(e)),
  },
  // The mail server refused the address once; the admin knows it works again.
  liftSuppression: {
    run: ({ id }: { id: string; email: string }) =>
      api.delete(`/api/admin/subscribers/${id}/suppression`),
    done: (_: unknown, { email }: { id: string; email: string }) =>
      toast.success("Blokkade opgeheven", {
        description: `${email} krijgt de volgende nieuwsbrief weer.`,
      }),
    failed: (e: unknown) => toast.error("Kon blokkade niet opheffen", tryAgain(e)),
  },
  setSubscribed: {
    run: ({ id, subscribed }: { id: string; email: string; subscribed: boolean }) =>
      api.patch<{ subscriber: SubscriberDto }>(`/api/admin/subscribers/${id}`, { subscribed }),
    done: (
      { subscriber }: { subscriber: SubscriberDto },
      { email, subscribed }: { email: string; subscribed: boolean },
    ) =>
      subscribed && subscriber.suppressed
        ? warnBlocked("Opnieuw aangemeld, maar geblokkeerd", email, subscriber.suppressed)
        : toast.success(subscribed ? "Opnieuw aangemeld" : "Afgemeld", { description: email }),
    failed: (e: unknown) => toast.error("Kon abonnee niet wijzigen", tryAgain(e)),
  },
});

/** Abonnees: newest first, search, counts, live updates and the imports. */
export function SubscribersManager() {
  const { data, reload } = useAdminData<SubscriberList>();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const [dialog, setDialog] = useState<"add" | "csv" | null>(null);
  const action = useAdminAction();

  // The search is the page's address: each change (after a pause in typing) is a
  // navigation, whose loader React Router aborts when a newer one replaces it.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = search.trim();
      if (next === (params.get("search") ?? "")) return;
      setParams(next ? { search: next } : {}, { replace: true, preventScrollReset: true });
    }, 250);
    return () => clearTimeout(timer);
  }, [search, params, setParams]);
  useLiveSubscribers(() => void reload());

  const setSubscribed = (s: SubscriberDto, subscribed: boolean) =>
    void action.submit("setSubscribed", { id: s.id, email: s.email, subscribed });
  const liftSuppression = (s: SubscriberDto) =>
    void action.submit("liftSuppression", { id: s.id, email: s.email });

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button onClick={() => setDialog("add")}>
          <UserPlusIcon aria-hidden="true" /> Abonnee toevoegen
        </Button>
        <Button variant="outline" onClick={() => setDialog("csv")}>
          <FileUpIcon aria-hidden="true" /> CSV importeren
        </Button>
        <Button
          variant="outline"
          disabled={action.pending}
          onClick={() => void action.submit("importDonors")}
        >
          <HandCoinsIcon aria-hidden="true" /> Donateurs importeren
        </Button>
      </div>
      <dl className="mb-4 grid grid-cols-3 gap-2 sm:max-w-lg" aria-label="Aantallen">
        {[
          ["Totaal", data.counts.total],
          ["Aangemeld", data.counts.subscribed],
          ["Afgemeld", data.counts.unsubscribed],
        ].map(([label, n]) => (
          <div key={label} className="rounded-card border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      <label htmlFor="subscriber-search" className="mb-1 block text-sm font-medium">
        Zoek op e-mail of naam
      </label>
      <div className="relative mb-4 max-w-md">
        <SearchIcon
          className="pointer-events-none absolute top-3 left-3 size-5 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="subscriber-search"
          placeholder="Bijvoorbeeld naam@example.nl"
          className="pl-10"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {data.subscribers.length === 0 ? (
        params.get("search") ? (
          <EmptyState icon={SearchIcon} title="Geen abonnees gevonden">
            Geen abonnee heeft een e-mailadres of naam met deze zoekterm.
          </EmptyState>
        ) : (
          <EmptyState icon={UsersIcon} title="Nog geen abonnees">
            Voeg er een toe of importeer een CSV-bestand. Wie zich op de site aanmeldt, staat hier
            ook.
          </EmptyState>
        )
      ) : (
        <SubscriberTable
          subscribers={data.subscribers}
          onToggle={setSubscribed}
          onLift={liftSuppression}
        />
      )}
      {data.matching > data.subscribers.length ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {`De nieuwste ${SUBSCRIBER_LIST_LIMIT} van ${data.matching}; zoek om anderen te vinden.`}
        </p>
      ) : null}
      <AddSubscriberDialog open={dialog === "add"} onClose={() => setDialog(null)} />
      <CsvImportDialog open={dialog === "csv"} onClose={() => setDialog(null)} />
    </>
  );
}
