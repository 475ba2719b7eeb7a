import {
  SUBSCRIBER_LIST_LIMIT,
  SUBSCRIBER_TOASTS,
  type SubscriberDto,
  type SubscriberList,
} from "@shared/schemas/subscriber";
import { FileUpIcon, HandCoinsIcon, SearchIcon, UserPlusIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { api, isAborted, messageOf } from "@web/lib/api-client";
import { AddSubscriberDialog } from "./add-subscriber-dialog";
import { CsvImportDialog } from "./csv-import-dialog";
import { SubscriberTable } from "./subscriber-table";
import { useLiveSubscribers } from "./use-live-subscribers";

/** Abonnees (spec 02 §2): newest first, search, counts, live updates and the imports. */
export function SubscribersManager() {
  const [search, setSearch] = useState("");
  const [data, setData] = useState<SubscriberList | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<"add" | "csv" | null>(null);

  const load = useCallback(async () => {
    try {
      const q = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : "";
      // A newer search (or live update) aborts this one: an older answer never lands last.
      setData(
        await api.get<SubscriberList>(`/api/admin/subscribers${q}`, { replaces: "subscribers" }),
      );
      setFailed(false);
    } catch (error) {
      if (isAborted(error)) return;
      setFailed(true);
    }
  }, [search]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);
  useLiveSubscribers(() => void load());

  async function importDonors() {
    try {
      const { imported } = await api.post<{ imported: number }>(
        "/api/admin/subscribers/import-donors",
      );
      toast.success("Donateurs geïmporteerd", { description: `${imported} nieuwe abonnees.` });
    } catch (e) {
      toast.error(SUBSCRIBER_TOASTS.donorsFailed, {
        description: messageOf(e, "Probeer het opnieuw."),
      });
    }
  }

  /** The mail server refused the address once; the admin knows it works again. */
  async function liftSuppression(s: SubscriberDto) {
    try {
      await api.delete(`/api/admin/subscribers/${s.id}/suppression`);
      toast.success("Blokkade opgeheven", {
        description: `${s.email} krijgt de volgende nieuwsbrief weer.`,
      });
      await load();
    } catch (e) {
      toast.error("Kon blokkade niet opheffen", {
        description: messageOf(e, "Probeer het opnieuw."),
      });
    }
  }

  async function setSubscribed(s: SubscriberDto, subscribed: boolean) {
    try {
      await api.patch(`/api/admin/subscribers/${s.id}`, { subscribed });
      toast.success(subscribed ? "Opnieuw aangemeld" : "Afgemeld", { description: s.email });
    } catch (e) {
      toast.error("Kon abonnee niet wijzigen", {
        description: messageOf(e, "Probeer het opnieuw."),
      });
    }
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button onClick={() => setDialog("add")}>
          <UserPlusIcon aria-hidden="true" /> Abonnee toevoegen
        </Button>
        <Button variant="outline" onClick={() => setDialog("csv")}>
          <FileUpIcon aria-hidden="true" /> CSV importeren
        </Button>
        <Button variant="outline" onClick={() => void importDonors()}>
          <HandCoinsIcon aria-hidden="true" /> Donateurs importeren
        </Button>
      </div>
      {data ? (
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
      ) : null}
      <div className="relative mb-4 max-w-md">
        <SearchIcon
          className="pointer-events-none absolute top-3 left-3 size-5 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          aria-label="Zoek op e-mail of naam"
          placeholder="Zoek op e-mail of naam"
          className="pl-10"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {failed ? (
        <p role="alert" className="font-medium text-destructive">
          Kon de abonnees niet laden.
        </p>
      ) : !data ? (
        <p role="status">Abonnees laden…</p>
      ) : data.subscribers.length === 0 ? (
        <p className="rounded-card border border-dashed bg-card p-8 text-center text-muted-foreground">
          {search
            ? "Geen abonnees gevonden."
            : "Nog geen abonnees. Voeg er een toe of importeer een CSV-bestand."}
        </p>
      ) : (
        <SubscriberTable
          subscribers={data.subscribers}
          onToggle={(s, on) => void setSubscribed(s, on)}
          onLift={(s) => void liftSuppression(s)}
        />
      )}
      {data && data.matching > data.subscribers.length ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {`De nieuwste ${SUBSCRIBER_LIST_LIMIT} van ${data.matching}; zoek om anderen te vinden.`}
        </p>
      ) : null}
      <AddSubscriberDialog open={dialog === "add"} onClose={() => setDialog(null)} />
      <CsvImportDialog open={dialog === "csv"} onClose={() => setDialog(null)} />
    </>
  );
}
