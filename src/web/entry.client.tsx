import "./lib/preact-options";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { beginHydration, hydrationSettled } from "./lib/deferred";

// The web app runs on Preact through preact/compat (docs/decisions/021).
//
// React Router decodes the prerendered router state asynchronously and suspends the
// root until that is done: React lets a root suspend, Preact does not. Rendering the
// router once outside the tree starts the decoding; hydrate when it has finished.
async function routerStateReady(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

await routerStateReady();
beginHydration();
// Preact hydrates the children of <html> (its render treats `document` so), and the
// root layout renders <head> and <body> without <html> in the browser (root.tsx).
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
// Hydration is synchronous, apart from the parts that hydrate in a task of their own
// (lib/deferred.tsx): once they have, the page's controls work (browser tests wait for this).
await hydrationSettled();
document.documentElement.dataset.hydrated = "true";
