import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/**
 * `<link rel="modulepreload">` tags make the browser fetch every script while it still
 * needs the bandwidth for the HTML, the stylesheet and the font: on a slow phone the
 * first paint waits for ~120 KB of JavaScript (Lighthouse: first contentful paint from
 * 0.8 s to 2.1 s on the home page). Without them the scripts start from the module
 * script at the end of the page. React adds the tags again when it hydrates (they are
 * hoistable resources), where they no longer compete with the first paint.
 */
export function dropModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Build-time renderer for the prerendered pages (ssr is off: this never runs in the
 * server). Unlike React Router's default it always waits for every Suspense boundary
 * (`onAllReady`) and writes each in place: the static HTML must hold the full content of
 * lazily hydrated sections, not a fallback plus streaming scripts (docs/decisions/021).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React 19.2 writes a finished Suspense boundary out of order (a hidden segment
        // that an inline script moves into place) once the page passes this many bytes,
        // so the browser can paint the top sooner. A prerendered file arrives whole anyway,
        // and out-of-order segments would leave the footer and the home sections hidden
        // without JavaScript: keep every boundary in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            responseHeaders.set("Content-Type", "text/html");
            const html = dropModulePreloads(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
