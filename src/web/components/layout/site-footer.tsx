import { paths } from "@shared/paths";
import { site, social } from "@shared/site";
import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { FooterSignup } from "./site-footer-signup";
import { Logo } from "./logo";
import { aboutLabel, aboutNav, mainNav } from "./nav-items";

const linkClasses = "inline-flex min-h-11 items-center hover:text-white hover:underline";
const headingClasses = "mb-2 text-sm font-semibold uppercase tracking-wide text-hero-accent";

const quickLinks = [
  { label: "Doneren", to: paths.donate },
  { label: "Drager worden", to: paths.becomeSponsor },
  ...mainNav.filter((item) => !item.to.includes("#")),
  { label: "Contact", to: paths.contact },
  { label: "Mijn giften", to: paths.myGifts },
];

export function SiteFooter() {
  const { contact, registration } = site;
  const { address } = contact;
  return (
    <footer className="on-dark bg-hero text-hero-foreground">
      <div className="page-container grid grid-cols-1 gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.4fr]">
        <section aria-labelledby="footer-org">
          <Logo tone="inverse" />
          <p className="mt-4 max-w-sm">{site.description}</p>
          <h2 id="footer-org" className={`${headingClasses} mt-6`}>
            Gegevens
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>KvK</dt>
            <dd>{registration.kvk}</dd>
            <dt>RSIN</dt>
            <dd>{registration.rsin}</dd>
            <dt>ANBI</dt>
            <dd>{registration.anbi ? "Erkend als ANBI" : "Geen ANBI-status"}</dd>
            <dt>IBAN</dt>
            <dd>
              {site.bank.iban} t.n.v. {site.bank.accountName}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClasses}>
            Contact
          </h2>
          <address className="grid gap-1 not-italic">
            <span className="flex gap-2 py-2">
              <MapPinIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                {site.name}
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city}
              </span>
            </span>
            <a href={contact.phoneHref} className={`${linkClasses} gap-2`}>
              <PhoneIcon className="size-5" aria-hidden="true" />
              {contact.phone}
            </a>
            <a href={`mailto:${contact.email}`} className={`${linkClasses} gap-2`}>
              <MailIcon className="size-5" aria-hidden="true" />
              {contact.email}
            </a>
          </address>
          {social.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-x-4" aria-label="Sociale media">
              {social.map((item) => (
                <li key={item.url}>
                  <a href={item.url} rel="noopener noreferrer" className={linkClasses}>
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <h2 className={`${headingClasses} mt-6`}>Snel naar</h2>
          <ul className="grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClasses}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClasses}>
            {aboutLabel}
          </h2>
          <ul className="grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2">
            {aboutNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClasses}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="page-container py-8">
          <FooterSignup headingClassName={headingClasses} />
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="page-container pt-5 pb-24 text-sm">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.name} · KvK{" "}
          {registration.kvk} · RSIN {registration.rsin}
        </p>
      </div>
    </footer>
  );
}
