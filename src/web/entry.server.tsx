import "./lib/preact-options";
import { renderToStringAsync } from "preact-render-to-string";
import type { ReactElement } from "react";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/**
 * `<link rel="modulepreload">` tags make the browser fetch every script while it still
 * needs the bandwidth for the HTML, the stylesheet and the font: on a slow phone the
 * first paint waits for the JavaScript (Lighthouse: first contentful paint from 0.8 s to
 * 2.1 s on the home page). Without them the scripts start from the module script at the
 * end of the page.
 */
export function dropModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Build-time renderer for the prerendered pages (ssr is off: this never runs in the
 * server). The web app runs on Preact (docs/decisions/021): every Suspense boundary is
 * awaited and written in place, between the `<!--$s-->` markers Preact's hydration
 * reads, so the static HTML holds the full content of lazily hydrated sections.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const markup = await renderToStringAsync(
    (<ServerRouter context={routerContext} url={request.url} />) as ReactElement as never,
  );
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${dropModulePreloads(markup)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
