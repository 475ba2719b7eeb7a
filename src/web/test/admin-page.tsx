import { render } from "@testing-library/react";
import type * as React from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces `fetch` for a component test: every call to the API is recorded and answered
 * with `answer` (by default 204, no content). Undo with `vi.unstubAllGlobals()`.
 */
export function recordApiCalls(answer: (call: ApiCall) => Response = () => noContent()) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      const call = { method: init.method ?? "GET", url: String(url), body };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** Nothing to show before the first load (the loader answers at once). */
const NoFallback = () => null;

const noContent = () => new Response(null, { status: 204 });

/** A JSON answer for `recordApiCalls`. */
export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

/**
 * Renders an admin page as its route does: `data` stands in for what its clientLoader
 * loads (no API call), and `action` is the page's real clientAction, so a change goes
 * through it to the (recorded) API.
 */
export function renderAdminPage<T>({
  page,
  data,
  action,
}: {
  page: () => React.ReactNode;
  data: T;
  action: (args: { request: Request }) => Promise<unknown>;
}) {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => data,
      action: ({ request }) => action({ request }),
      Component: page,
      HydrateFallback: NoFallback,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

/** A page's live updates need an EventSource (`vi.stubGlobal`); this one never sends anything. */
export class SilentEventSource {
  addEventListener() {}
  close() {}
}
