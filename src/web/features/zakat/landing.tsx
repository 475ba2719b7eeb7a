import {
  BookOpenIcon,
  CalculatorIcon,
  ClockIcon,
  EyeIcon,
  LockIcon,
  PlayIcon,
  ScaleIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { hasStoredDraft } from "./stored-draft";
import { StepsOverview } from "./steps-overview";

const INFO_CARDS = [
  {
    icon: ShieldCheckIcon,
    title: "Veilig en privé",
    text: "Uw gegevens blijven op uw eigen apparaat. Er gaat niets naar ons toe, tenzij u zelf besluit te betalen.",
  },
  {
    icon: CalculatorIcon,
    title: "Nauwkeurig",
    text: "Nisab op basis van goud of zilver, vaste wisselkoersen en het juiste tarief voor maan- of zonnejaar.",
  },
  {
    icon: EyeIcon,
    title: "Transparant",
    text: "U ziet elke regel van de berekening: per bezitting, de schulden, de nisab en het tarief.",
  },
];

const INFO_BLOCKS = [
  {
    icon: BookOpenIcon,
    title: "Fiqh-kader",
    text: "De calculator volgt de gangbare regels: zakaat is verschuldigd als uw netto vermogen een volledig maanjaar (hawl) boven de nisab ligt. Het tarief is 2,5% per maanjaar, of 2,577% als u per zonnejaar rekent. Goud telt altijd mee, zwakke vorderingen pas bij ontvangst, en verhuurd vastgoed is vrijgesteld maar de huur niet. Twijfelt u, raadpleeg dan een geleerde.",
  },
  {
    icon: LockIcon,
    title: "Privacy",
    text: "De berekening gebeurt in uw browser. Uw invoer wordt alleen op dit apparaat bewaard, zodat u later verder kunt. Kiest u ervoor uw zakaat via ons te betalen, dan sturen we alleen uw naam, contactgegevens en het bedrag.",
  },
  {
    icon: ScaleIcon,
    title: "Disclaimer",
    text: "Deze calculator is een hulpmiddel en geen belasting- of fiscaal advies. Aan de uitkomst kunnen geen rechten worden ontleend.",
  },
];

/** The /zakaat landing page, prerendered; Start opens the wizard. */
export function ZakatLanding({ onStart }: { onStart: () => void }) {
  // Read after hydration: the prerendered HTML cannot know this browser's storage.
  const [hasDraft, setHasDraft] = useState(false);
  useEffect(() => setHasDraft(hasStoredDraft()), []);

  return (
    <div className="pb-24">
      <section aria-labelledby="zakat-title" className="bg-zakat-soft">
        <div className="page-container max-w-4xl py-12 text-center sm:py-16">
          <Badge
            variant="outline"
            className="border-zakat/40 bg-card text-sm text-zakat-soft-foreground"
          >
            <ClockIcon aria-hidden="true" />
            Duurt ongeveer 2-3 minuten
          </Badge>
          <h1
            id="zakat-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Zakaatcalculator
          </h1>
          <p className="measure mx-auto mt-4 text-lg leading-relaxed text-zakat-soft-foreground">
            Bereken in vier stappen hoeveel zakaat u verschuldigd bent over uw vermogen: met de
            nisab, uw bezittingen en uw schulden, en een heldere uitleg bij elke regel.
          </p>
          <Button type="button" size="lg" wrap variant="zakat" className="mt-8" onClick={onStart}>
            <PlayIcon aria-hidden="true" />
            Start de berekening
          </Button>
          {hasDraft ? (
            <p className="mt-3 text-sm text-zakat-soft-foreground">
              Uw eerder ingevulde gegevens staan nog klaar.
            </p>
          ) : null}
        </div>
      </section>

      <div className="page-container max-w-5xl space-y-14 pt-12">
        <ul className="grid gap-4 md:grid-cols-3">
          {INFO_CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card border bg-card p-6 shadow-sm shadow-black/5">
              <Icon aria-hidden="true" className="size-8 text-zakat" />
              <h2 className="mt-3 text-lg font-semibold">{title}</h2>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="zakat-steps">
          <h2 id="zakat-steps" className="text-2xl font-bold">
            In vier stappen
          </h2>
          <div className="mt-5">
            <StepsOverview />
          </div>
        </section>

        <section aria-labelledby="zakat-info" className="space-y-4">
          <h2 id="zakat-info" className="text-2xl font-bold">
            Goed om te weten
          </h2>
          {INFO_BLOCKS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4 rounded-card border bg-card p-5 sm:p-6">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-zakat" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="measure mt-1 text-muted-foreground">{text}</p>
              </div>
            </div>
          ))}
        </section>

        <div className="text-center">
          <Button type="button" size="lg" wrap variant="zakat" onClick={onStart}>
            <PlayIcon aria-hidden="true" />
            Start de berekening
          </Button>
        </div>
      </div>
    </div>
  );
}
