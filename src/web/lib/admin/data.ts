import { useLoaderData, useRevalidator } from "react-router";
import { api } from "@web/lib/api-client";

export interface AdminData<T> {
  data: T;
  /**
   * Loads the page's data again through its route's clientLoader, for a change made
   * elsewhere (a live update, a send that finished); the page's own changes go through
   * its clientAction, after which React Router reloads the data by itself.
   */
  reload: () => Promise<void>;
}

/**
 * The `clientLoader` of an admin page that shows one resource: `url` gives its API
 * address for the page's search parameters. React Router runs it on every navigation
 * to the page (a filter change too) and aborts the request of a navigation a newer one
 * replaced, so the page never shows an older answer. A failure goes to the route's
 * error boundary (`AdminLoadError`).
 */
export function adminLoader<T>(url: (search: URLSearchParams) => string) {
  return ({ request }: { request: Request }): Promise<T> =>
    api.get<T>(url(new URL(request.url).searchParams), { signal: request.signal });
}

/** The data the page's clientLoader loaded, and a way to load it again. */
export function useAdminData<T>(): AdminData<T> {
  const data = useLoaderData() as T;
  const { revalidate } = useRevalidator();
  return { data, reload: revalidate };
}
