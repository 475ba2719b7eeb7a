import { site, statutesPdf } from "@shared/site";
import { FileTextIcon } from "lucide-react";
import { ExternalLink } from "@web/components/content/external-link";

/** The statutes page links to the PDF; a stand-in address gives no link. */
export function StatutesLink({ href = statutesPdf }: { href?: string | null }) {
  if (!href) {
    return (
      <p className="rounded-card border bg-card p-5">
        De volledige statuten vraagt u op via{" "}
        <a href={`mailto:${site.contact.email}`} className="font-semibold text-primary underline">
          {site.contact.email}
        </a>
        .
      </p>
    );
  }
  return (
    <ExternalLink
      href={href}
      className="group flex items-center gap-4 rounded-card border bg-card p-5 shadow-sm shadow-black/5 hover:border-primary"
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
        <FileTextIcon className="size-7" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-lg font-semibold group-hover:underline">
          Volledige statuten openen
        </span>
        <span className="block text-muted-foreground">PDF bij de notariële akte</span>
      </span>
    </ExternalLink>
  );
}
