import { paths } from "@shared/paths";
import { site } from "@shared/site";
import { useId } from "react";
import { Link } from "react-router";

/** A crescent (qamar: moon) and a star. Decorative: the name sits beside it. */
export function LogoMark({ className }: { className?: string }) {
  const maskId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={`size-10 shrink-0 ${className ?? ""}`}>
      <defs>
        <mask id={maskId}>
          <rect width="40" height="40" fill="#fff" />
          <circle cx="24.5" cy="15" r="9" fill="#000" />
        </mask>
      </defs>
      <rect width="40" height="40" rx="10" fill="#17603a" />
      <circle cx="19" cy="19" r="11" fill="#fde68a" mask={`url(#${maskId})`} />
      <circle cx="28" cy="25" r="1.6" fill="#fbf8f3" />
    </svg>
  );
}

export function Logo({
  className,
  tone = "default",
}: {
  className?: string;
  tone?: "default" | "inverse";
}) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex min-h-11 items-center gap-2.5 rounded-lg ${className ?? ""}`}
    >
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span
          className={`text-xs font-medium uppercase tracking-[0.14em] ${tone === "inverse" ? "text-hero-foreground" : "text-muted-foreground"}`}
        >
          {site.name.replace(site.shortName, "").trim()}
        </span>{" "}
        <span
          className={`text-xl font-bold tracking-tight ${tone === "inverse" ? "text-white" : "text-primary"}`}
        >
          {site.shortName}
        </span>
        {/* The visible name comes first in the link's name (WCAG 2.5.3 label in name). */}
        <span className="sr-only">, naar de homepagina</span>
      </span>
    </Link>
  );
}
