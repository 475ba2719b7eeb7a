import { type ComponentType, lazy, memo, Suspense, useState } from "react";

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
 * prerendered HTML shows it from the start; while hydrating, Preact keeps that HTML in
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
        <Suspense fallback={<div className="min-h-96" />}>
          <Lazy />
        </Suspense>
      </div>
    );
  });
  return Section;
}

// True while the client entry hydrates the landing page (entry.client.tsx); false on
// the server, in component tests and after the first hydration.
let hydrating = false;
let apartPending = 0;

/** The client entry is about to hydrate the prerendered page. */
export function beginHydration(): void {
  hydrating = true;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The landing page has hydrated, parts hydrated apart included: resolves once every
 * `hydrateApart` boundary, nested ones too, has had its turn. Called once by the client
 * entry, which then marks the page as working.
 */
export async function hydrationSettled(): Promise<void> {
  // Each boundary resumes in its own task followed by microtasks (Preact's re-render);
  // a task queued after them runs when they are done, and sees any nested boundary.
  do await nextTask();
  while (apartPending > 0);
  hydrating = false;
}

/**
 * A component that hydrates in a browser task of its own on the landing page. Preact
 * hydrates a page in one task (React slices it); on a form page that task is long enough
 * to count as blocking time, so the page's large parts (each form) hydrate apart, one
 * task each, a few milliseconds after the rest (docs/decisions/021). Until then the
 * prerendered HTML stays in place; the page counts as hydrated only after all parts
 * (`hydrationSettled`). After the first hydration, and on the server, the component
 * renders as it is. The component must render one root element (Preact keeps one node,
 * or a marked range, of a suspended part); memoised, so a parent's re-render does not
 * touch a part that is still waiting.
 */
export function hydrateApart<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Later = lazy(() => {
    apartPending++;
    return nextTask().then(() => {
      apartPending--;
      return { default: Component };
    });
  });
  return memo(function HydratedApart(props: P) {
    // Fixed per instance: a part mounted after the landing page renders at once.
    const [apart] = useState(hydrating);
    if (!apart) return <Component {...props} />;
    return (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    );
  });
}
