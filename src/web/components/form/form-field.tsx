import type * as React from "react";
import { FieldRequired } from "@web/components/ui/field-required";
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
 * Label above the field, the hint and the error under it. The asterisk of a required
 * field is for the eye; the control inside (Input, Textarea) tells screen readers with
 * `aria-required` (FieldRequired). The control itself sets `aria-invalid` and
 * `aria-describedby` (see `fieldA11y`).
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
      <FieldRequired value={Boolean(required)}>{children}</FieldRequired>
      {hint ? (
        <p id={hintId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
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

function hintId(id: string): string {
  return `${id}-hint`;
}

/**
 * Props that tie a control to its hint (when the field has one: `hasHint`) and its error
 * message, for screen readers.
 */
export function fieldA11y(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
  } as const;
}
