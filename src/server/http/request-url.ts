import type { FastifyInstance } from "fastify";

const BASE = "http://normalise.invalid";

/**
 * The path every layer of the app sees, read the way the URL standard reads it: dot
 * segments (`.`, `..`, `%2e`, `.%2E`, ...) resolved, backslashes as slashes, tabs and
 * line breaks dropped, runs of slashes kept. Used as Fastify's `rewriteUrl`, so a route
 * is chosen on the same path that `new URL()` gives a library behind a catch-all (the
 * auth library rebuilds a Fetch Request from it): `/api/auth/./sign-in/email` is routed,
 * rate-limited and checked as `/api/auth/sign-in/email`, never as something else.
 * Anything that is not an origin-form path (`*`, an absolute URL) is left alone.
 */
export function normaliseRequestUrl(raw: string | undefined): string {
  const url = raw ?? "/";
  if (!url.startsWith("/")) return url;
  const query = url.indexOf("?");
  const rawPath = query === -1 ? url : url.slice(0, query);
  // Cheap test first: only these can make the standard's path differ from the raw one.
  if (!/[.\\%\t\n\r]/.test(rawPath)) return url;
  let path: string;
  try {
    // Concatenated, not resolved against a base: `//host/x` stays a path.
    path = new URL(BASE + rawPath).pathname;
  } catch {
    return url;
  }
  if (path === rawPath) return url;
  return query === -1 ? path : path + url.slice(query);
}

/** Areas whose answers are personal or security-relevant: never stored by any cache. */
const NO_STORE_PREFIXES = ["/api/admin", "/api/auth", "/api/mijn-giften"];

function isNoStore(url: string): boolean {
  return NO_STORE_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * `Cache-Control: no-store` on every answer under /api/admin, /api/auth and
 * /api/mijn-giften: success, errors, 401/403/404 and 429 alike. Set when the request arrives (streams that take the
 * reply over keep it) and again just before sending (error handlers start afresh).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (isNoStore(request.url)) reply.header("cache-control", "no-store");
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (isNoStore(request.url)) reply.header("cache-control", "no-store");
    return payload;
  });
}
