import { paths } from "@shared/paths";
import { site } from "@shared/site";
import { ContactIcon, HandHeartIcon } from "./icons";
import { Link } from "react-router";
import { contactCard } from "@web/lib/vcard";
import { useFormInView } from "./use-form-in-view";

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
 * The red 'Drager worden' button and the round green save-contact button. On screens
 * narrower than the desktop layout they step aside while a form is on screen: there they
 * would cover the field being typed in or the form's submit button.
 */
export function FloatingActions() {
  const formInView = useFormInView();
  return (
    // A landmark of its own: content outside landmarks fails axe's "region" rule.
    <aside
      aria-label="Snelle acties"
      data-form-in-view={formInView || undefined}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex items-end justify-between p-4 max-lg:data-form-in-view:hidden"
    >
      <Link
        to={paths.becomeSponsor}
        className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-urgent px-5 font-semibold text-urgent-foreground shadow-lg hover:bg-urgent-hover"
      >
        <HandHeartIcon className="size-5" aria-hidden="true" />
        Drager worden
      </Link>
      <button
        type="button"
        onClick={saveContact}
        aria-label="Contactgegevens opslaan"
        className="pointer-events-auto inline-flex size-13 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
      >
        <ContactIcon className="size-6" aria-hidden="true" />
      </button>
    </aside>
  );
}
