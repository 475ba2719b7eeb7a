import { useState } from "react";
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
  });
  const [round, setRound] = useState(0);
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
    (errors) => toastInvalid(errors, invalidTitle, toastId),
  );
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
