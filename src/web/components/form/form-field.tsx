import type * as React from "react";
import { Label } from "@web/components/ui/label";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  children: React.ReactNode;
}

/**
 * Label above the field, the error under it. The control itself sets
 * `aria-invalid` and `aria-describedby={errorId(id)}` (see `fieldA11y`).
 */
export function FormField({ id, label, error, required, hint, children }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint && !error ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={errorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}

/** Props that tie a control to its error message for screen readers. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(id) : undefined,
  } as const;
}
