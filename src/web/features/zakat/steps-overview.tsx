/** The four steps, shown on the landing page and as the wizard's headings. */
export const STEPS = [
  {
    title: "Instellingen",
    intro: "Kies de nisab, de jaartelling en uw uitgangspunten.",
    summary: "Nisab, jaartelling en de goud- en zilverprijs.",
  },
  {
    title: "Bezittingen",
    intro: "Vul in wat u vandaag bezit. Wat niet van toepassing is, laat u op 0 staan.",
    summary: "Geld, valuta, crypto, goud, zilver en bedrijf.",
  },
  {
    title: "Schulden",
    intro: "Vul in welke schulden u binnen 12 maanden moet betalen.",
    summary: "Alleen wat binnen 12 maanden betaald moet worden.",
  },
  {
    title: "Resultaat",
    intro: "Uw zakaat, met de volledige berekening en uitleg.",
    summary: "Uw zakaat met uitleg, en direct betalen als u wilt.",
  },
] as const;

export function StepsOverview() {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-3 rounded-card border bg-card p-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zakat text-zakat-foreground font-bold"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold">
              <span className="sr-only">Stap {index + 1}: </span>
              {step.title}
            </p>
            <p className="text-sm text-muted-foreground">{step.summary}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
