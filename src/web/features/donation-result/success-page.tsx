import type { ConfirmationResult } from "@shared/schemas/donation";
import { formatCents } from "@shared/money";
import { paths } from "@shared/paths";
import { site } from "@shared/site";
import {
  CheckCircle2Icon,
  ClockIcon,
  LoaderCircleIcon,
  MailCheckIcon,
  XCircleIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PayFirstMonthButton } from "@web/components/form/pay-first-month";
import { Button } from "@web/components/ui/button";
import { ApiError, api } from "@web/lib/api-client";
import { forgetDonation, recall, ZAKAAT_CONTEXT_KEY } from "@web/lib/donation-storage";
import { Result } from "@web/components/content/result-card";

const receiptWord = (zakaat: boolean) => (zakaat ? "zakaatbewijs" : "donatiebewijs");

type State = "idle" | "loading" | "sent" | "pending" | "unpaid" | "failed" | "unknown";

/** The gift the confirmation is about, once the API has answered. */
interface Gift {
  monthly: boolean;
  amountCents: number;
}

// A provider's webhook can come a moment after the donor is back: ask a few more times.
const POLLS = 5;
const POLL_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /donation-success: asks the API to send the receipt once; zakaat
 * wording when a zakaat context is in browser storage; the three storage keys are
 * removed after the attempt; nothing happens without session_id.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const [zakaat, setZakaat] = useState(false);
  const [state, setState] = useState<State>("idle");
  const [gift, setGift] = useState<Gift | null>(null);

  useEffect(() => {
    const context = recall<{ donationId?: string }>(ZAKAAT_CONTEXT_KEY);
    // A context left behind by an earlier zakat payment does not belong to this donation.
    const isZakaat = Boolean(context && (!context.donationId || context.donationId === sessionId));
    setZakaat(isZakaat);
    if (!sessionId) return;
    let stopped = false;
    setState("loading");
    (async () => {
      try {
        const ask = () =>
          api.post<ConfirmationResult>("/api/donations/confirmation", { sessionId });
        let result = await ask();
        for (let i = 0; i < POLLS && result.status === "pending" && !stopped; i++) {
          await wait(POLL_MS);
          result = await ask();
        }
        if (stopped) return;
        setGift({ monthly: result.kind === "monthly", amountCents: result.amountCents });
        if (result.emailSent) {
          setState("sent");
          toast.success("Email verzonden!", {
            // The same word as the page: a zakaat payment gets a zakaatbewijs.
            description: `U ontvangt binnen enkele minuten een bevestigingsmail met uw ${receiptWord(isZakaat)}.`,
          });
        } else {
          setState(result.status === "pending" ? "pending" : "unpaid");
        }
      } catch (error) {
        if (stopped) return;
        // No donation by that id (a link cut short): nothing was processed, so say so.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState("unknown");
          return;
        }
        setState("failed");
        toast.error("Let op", {
          description:
            "Uw donatie is succesvol verwerkt, maar er ging iets mis bij het versturen van de bevestigingsmail. Neem contact met ons op als u de mail niet ontvangt.",
        });
      } finally {
        if (!stopped) forgetDonation();
      }
    })();
    return () => {
      stopped = true;
    };
  }, [sessionId]);

  if (state === "unpaid" && gift?.monthly && sessionId) {
    // A monthly sign-up's first month: the sign-up is kept, and only the payment is made again.
    return (
      <Result
        icon={<XCircleIcon className="size-14 text-urgent" aria-hidden="true" />}
        title="De betaling is niet gelukt"
      >
        <p>
          Er is niets afgeschreven. Uw aanmelding als maandelijkse donateur is bewaard: betaal de
          eerste maand opnieuw om uw gift te starten.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <PayFirstMonthButton url="/api/monthly-donors/first-payment" body={{ sessionId }}>
            Opnieuw betalen
          </PayFirstMonthButton>
          <Button asChild variant="outline">
            <Link to={paths.home}>Naar de homepagina</Link>
          </Button>
        </div>
      </Result>
    );
  }
  if (state === "unknown") {
    return (
      <Result
        icon={<XCircleIcon className="size-14 text-muted-foreground" aria-hidden="true" />}
        title="Donatie niet gevonden"
      >
        <p>
          Wij kunnen bij deze link geen donatie vinden; misschien is de link niet helemaal
          overgenomen. Heeft u betaald? Dan ontvangt u de bevestigingsmail zodra wij uw betaling
          hebben ontvangen. Neem anders{" "}
          <Link to={paths.contact} className="text-primary underline">
            contact
          </Link>{" "}
          met ons op.
        </p>
        <Actions />
      </Result>
    );
  }
  if (state === "unpaid") {
    return (
      <Result
        icon={<XCircleIcon className="size-14 text-urgent" aria-hidden="true" />}
        title="De betaling is niet gelukt"
      >
        <p>Er is niets afgeschreven. U kunt het opnieuw proberen.</p>
        <Actions />
      </Result>
    );
  }
  return (
    <Result
      icon={<CheckCircle2Icon className="size-14 text-primary" aria-hidden="true" />}
      title={zakaat ? "Barakallahu feeki" : "Bedankt voor uw donatie!"}
    >
      <p>
        {zakaat
          ? "Moge Allah uw zakaat aanvaarden. Uw zakaat helpt mensen in nood; u ontvangt uw zakaatbewijs per e-mail."
          : "Dankzij uw gift kunnen wij mensen helpen die getroffen zijn door oorlog en natuurrampen."}
      </p>
      {zakaat ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {`${site.name} is door de Belastingdienst erkend als ANBI (RSIN ${site.registration.rsin}). Dit nummer staat ook op uw zakaatbewijs.`}
        </p>
      ) : null}
      <Status state={state} zakaat={zakaat} gift={gift} />
      <Actions />
    </Result>
  );
}

/** What was given, as the donor chose it: "Uw gift van € 25,00". */
function given({ monthly, amountCents }: Gift, zakaat: boolean): string {
  const what = zakaat ? "zakaat" : monthly ? "eerste maandelijkse gift" : "gift";
  return `Uw ${what} van ${formatCents(amountCents)}`;
}

function Status({ state, zakaat, gift }: { state: State; zakaat: boolean; gift: Gift | null }) {
  const box = "mt-6 flex items-start gap-3 rounded-card p-4 text-left";
  if (state === "loading") {
    return (
      <p className={`${box} bg-muted`} role="status">
        <LoaderCircleIcon
          className="mt-0.5 size-5 shrink-0 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        />
        Bezig met het versturen van uw bevestigingsmail...
      </p>
    );
  }
  if (state === "sent") {
    return (
      <p className={`${box} bg-secondary text-secondary-foreground`} role="status">
        <MailCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          {gift ? (
            <strong className="block font-semibold">{`${given(gift, zakaat)} is ontvangen.`}</strong>
          ) : null}
          {`U ontvangt binnen enkele minuten een bevestigingsmail met uw ${receiptWord(zakaat)}.`}
        </span>
      </p>
    );
  }
  if (state === "pending") {
    return (
      <p className={`${box} bg-muted text-foreground`} role="status">
        <ClockIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Uw betaling wordt nog verwerkt. Zodra wij de betaling hebben ontvangen, sturen wij u een
        bevestigingsmail.
      </p>
    );
  }
  return null;
}

function Actions() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={paths.home}>Naar de homepagina</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.donate}>Nog een donatie doen</Link>
      </Button>
    </div>
  );
}
