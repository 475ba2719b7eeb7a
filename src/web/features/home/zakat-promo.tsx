import { homeZakat } from "@content/home-sections";
import { CalculatorIcon, CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@web/components/ui/button-variants";

/** Home section 5: the zakaat promo with 'Bereken nu je zakaat' (amber). */
export default function ZakatPromo() {
  const z = homeZakat;
  return (
    <section
      id="zakaat-promo"
      aria-labelledby="zakat-title"
      className="bg-zakat-soft py-16 sm:py-20"
    >
      <div className="page-container grid grid-cols-1 gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-zakat-soft-foreground">
            {z.eyebrow}
          </p>
          <h2 id="zakat-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {z.heading}
          </h2>
          <p className="measure mt-4 text-lg leading-relaxed">{z.text}</p>
          <Link
            to={z.button.to}
            className={buttonVariants({ size: "lg", variant: "zakat", className: "mt-8" })}
          >
            <CalculatorIcon aria-hidden="true" />
            {z.button.label}
          </Link>
        </div>
        <ul className="grid gap-3">
          {z.points.map((point) => (
            <li
              key={point}
              className="flex items-center gap-3 rounded-card bg-card p-4 shadow-sm shadow-black/5"
            >
              <CheckIcon className="size-5 shrink-0 text-zakat" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
