import type * as React from "react";
import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { fieldClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { FormField, fieldA11y } from "./form-field";

/** A native select (works before hydration, on every phone) bound to react-hook-form. */
export function SelectField<T extends FieldValues, O>({
  form,
  name,
  label,
  id,
  required,
  options,
  placeholder,
  hint,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  id: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** A line under the field (what the choices mean now). */
  hint?: string;
}): React.ReactElement {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <select
        {...fieldA11y(id, error, Boolean(hint))}
        aria-required={required || undefined}
        className={cn(fieldClasses, "h-11 appearance-auto")}
        {...form.register(name)}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
