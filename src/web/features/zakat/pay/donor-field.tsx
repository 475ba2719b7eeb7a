import { cleanDonorText, DONOR_TEXT_MAX, type ZakatDonor } from "@shared/schemas/zakat-donor";
import type { FieldError, UseFormRegister } from "react-hook-form";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

type TextKey = Exclude<keyof ZakatDonor, "donorType">;

/** A labelled donor field; `<` and `>` are removed and the text is cut to 200 as typed. */
export function DonorField({
  name,
  label,
  register,
  error,
  required = false,
  type = "text",
  autoComplete,
}: {
  name: TextKey;
  label: string;
  register: UseFormRegister<ZakatDonor>;
  error?: FieldError;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
}) {
  const id = `zakat-donor-${name}`;
  const errorId = `${id}-error`;
  const field = register(name);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="text-urgent">
              {" "}
              *
            </span>
            <span className="sr-only"> (verplicht)</span>
          </>
        ) : null}
      </Label>
      <Input
        {...field}
        id={id}
        type={type}
        autoComplete={autoComplete}
        maxLength={DONOR_TEXT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const cleaned = cleanDonorText(event.target.value);
          if (cleaned !== event.target.value) event.target.value = cleaned;
          return field.onChange(event);
        }}
      />
      {error?.message ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
