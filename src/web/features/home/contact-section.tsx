import { homeContact } from "@content/home-sections";
import { HeartIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@web/components/ui/button-variants";
import { ContactDetails } from "./contact-details";

/**
 * Home section 8 (anchor 'contact'): phone, e-mail, address, the contact form (passed
 * in by the route: features do not import each other) and 'Doneer Nu'.
 */
export function ContactSection({ form }: { form: ReactNode }) {
  const c = homeContact;
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-card py-16 sm:py-20">
      <div className="page-container grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{c.eyebrow}</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {c.heading}
          </h2>
          <p className="measure mt-4 text-lg text-muted-foreground">{c.text}</p>
          <div className="mt-8">
            <ContactDetails />
          </div>
          <Link to={c.donate.to} className={buttonVariants({ size: "lg", className: "mt-8" })}>
            <HeartIcon aria-hidden="true" />
            {c.donate.label}
          </Link>
        </div>
        <div className="rounded-card border bg-background p-5 shadow-sm shadow-black/5 sm:p-8">
          <h3 className="text-xl font-semibold">{c.formHeading}</h3>
          <div className="mt-5">{form}</div>
        </div>
      </div>
    </section>
  );
}
