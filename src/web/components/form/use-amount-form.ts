import { useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from "react-hook-form";
import { SADAQA_AMOUNT_DETAIL, SADAQA_AMOUNT_TITLE } from "@shared/form-input";
import { type FailureToast, toastFailure, toastInvalid } from "./toasts";

/** The sadaqa forms' amount error has its own toast title; its text is the detail. */
export const sadaqaInvalidTitle = (message: string | undefined) =>
  message === SADAQA_AMOUNT_DETAIL ? SADAQA_AMOUNT_TITLE : "Validatiefout";

/**
 * The wiring every form with an amount picker shares (one-off, monthly, sadaqah1,
 * emergency and Friday sadaqa): react-hook-form on the shared zod schema, the
 * 'Validatiefout' toast for bad input, the failure toast when the request fails, and a
 * clean form after success. After a reset the picker must forget a typed own amount, so
 * it is remounted: pass `round` as its `key`.
 */
export function useAmountForm<Input extends FieldValues & { amount?: string | number }, Output>({
  resolver,
  defaults,
  submit,
  failure,
  toastId,
  invalidTitle,
}: {
  resolver: Resolver<Input, unknown, Output>;
  defaults: Input;
  /**
   * Sends what the visitor typed (the API parses the same schema); calls `clear` on
   * success and shows its outcome with `toastOutcome(toastId, ...)`.
   */
  submit: (values: Input, clear: () => void, toastId: string) => Promise<void>;
  failure: FailureToast;
  /** The form's toast id: each outcome replaces the toast of the one before. */
  toastId: string;
  /** The 'Validatiefout' toast's title for a given first message, when it differs. */
  invalidTitle?: (message: string | undefined) => string;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: defaults as DefaultValues<Input>,
    // The amount tiles are no registered input, so the library would skip them: the
    // invalid handler focuses the first field marked invalid, in the page's order.
    shouldFocusError: false,
  });
  const [round, setRound] = useState(0);
  const invalidForm = useRef<HTMLFormElement | null>(null);
  const clear = () => {
    form.reset(defaults);
    setRound((r) => r + 1);
  };
  const onSubmit = form.handleSubmit(
    async () => {
      try {
        await submit(form.getValues(), clear, toastId);
      } catch (error) {
        toastFailure(error, { ...failure, form: toastId });
      }
    },
    (errors, event) => {
      toastInvalid(errors, invalidTitle, toastId);
      if (event?.target instanceof HTMLFormElement) invalidForm.current = event.target;
    },
  );
  // Once React has marked the fields of this failed submit (aria-invalid): focus the first.
  const { submitCount } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per submit
  useEffect(() => {
    const element = invalidForm.current;
    invalidForm.current = null;
    element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  const amountPath = "amount" as Path<Input>;
  /** The AmountPicker's value, onChange and error, bound to the form's `amount`. */
  const amount = {
    value: String(form.watch(amountPath) ?? ""),
    onChange: (value: string) =>
      form.setValue(amountPath, value as PathValue<Input, Path<Input>>, {
        shouldValidate: form.formState.isSubmitted,
      }),
    error: (form.formState.errors as FieldErrors<{ amount: string }>).amount?.message,
  };
  return { form, round, onSubmit, amount, isSubmitting: form.formState.isSubmitting };
}
