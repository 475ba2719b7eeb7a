import { paths } from "@shared/paths";
import { site } from "@shared/site";
import { ContactIcon, HandHeartIcon } from "./icons";
import { useRef } from "react";
import { Link, matchPath, useLocation } from "react-router";
import { contactCard } from "@web/lib/vcard";
import { useKeepClear } from "./use-keep-clear";

function saveContact() {
  const { name } = site;
  const { phone, email } = site.contact;
  const blob = new Blob([contactCard({ name, phone, email })], { type: "text/vcard" });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement("a"), {
    href: url,
    download: `${site.name.toLowerCase().replace(/\s+/g, "-")}.vcf`,
  });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  // Loaded on demand: sonner is not part of the first-load script (ADR 021).
  void import("sonner").then(({ toast }) =>
    toast.success("Contact opgeslagen!", {
      description: `${name}, ${phone}. Het contactbestand is gedownload.`,
    }),
  );
}

/**
 * The red 'Drager worden' button and the round green save-contact button. They step aside
 * (fade out) while they would lie over a form, a button or a focused field, at every
 * width: there they would hide what the visitor came to tap. 'Drager worden' is left out
 * on its own page.
 */
export function FloatingActions() {
  const bar = useRef<HTMLElement>(null);
  const stepAside = useKeepClear(bar);
  const { pathname } = useLocation();
  return (
    // A landmark of its own: content outside landmarks fails axe's "region" rule.
    <aside
      ref={bar}
      aria-label="Snelle acties"
      data-step-aside={stepAside || undefined}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex items-end justify-between p-4 transition-opacity duration-150 data-step-aside:invisible data-step-aside:opacity-0 motion-reduce:transition-none"
    >
      {/* matchPath: prerendering sees the path with a trailing slash (/drager-worden/). */}
      {!matchPath(paths.becomeSponsor, pathname) && (
        <Link
          to={paths.becomeSponsor}
          className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-urgent px-5 font-semibold text-urgent-foreground shadow-lg hover:bg-urgent-hover"
        >
          <HandHeartIcon className="size-5" aria-hidden="true" />
          Drager worden
        </Link>
      )}
      <button
        type="button"
        onClick={saveContact}
        aria-label="Contactgegevens opslaan"
        className="pointer-events-auto ml-auto inline-flex size-13 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
      >
        <ContactIcon className="size-6" aria-hidden="true" />
      </button>
    </aside>
  );
}
