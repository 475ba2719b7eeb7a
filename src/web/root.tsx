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
import { SiteChrome } from "./components/layout/site-chrome";
import { Toaster } from "./components/layout/toaster";
import { buttonVariants } from "./components/ui/button-variants";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * The `<html>` element, written when a page is prerendered. In the browser Preact
 * hydrates `document.documentElement` itself, so the tree it hydrates starts at `<head>`
 * and `<body>` (docs/decisions/021).
 */
function Html({ children }: { children: React.ReactNode }) {
  return import.meta.env.SSR ? <html lang="nl">{children}</html> : children;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <Html>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17603a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </Html>
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

/** The tab's title from inside the page: Preact does not move a <title> into <head>. */
function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

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
      <DocumentTitle title={`Er ging iets mis – ${site.name}`} />
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
