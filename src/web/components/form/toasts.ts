import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "sonner";
import { ApiError } from "@web/lib/api-client";
import { RULES_UNAVAILABLE } from "@web/lib/lazy-resolver";

/** The first issue's message of a failed check (spec 01 §5: the toast shows the first). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string" && error.message) return error.message;
  }
  return undefined;
}

/** Spec 01 §5: a destructive toast 'Validatiefout' with the first issue's message. */
export function toastInvalid<T extends FieldValues>(
  errors: FieldErrors<T>,
  title = "Validatiefout",
) {
  // The rules themselves could not load (lib/lazy-resolver.ts): not the visitor's input.
  if (errors.root?.type === RULES_UNAVAILABLE) {
    toast.error("Fout", { description: errors.root.message });
    return;
  }
  toast.error(title, { description: firstErrorMessage(errors) });
}

/**
 * A failed submit: the API's own validation or rate-limit toast when it sent one,
 * otherwise the form's failure toast from the error catalogue (spec 01 §8, spec 02 §8).
 */
export interface FailureToast {
  title: string;
  description: string;
  /** Show the server's message instead of `description` when it sent one. */
  useServerMessage?: boolean;
}

export function toastFailure(error: unknown, fallback: FailureToast) {
  if (error instanceof ApiError && error.isUserFacing) {
    toast.error(error.title, { description: error.message });
    return;
  }
  const serverMessage =
    fallback.useServerMessage && error instanceof ApiError && error.message
      ? error.message
      : undefined;
  toast.error(fallback.title, { description: serverMessage ?? fallback.description });
}
