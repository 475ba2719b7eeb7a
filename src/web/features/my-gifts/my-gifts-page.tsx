import type { MyGiftsOverview } from "@shared/schemas/my-gifts";
import { HandHeartIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ApiError, api, isAborted, messageOf, titleOf } from "@web/lib/api-client";
import { GiftsOverview } from "./gifts-overview";
import { LinkRequestForm } from "./link-request-form";
import type { GiftChange } from "./monthly-gift-card";

const API = "/api/mijn-giften";

const DONE: Record<string, string> = {
  pause: "Uw maandelijkse gift is gepauzeerd.",
  resume: "Uw maandelijkse gift loopt weer.",
  stop: "Uw maandelijkse gift is gestopt. Er wordt niets meer afgeschreven.",
  amount: "Het nieuwe bedrag geldt vanaf de volgende afschrijving.",
};

type View =
  | { kind: "checking" }
  | { kind: "signed-out" }
  | { kind: "in"; overview: MyGiftsOverview };

/**
 * /mijn-giften: without a session the donor asks for a link; the link (?email=&token=)
 * opens a session once, after which the address bar no longer holds it. Signed in, the
 * donor sees and manages their own gifts.
 */
export function MyGiftsPage() {
  const [view, setView] = useState<View>({ kind: "checking" });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams(window.location.search);
    const email = query.get("email");
    const token = query.get("token");
    async function start() {
      if (email && token) {
        // The token is used up now: keep it out of the history and of a later reload.
        window.history.replaceState(window.history.state, "", window.location.pathname);
        try {
          await api.post(`${API}/session`, { email, token });
        } catch (error) {
          setProblem(messageOf(error, "Deze link werkt niet meer."));
          setView({ kind: "signed-out" });
          return;
        }
      }
      try {
        const session = await api.get<{ email: string | null }>(`${API}/session`, {
          signal: controller.signal,
        });
        if (session.email === null) {
          setView({ kind: "signed-out" });
          return;
        }
        const overview = await api.get<MyGiftsOverview>(API, { signal: controller.signal });
        setView({ kind: "in", overview });
      } catch (error) {
        if (!isAborted(error)) setView({ kind: "signed-out" });
      }
    }
    void start();
    return () => controller.abort();
  }, []);

  /** A refused session (expired while the page was open) returns to the link form. */
  function failed(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      setProblem(error.message);
      setView({ kind: "signed-out" });
      return;
    }
    toast.error(titleOf(error) ?? "Fout", {
      description: messageOf(error, "Probeer het later opnieuw."),
    });
  }

  async function changeGift(id: string, change: GiftChange): Promise<boolean> {
    try {
      const overview = await api.post<MyGiftsOverview>(`${API}/monthly-gifts/${id}`, change);
      setView({ kind: "in", overview });
      toast.success("Gelukt", { description: DONE["action" in change ? change.action : "amount"] });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const newsletter = (subscribed: boolean) =>
    run(async () => {
      await api.put(`${API}/newsletter`, { subscribed });
      if (view.kind === "in")
        setView({
          kind: "in",
          overview: { ...view.overview, newsletter: subscribed ? "subscribed" : "off" },
        });
      toast.success(subscribed ? "Aangemeld voor de nieuwsbrief" : "Afgemeld voor de nieuwsbrief");
    });

  const signOut = () =>
    run(async () => {
      await api.delete(`${API}/session`);
      setProblem(null);
      setView({ kind: "signed-out" });
      toast.success("Uitgelogd", { description: "U bent uitgelogd van Mijn giften." });
    });

  return (
    <div className="page-container py-12 md:py-16">
      <div className="mx-auto max-w-4xl">
        <div className="flex items-center gap-3">
          <HandHeartIcon className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-3xl font-bold tracking-tight">Mijn giften</h1>
        </div>
        {view.kind === "in" ? (
          <div className="mt-8">
            <GiftsOverview
              overview={view.overview}
              busy={busy}
              onGiftChange={changeGift}
              onNewsletter={newsletter}
              onSignOut={signOut}
            />
          </div>
        ) : (
          <div className="mt-6 max-w-xl space-y-5 text-lg">
            <p>
              Bekijk uw giften, download uw kwitanties en jaaroverzichten en beheer uw maandelijkse
              gift. Vul het e-mailadres in waarmee u gaf: u ontvangt een link die één keer werkt en
              30 minuten geldig is.
            </p>
            {problem ? (
              <p role="alert" className="rounded-lg border border-destructive/40 bg-card p-4">
                {problem}
              </p>
            ) : null}
            <div className="rounded-card border bg-card p-6 shadow-sm shadow-black/5">
              <LinkRequestForm />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
