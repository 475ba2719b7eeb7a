/**
 * The browser's one client for our own JSON API. Every call sends and reads JSON (an
 * upload sends its file as the body), carries the session cookie, and turns a failed
 * answer into an `ApiError` holding the server's Dutch `{ error, message }`, which forms
 * and admin pages show as a toast title and text. The browser sends its Origin header on
 * changes, which the server's admin guard checks (docs/decisions/041).
 *
 * Aborting: pass `signal` (a route loader passes its request's, so React Router aborts a
 * load a newer navigation replaced); the aborted call rejects with an AbortError
 * (`isAborted`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
  /** 400 (validation) and 429 (rate limit) carry a toast the user should see as-is. */
  get isUserFacing(): boolean {
    return this.status === 400 || this.status === 429;
  }
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The call was aborted by its signal: nothing to show. */
export function isAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

async function call<T>(
  method: string,
  url: string,
  body: { json: unknown } | { raw: BodyInit; type: string } | undefined,
  options: CallOptions = {},
): Promise<T> {
  const { signal } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined
          ? {}
          : { "content-type": "json" in body ? "application/json" : body.type }),
      },
      body: body === undefined ? undefined : "json" in body ? JSON.stringify(body.json) : body.raw,
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError(0, "Netwerkfout", "Geen verbinding met de server.");
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as
    | (T & { error?: string; message?: string })
    | null;
  if (signal?.aborted) throw signal.reason;
  if (!response.ok) {
    throw new ApiError(response.status, data?.error ?? "Fout", data?.message ?? "");
  }
  return data as T;
}

export const api = {
  get: <T>(url: string, options?: CallOptions) => call<T>("GET", url, undefined, options),
  post: <T>(url: string, body: unknown = {}, options?: CallOptions) =>
    call<T>("POST", url, { json: body }, options),
  put: <T>(url: string, body: unknown = {}, options?: CallOptions) =>
    call<T>("PUT", url, { json: body }, options),
  patch: <T>(url: string, body: unknown, options?: CallOptions) =>
    call<T>("PATCH", url, { json: body }, options),
  delete: <T = void>(url: string, options?: CallOptions) =>
    call<T>("DELETE", url, undefined, options),
  /** Posts a file (CSV text, image bytes) as the body with its own content type. */
  upload: <T>(url: string, body: BodyInit, type: string, options?: CallOptions) =>
    call<T>("POST", url, { raw: body, type }, options),
};

/** The server's message for a toast text, or a fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The server's title for a toast (e.g. 'Validatiefout'), if it gave one. */
export function titleOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.title : undefined;
}
