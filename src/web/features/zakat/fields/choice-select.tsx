import { useId } from "react";
import type * as React from "react";
import { fieldClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { FieldLabel } from "./field-label";

type Option<T extends string | number> = { value: T; label: string };

/** A native select: the phone's own picker, labelled above like every field. */
export function ChoiceSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  help,
  srSuffix,
  className,
}: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  help?: React.ReactNode;
  srSuffix?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("space-y-2", className)}>
      <FieldLabel htmlFor={id} srSuffix={srSuffix} help={help}>
        {label}
      </FieldLabel>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((o) => String(o.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={cn(fieldClasses, "h-11 pr-8")}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
