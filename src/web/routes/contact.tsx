import { contactPage as c } from "@content/contact";
import { paths } from "@shared/paths";
import { PageHero } from "@web/components/content/page-hero";
import { ContactForm } from "@web/features/contact/contact-form";
import { ContactDetails } from "@web/features/home/contact-details";
import { pageMeta } from "@web/lib/seo";

// Pages link to /contact: a page of its own (the
// home page's contact section, standalone) rather than a redirect (docs/decisions/022).
export const meta = () => pageMeta({ ...c.meta, path: paths.contact });

export default function ContactRoute() {
  return (
    <>
      <PageHero eyebrow={c.eyebrow} heading={c.heading} intro={c.intro} />
      <div className="page-container grid grid-cols-1 gap-10 py-12 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="details-title">
          <h2 id="details-title" className="text-2xl font-bold tracking-tight">
            {c.detailsHeading}
          </h2>
          <div className="mt-6">
            <ContactDetails />
          </div>
        </section>
        <section
          aria-labelledby="form-title"
          className="rounded-card border bg-card p-5 shadow-sm shadow-black/5 sm:p-8"
        >
          <h2 id="form-title" className="text-2xl font-bold tracking-tight">
            {c.formHeading}
          </h2>
          <div className="mt-5">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
