import type * as React from "react";

/**
 * A link to another site (donation platform, statutes PDF): a new tab without access
 * to this window, announced to screen readers.
 */
export function ExternalLink({
  href,
  children,
  ...props
}: React.ComponentProps<"a"> & { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opent in een nieuw tabblad)</span>
    </a>
  );
}
