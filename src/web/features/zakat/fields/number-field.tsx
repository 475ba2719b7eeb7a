import { toNumber } from "@shared/zakat";
import { lazyFormat } from "@shared/intl";
import { useId, useState } from "react";
import type * as React from "react";
import { fieldClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { FieldLabel } from "./field-label";

const plain = lazyFormat(
  () => new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 8, useGrouping: false }),
);

/** "62,5" for 62.5: what the field shows for a number (toNumber reads the comma back). */
export function formatInputNumber(value: number): string {
  return plain().format(value);
}

type NumberFieldProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Shown before the value ("€") or after it ("g"). */
  prefix?: string;
  suffix?: string;
  help?: React.ReactNode;
  srSuffix?: string;
  className?: string;
};

/**
 * A numeric input (spec 02 §5): the draft gets `toNumber(text)`, so text that is no
 * number counts as 0. The text itself stays as typed ("12," on the way to "12,50")
 * until the field loses focus, then shows the number that counts.
 */
export function NumberField({
  label,
  value,
  onChange,
  prefix,
  suffix,
  help,
  srSuffix,
  className,
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => formatInputNumber(value));
  const [seen, setSeen] = useState(value);
  // A value changed from outside (restored draft, fetched prices): show it.
  if (value !== seen) {
    setSeen(value);
    if (toNumber(text) !== value) setText(formatInputNumber(value));
  }
  return (
    <div className={cn("space-y-2", className)}>
      <FieldLabel htmlFor={id} srSuffix={srSuffix} help={help}>
        {label}
      </FieldLabel>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const next = toNumber(event.target.value);
            setSeen(next);
            onChange(next);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={() => setText(formatInputNumber(value))}
          className={cn(fieldClasses, "h-11 tabular-nums", prefix && "pl-8", suffix && "pr-10")}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
          >
            {suffix}
          </span>
        ) : null}
      </div>
    </div>
  );
}
