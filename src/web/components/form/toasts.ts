import type { FieldErrors, FieldValues } from "react-hook-form";
import type { toast as sonnerToast } from "sonner";
import { ApiError } from "@web/lib/api-client";
import { RULES_UNAVAILABLE } from "@web/lib/lazy-resolver";

/** The first issue's message of a failed check (the toast shows the first). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string" && error.message) return error.message;
  }
  return undefined;
}

type ToastKind = "success" | "error" | "info" | "warning";
export interface ToastText {
  kind: ToastKind;
  title: string;
  description?: string;
}

type Toast = typeof sonnerToast;
let loaded: Toast | undefined;
let loading: Promise<Toast> | undefined;

/**
 * Runs `show` with sonner's `toast`: at once once sonner is loaded, else when it is.
 * sonner loads on use, as the toast area does (layout/toaster.tsx): a form page's
 * first-load script holds no toast code (docs/decisions/021). Calls made while it loads
 * keep their order.
 */
function withToast(show: (toast: Toast) => void): void {
  if (loaded) {
    show(loaded);
    return;
  }
  loading ??= import("sonner").then((m) => {
    loaded = m.toast;
    return m.toast;
  });
  void loading.then(show);
}

/**
 * One outcome of a form as a toast. Every toast of a form carries the form's id (sonner's
 * `id`), so a new outcome takes the place of the earlier one: 'Ongeldig IBAN formaat' does
 * not stay beside the 'Aanmelding verzonden' that follows it. An outcome with a second
 * toast (`also`) shows it under the id `<form>:2`; the next outcome removes it. Without a
 * form id the toast simply joins the others.
 */
export function toastOutcome(form: string | undefined, text: ToastText, also?: ToastText): void {
  withToast((toast) => {
    // `description` is always passed, so an update never keeps the earlier toast's text.
    const show = (t: ToastText, id?: string) =>
      toast[t.kind](
        t.title,
        id === undefined ? { description: t.description } : { id, description: t.description },
      );
    if (form === undefined) {
      show(text);
      if (also) show(also);
      return;
    }
    show(text, form);
    if (also) show(also, `${form}:2`);
    else toast.dismiss(`${form}:2`);
  });
}

/**
 * A destructive toast 'Validatiefout' with the first issue's message; `title` may name
 * the issue instead (the volunteer form's 'Vereiste velden').
 */
export function toastInvalid<T extends FieldValues>(
  errors: FieldErrors<T>,
  title: string | ((message: string | undefined) => string) = "Validatiefout",
  form?: string,
) {
  // The rules themselves could not load (lib/lazy-resolver.ts): not the visitor's input.
  if (errors.root?.type === RULES_UNAVAILABLE) {
    toastOutcome(form, { kind: "error", title: "Fout", description: errors.root.message });
    return;
  }
  const message = firstErrorMessage(errors);
  const heading = typeof title === "function" ? title(message) : title;
  toastOutcome(form, { kind: "error", title: heading, description: message });
}

/**
 * A failed submit: the API's own validation or rate-limit toast when it sent one,
 * otherwise the form's failure toast from the error catalogue.
 */
export interface FailureToast {
  title: string;
  description: string;
  /** Show the server's message instead of `description` when it sent one. */
  useServerMessage?: boolean;
  /** The form the toast belongs to (see `toastOutcome`). */
  form?: string;
}

export function toastFailure(error: unknown, fallback: FailureToast) {
  if (error instanceof ApiError && error.isUserFacing) {
    toastOutcome(fallback.form, { kind: "error", title: error.title, description: error.message });
    return;
  }
  const serverMessage =
    fallback.useServerMessage && error instanceof ApiError && error.message
      ? error.message
      : undefined;
  toastOutcome(fallback.form, {
    kind: "error",
    title: fallback.title,
    description: serverMessage ?? fallback.description,
  });
}
