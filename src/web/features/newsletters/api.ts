import { ApiError } from "@web/lib/api-client";

/**
 * Calls to /api/admin/* for the newsletter pages. The browser sends the session cookie
 * and, for changes, its Origin header (the admin guard checks both). `raw` posts a file
 * (CSV text or image bytes) as the body with its own content type.
 */
async function call<T>(
  method: string,
  url: string,
  body?: unknown,
  raw?: { body: BodyInit; type: string },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: "application/json",
        ...(raw ? { "content-type": raw.type } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: raw ? raw.body : body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, "Netwerkfout", "Geen verbinding met de server.");
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as
    | (T & { error?: string; message?: string })
    | null;
  if (!response.ok) throw new ApiError(response.status, data?.error ?? "Fout", data?.message ?? "");
  return data as T;
}

export const api = {
  get: <T>(url: string) => call<T>("GET", url),
  post: <T>(url: string, body: unknown = {}) => call<T>("POST", url, body),
  put: <T>(url: string, body: unknown) => call<T>("PUT", url, body),
  patch: <T>(url: string, body: unknown) => call<T>("PATCH", url, body),
  delete: (url: string) => call<void>("DELETE", url),
  upload: <T>(url: string, body: BodyInit, type: string) =>
    call<T>("POST", url, undefined, { body, type }),
};

/** The server's message for a toast text, or a fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function titleOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.title : undefined;
}
