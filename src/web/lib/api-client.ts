/**
 * JSON POST to our own API. Errors carry the API's `{ error, message }` (ARCHITECTURE.md
 * "HTTP API") so a form can show them as a toast title and text.
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

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "Netwerkfout", "Geen verbinding met de server.");
  }
  const data = (await response.json().catch(() => null)) as
    | (T & { error?: string; message?: string })
    | null;
  if (!response.ok) {
    throw new ApiError(response.status, data?.error ?? "Fout", data?.message ?? "");
  }
  return data as T;
}

export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json" } });
  } catch {
    throw new ApiError(0, "Netwerkfout", "Geen verbinding met de server.");
  }
  const data = (await response.json().catch(() => null)) as
    | (T & { error?: string; message?: string })
    | null;
  if (!response.ok) throw new ApiError(response.status, data?.error ?? "Fout", data?.message ?? "");
  return data as T;
}
