import { type ComponentType, lazy, memo, Suspense } from "react";

/** Marks a section whose content is still loading (see use-section-focus). */
export const PENDING_SECTION = "data-section-pending";

// True on the page the visitor landed on. Suspended sections hydrate after the first
// commit, each when its chunk arrives, so "hydration is over" cannot be the signal: the
// first client-side navigation is.
let deferring = typeof window !== "undefined";
const waiting = new Set<() => void>();

/** The visitor navigated: sections load at once from now on, waiting ones too. */
export function stopDeferring(): void {
  deferring = false;
  for (const release of waiting) release();
  waiting.clear();
}

function whenNearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const release = () => {
      observer.disconnect();
      waiting.delete(release);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) release();
      },
      { rootMargin: "300px 0px" },
    );
    waiting.add(release);
    observer.observe(element);
  });
}

/**
 * A page section whose script loads only when it comes near the viewport. The
 * prerendered HTML shows it from the start; while hydrating, React keeps that HTML in
 * place until the chunk has arrived and then hydrates the section (a Suspense boundary
 * around a lazy component). Below-the-fold sections of the home page thereby stay out
 * of the first-load script (docs/decisions/021). On client-side navigation the
 * section loads at once. Memoised without props: a re-render of the page must not
 * touch a section that is still dehydrated (it could be replaced by the fallback).
 */
export function deferredSection(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
): ComponentType {
  const Lazy = lazy(() => (deferring ? whenNearViewport(id).then(load) : load()));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per section at module level
  const Section = memo(function DeferredSection() {
    return (
      <div id={id}>
        <Suspense fallback={<div className="min-h-96" {...{ [PENDING_SECTION]: "" }} />}>
          <Lazy />
        </Suspense>
      </div>
    );
  });
  return Section;
}
