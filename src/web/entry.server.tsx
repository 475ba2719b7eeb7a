import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/**
 * `<link rel="modulepreload">` tags make the browser fetch every script while it still
 * needs the bandwidth for the HTML, the stylesheet and the font: on a slow phone the
 * first paint waits for the JavaScript (Lighthouse: first contentful paint from 0.8 s to
 * 2.1 s on the home page). Without them the scripts start from the module script at the
 * end of the page. React adds the tags again when it hydrates (they are hoistable
 * resources), where they no longer compete with the first paint.
 */
export function dropModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Build-time renderer for the prerendered pages (ssr is off: this never runs in the
 * server). React's static API waits for every Suspense boundary, so the HTML holds the
 * full content of lazily hydrated sections (the footer, the home page's sections 2–8)
 * and reads without JavaScript (docs/decisions/021).
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
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout),
    // React writes a finished boundary out of order (a hidden segment that an inline
    // script moves into place) once the page passes this many bytes. A prerendered
    // file arrives whole anyway, and out-of-order segments would leave the footer and
    // the home sections hidden without JavaScript: every boundary stays in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  const html = await new Response(prelude).text();
  responseHeaders.set("Content-Type", "text/html");
  return new Response(dropModulePreloads(html), { headers: responseHeaders, status });
}
