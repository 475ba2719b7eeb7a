import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type FailureToast, toastFailure } from "@web/components/form/toasts";
import { ApiError, isAborted } from "@web/lib/api-client";

/**
 * One change an admin page can make: `run` calls the API with the submitted input;
 * `done` says so (a success toast); `failed` is the failure toast: the standard one
 * (the server's own 'Validatiefout' or rate-limit toast, else this title with the
 * server's message or the description), or a function for a page whose texts differ.
 */
export interface AdminIntent<I = never, R = unknown> {
  run: (input: I) => Promise<R>;
  done?: (result: R, input: I) => void;
  failed: FailureToast | ((error: unknown, input: I) => void);
}

/** What a page's clientAction returns to the form or fetcher that submitted. */
export type ActionResult<R = unknown> =
  | { ok: true; intent: string; result: R }
  | { ok: false; intent: string; status: number; error: string; message: string };

interface Submission {
  intent: string;
  input?: unknown;
}

/**
 * The `clientAction` of an admin page (React Router): every change on the page is
 * submitted to it as `{ intent, input }` JSON (`useAdminAction`). It calls the API,
 * shows the success toast or the failure toast with the server's Dutch `{error,
 * message}`, and returns the outcome. After it, React Router runs the page's loaders
 * again, so the page shows the fresh data without a reload of its own.
 */
export function adminAction(
  // biome-ignore lint/suspicious/noExplicitAny: each intent types its own input and result
  intents: Record<string, AdminIntent<any, any>>,
) {
  return async ({ request }: { request: Request }): Promise<ActionResult> => {
    const { intent, input } = (await request.json()) as Submission;
    const handler = intents[intent];
    if (!handler) throw new Error(`Onbekende actie: ${intent}`);
    try {
      const result = await handler.run(input);
      handler.done?.(result, input);
      return { ok: true, intent, result };
    } catch (error) {
      if (isAborted(error)) throw error;
      if (typeof handler.failed === "function") handler.failed(error, input);
      else toastFailure(error, handler.failed);
      const api = error instanceof ApiError ? error : undefined;
      return {
        ok: false,
        intent,
        status: api?.status ?? 0,
        error: api?.title ?? "Fout",
        message: api?.message ?? "",
      };
    }
  };
}

/**
 * Submits changes to the page's `clientAction` through a React Router fetcher.
 * `submit(intent, input)` resolves once the action and the reload of the page's data
 * are done; `pending` is true meanwhile (the admin shell dims the page the same way for
 * every page); `onSuccess` runs after a change went through (close a dialog).
 */
export function useAdminAction<R = unknown>(onSuccess?: (result: R, intent: string) => void) {
  const fetcher = useFetcher<ActionResult<R>>();
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  const handled = useRef<ActionResult<R> | undefined>(fetcher.data);
  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== "idle" || !outcome || outcome === handled.current) return;
    handled.current = outcome;
    if (outcome.ok) latest.current?.(outcome.result, outcome.intent);
  }, [fetcher.state, fetcher.data]);
  return {
    submit: (intent: string, input?: unknown) =>
      fetcher.submit({ intent, input: input ?? null } as never, {
        method: "post",
        encType: "application/json",
      }),
    pending: fetcher.state !== "idle",
    /** The last outcome (the failed one's server message, for a page that shows it inline). */
    outcome: fetcher.data,
  };
}
