import { ApiError } from "@web/lib/api-client";

/**
 * JSON calls to /api/admin/*. The browser sends the session cookie and, for changes, its
 * Origin header, which the server's admin guard checks (docs/decisions/041).
 */
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, "Netwerkfout", "Geen verbinding met de server.");
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as
    | (T & { error?: string; message?: string })
    | null;
  if (!response.ok) {
    throw new ApiError(response.status, data?.error ?? "Fout", data?.message ?? "");
  }
  return data as T;
}

export const adminApi = {
  get: <T>(url: string) => call<T>("GET", url),
  post: <T>(url: string, body?: unknown) => call<T>("POST", url, body ?? {}),
  put: <T>(url: string, body?: unknown) => call<T>("PUT", url, body ?? {}),
  patch: <T>(url: string, body: unknown) => call<T>("PATCH", url, body),
  delete: <T>(url: string) => call<T>("DELETE", url),
};
