import type * as React from "react";
import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { FormField, fieldA11y } from "./form-field";

interface FieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Unique within the page: forms share pages (the home page, /doneren). */
  id: string;
  required?: boolean;
  hint?: string;
}

type InputProps = Omit<React.ComponentProps<"input">, "name" | "form" | "id" | "onChange">;

function errorOf<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>) {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/** A labelled input bound to react-hook-form, with its error under it. */
export function TextField<T extends FieldValues, O>({
  form,
  name,
  label,
  id,
  required,
  hint,
  transform,
  ...input
}: FieldProps<T, O> &
  InputProps & {
    /** Rewrites the value as it is typed (IBAN upper-case, phone characters). */
    transform?: (value: string) => string;
  }) {
  const error = errorOf(form, name);
  const registration = form.register(name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Input
        {...fieldA11y(id, error, Boolean(hint))}
        {...input}
        {...registration}
        onChange={(event) => {
          if (transform) event.target.value = transform(event.target.value);
          return registration.onChange(event);
        }}
      />
    </FormField>
  );
}

function TextAreaField<T extends FieldValues, O>({
  form,
  name,
  label,
  id,
  required,
  hint,
  ...textarea
}: FieldProps<T, O> & Omit<React.ComponentProps<"textarea">, "name" | "form" | "id">) {
  const error = errorOf(form, name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Textarea {...fieldA11y(id, error, Boolean(hint))} {...textarea} {...form.register(name)} />
    </FormField>
  );
}

type RowProps<T extends FieldValues, O> = Pick<FieldProps<T, O>, "form" | "id">;

/** The public forms' e-mail row: field `email`, required. */
export function EmailField<T extends FieldValues, O>({ form, id }: RowProps<T, O>) {
  const name = "email" as Path<T>;
  return (
    <TextField
      form={form}
      id={id}
      name={name}
      label="E-mailadres"
      required
      type="email"
      autoComplete="email"
    />
  );
}

/** The public forms' phone row: field `phone`, optional unless the label says otherwise. */
export function PhoneField<T extends FieldValues, O>({
  form,
  id,
  label = "Telefoonnummer (optioneel)",
  transform,
}: RowProps<T, O> & { label?: string; transform?: (value: string) => string }) {
  const name = "phone" as Path<T>;
  return (
    <TextField
      form={form}
      id={id}
      name={name}
      label={label}
      type="tel"
      autoComplete="tel"
      transform={transform}
    />
  );
}

/** The public forms' optional message row: field `message`. */
export function MessageField<T extends FieldValues, O>({ form, id }: RowProps<T, O>) {
  const name = "message" as Path<T>;
  return <TextAreaField form={form} id={id} name={name} label="Bericht (optioneel)" rows={3} />;
}
