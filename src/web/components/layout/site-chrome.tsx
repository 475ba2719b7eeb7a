import { isClientOnlyPath } from "@shared/paths";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { deferredSection, stopDeferring } from "@web/lib/deferred";
import { FloatingActions } from "./floating-actions";
import { SiteHeader } from "./site-header";
import { useSectionFocus } from "./use-section-focus";

// The footer is below the fold on every page: its script loads when it comes into view.
const SiteFooter = deferredSection("site-footer", () =>
  import("./site-footer").then((m) => ({ default: m.SiteFooter })),
);

/**
 * Header, footer and floating buttons around every public page; none of them on
 * /admin and /auth paths, which bring their own layout.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const landing = useRef(key);
  const shownPath = useRef(pathname);
  const main = useRef<HTMLElement>(null);
  useSectionFocus();
  useEffect(() => {
    if (key !== landing.current) stopDeferring();
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown (its path)
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    // Another page: its content takes focus, so a screen reader reads the new page instead
    // of staying on the link that led there. A section (#hash) takes focus itself; back
    // and forward keep the router's restored place.
    if (navigationType !== "POP" && !hash) main.current?.focus({ preventScroll: true });
  }, [pathname]);
  if (isClientOnlyPath(pathname)) return children;
  return (
    <>
      <a
        href="#inhoud"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-4 focus:py-3 focus:text-primary-foreground"
      >
        Naar de inhoud
      </a>
      <SiteHeader />
      <main ref={main} id="inhoud" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
    </>
  );
}
