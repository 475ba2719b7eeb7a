import "@fontsource-variable/inter/wght.css";
import "./app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type * as React from "react";
import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { holdEarlySubmits } from "./components/form/held-submit-script";
import { SiteChrome } from "./components/layout/site-chrome";
import { Toaster } from "./components/layout/toaster";
import { buttonVariants } from "./components/ui/button-variants";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * Marks `<html>` with `data-hydrated` once React has hydrated the page's shell: the
 * browser tests wait for it before they use a control. Sections that hydrate when they
 * come into view (lib/deferred.tsx) may still follow.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  useHydratedMark();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17603a" />
        {/* Before any form: a submit made before the page's script is ready is held. The
            script is written into the prerendered page only: in the browser it has run by
            the time React hydrates, so the client bundle does not carry its source again
            (React leaves a hydrated element's inner HTML as the page has it). */}
        <script
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? holdEarlySubmits : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
      <Toaster />
    </>
  );
}

/** Shown by the SPA fallback (/admin/*, /auth) until the client-rendered route is ready. */
export function HydrateFallback() {
  return (
    <div className="page-container py-16" aria-busy="true">
      <p className="sr-only" role="status">
        Bezig met laden…
      </p>
      {/* Plain skeleton bars: ui/skeleton's class merging would enter the first-load script. */}
      <div aria-hidden="true" className="h-9 w-64 animate-pulse rounded-md bg-muted" />
      <div
        aria-hidden="true"
        className="mt-6 h-4 w-full max-w-xl animate-pulse rounded-md bg-muted"
      />
      <div
        aria-hidden="true"
        className="mt-3 h-4 w-full max-w-md animate-pulse rounded-md bg-muted"
      />
    </div>
  );
}

// Only needed when a route throws a 404; loaded then, not with every page.
const NotFound = lazy(() =>
  import("./components/not-found").then((m) => ({ default: m.NotFound })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="page-container py-20 text-center">
      <title>{`Er ging iets mis – ${site.name}`}</title>
      <h1 className="text-3xl font-bold">Er ging iets mis</h1>
      <p className="mx-auto mt-4 max-w-prose text-muted-foreground">
        Deze pagina kon niet worden geladen. Probeer het later opnieuw of ga terug naar de
        homepagina.
      </p>
      <Link to={paths.home} className={buttonVariants({ className: "mt-8" })}>
        Terug naar de homepagina
      </Link>
      {detail ? (
        <pre className="mx-auto mt-8 max-w-3xl overflow-x-auto rounded-lg bg-muted p-4 text-left text-sm">
          {detail}
        </pre>
      ) : null}
    </main>
  );
}
