import type { FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER } from "./auth";

/** Request headers that describe the original body, which is sent again re-serialised. */
const DROPPED = new Set(["content-length", "transfer-encoding", "connection", CLIENT_IP_HEADER]);

/**
 * better-auth speaks the Fetch API; Fastify has already parsed the body, so the request
 * is rebuilt: same method, URL (on PUBLIC_URL) and headers, the JSON body serialised
 * again, and the client address as Fastify sees it (trustProxy decides).
 */
export function toWebRequest(
  request: FastifyRequest,
  publicUrl: string,
  override?: { path?: string; method?: string; body?: unknown },
): Request {
  const url = new URL(override?.path ?? request.url, publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED.has(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, String(v));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const method = override?.method ?? request.method;
  const body = override && "body" in override ? override.body : request.body;
  const withBody = method !== "GET" && method !== "HEAD" && body !== undefined && body !== null;
  if (withBody) headers.set("content-type", "application/json");
  return new Request(url, {
    method,
    headers,
    body: withBody ? JSON.stringify(body) : undefined,
  });
}

/** Status, headers (every Set-Cookie on its own) and body of a Fetch Response. */
export function copyResponseHeaders(response: Response, reply: FastifyReply): void {
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key === "set-cookie" || key === "content-length" || key === "content-encoding") return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/**
 * Sends the library's answer on. Session tokens are taken out of JSON bodies: the
 * httpOnly cookie carries the session, and a token that page scripts can read would
 * undo what httpOnly protects against.
 */
export async function sendWebResponse(response: Response, reply: FastifyReply): Promise<void> {
  copyResponseHeaders(response, reply);
  await sendWebBody(response, reply);
}

/** The body of `sendWebResponse`, for an answer whose headers are already copied. */
export async function sendWebBody(response: Response, reply: FastifyReply): Promise<void> {
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("application/json") || !text) {
    await reply.send(text.length > 0 ? text : null);
    return;
  }
  await reply.send(JSON.stringify(withoutTokens(JSON.parse(text))));
}

function withoutTokens(value: unknown, depth = 0): unknown {
  if (depth > 3 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => withoutTokens(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, v]) => [key, withoutTokens(v, depth + 1)]),
  );
}

/** The JSON body of a Fetch Response, or null when it has none or is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}
