import { formatMoneyNl, formatNumberNl } from "@shared/intl";
import { parseDutchNumber, parseEuros, UNREADABLE_AMOUNT, UNREADABLE_NUMBER } from "@shared/amount";
import { useId, useState } from "react";
import type * as React from "react";
import { fieldClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { FieldLabel } from "./field-label";

/** "10.000" for 10000, "62,5" for 62.5: how the field writes a number it has read. */
function formatInputNumber(value: number): string {
  return formatNumberNl(value);
}

type NumberFieldProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /**
   * The currency of a money field; a field with the "€" prefix is in euros. Without
   * either it holds a plain number (grams, a quantity, a count).
   */
  currency?: string;
  /** Shown before the value ("€") or after it ("g"). */
  prefix?: string;
  suffix?: string;
  help?: React.ReactNode;
  srSuffix?: string;
  className?: string;
};

/** The field's text as a number: empty is 0; null when a Dutch reader could not read it. */
function read(text: string, money: boolean): number | null {
  if (text.trim() === "") return 0;
  return money ? parseEuros(text) : parseDutchNumber(text);
}

/**
 * A number typed the Dutch way: `10.000` is ten thousand, `1.250,50` and `1250.75` have
 * cents. Under the field the value it understood (`= € 10.000,00`); text it cannot read
 * gets a message there once the field is left, and the draft keeps its last readable
 * value, so nothing unreadable silently counts as 0. The wizard does not go on while a
 * field holds such text (it finds them by `data-unreadable`).
 */
export function NumberField({
  label,
  value,
  onChange,
  currency,
  prefix,
  suffix,
  help,
  srSuffix,
  className,
}: NumberFieldProps) {
  const id = useId();
  const money = currency !== undefined || prefix === "€";
  const [text, setText] = useState(() => formatInputNumber(value));
  const [seen, setSeen] = useState(value);
  const [left, setLeft] = useState(false);
  // A value changed from outside (restored draft, fetched prices): show it.
  if (value !== seen) {
    setSeen(value);
    if (read(text, money) !== value) setText(formatInputNumber(value));
  }
  const understood = read(text, money);
  const error =
    understood === null && left ? (money ? UNREADABLE_AMOUNT : UNREADABLE_NUMBER) : null;
  const shown =
    understood === null || understood === 0
      ? null
      : money
        ? formatMoneyNl(understood, currency ?? "EUR")
        : `${formatNumberNl(understood)}${suffix ? ` ${suffix}` : ""}`;
  const noteId = `${id}-note`;
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error || shown ? noteId : undefined}
          data-unreadable={understood === null ? "" : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const next = read(event.target.value, money);
            if (next === null) return;
            setSeen(next);
            onChange(next);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={() => {
            setLeft(true);
            if (understood !== null) setText(formatInputNumber(understood));
          }}
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
      {error ? (
        <p id={noteId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : shown ? (
        <p id={noteId} className="text-sm text-muted-foreground tabular-nums">
          = {shown}
        </p>
      ) : null}
    </div>
  );
}
