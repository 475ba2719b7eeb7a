import { site } from "@shared/site";
import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";

const rowClasses = "flex min-h-11 items-start gap-3";
const iconClasses =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary";

/** Phone, e-mail and postal address from the site file. */
export function ContactDetails() {
  const { contact, name } = site;
  return (
    <address className="grid gap-4 not-italic">
      <a href={contact.phoneHref} className={`${rowClasses} group`}>
        <span className={iconClasses}>
          <PhoneIcon className="size-5" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm text-muted-foreground">Telefoon</span>
          <span className="font-semibold group-hover:underline">{contact.phone}</span>
        </span>
      </a>
      <a href={`mailto:${contact.email}`} className={`${rowClasses} group`}>
        <span className={iconClasses}>
          <MailIcon className="size-5" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm text-muted-foreground">E-mail</span>
          <span className="font-semibold break-all group-hover:underline">{contact.email}</span>
        </span>
      </a>
      <p className={rowClasses}>
        <span className={iconClasses}>
          <MapPinIcon className="size-5" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm text-muted-foreground">Postadres</span>
          <span className="font-semibold">
            {name}
            <br />
            {contact.address.street}
            <br />
            {contact.address.postalCode} {contact.address.city}
          </span>
        </span>
      </p>
    </address>
  );
}
