import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A link to a section of another page (the header's 'Projecten' and 'Contact' lead to
 * /#projects and /#contact): the home page's sections load their script when they come
 * into view, so on arrival the section may not be there yet and the router's own scroll
 * finds nothing and stays at the top. Wait for the section (and for every section above
 * it), then scroll to it and move focus there. Back and forward (POP) are left to the
 * router's scroll restoration, which returns the visitor to where they were.
 */
export function useSectionFocus(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (its key)
  useEffect(() => {
    if (!hash || navigationType === "POP") return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("./section-focus").then(({ focusSectionWhenReady }) => {
      if (!left) stop = focusSectionWhenReady(decodeURIComponent(hash.slice(1)));
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [key]);
}
