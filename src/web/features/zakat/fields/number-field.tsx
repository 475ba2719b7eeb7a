import { formatMoneyNl } from "@shared/intl";
import { parseDutchNumber, parseEuros, UNREADABLE_AMOUNT, UNREADABLE_NUMBER } from "@shared/amount";
import { useId, useState } from "react";
import type * as React from "react";
import { fieldClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { FieldLabel } from "./field-label";

/**
 * "10.000" for 10000, "62,5" for 62.5, "0,000000125" for 1.25e-7: how the field writes a
 * number, with every decimal the number has (JavaScript's shortest exact writing, grouped
 * and with a comma the Dutch way), so the field reads back exactly the value it wrote.
 */
function formatInputNumber(value: number): string {
  const [mantissa = "0", exponent = "0"] = String(Math.abs(value)).split("e");
  const [integer = "0", fraction = ""] = mantissa.split(".");
  const digits = integer + fraction;
  const point = integer.length + Number(exponent);
  const whole =
    point <= 0
      ? "0"
      : digits
          .slice(0, point)
          .padEnd(point, "0")
          .replace(/^0+(?=\d)/, "");
  const decimals = point <= 0 ? "0".repeat(-point) + digits : digits.slice(point);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}${grouped}${decimals ? `,${decimals}` : ""}`;
}

/** "€ 61,234" for 61.234, "€ 62,50" for 62.5: a price with at least two decimals. */
function formatPrice(value: number): string {
  const [whole, decimals = ""] = formatInputNumber(value).split(",");
  return `€\u00a0${whole},${decimals.padEnd(2, "0")}`;
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
  /**
   * A price per unit (per gram) in euros: read with all its decimals (`61,234`), where
   * other money fields hold whole cents.
   */
  price?: boolean;
  /** Shown before the value ("€") or after it ("g"). */
  prefix?: string;
  suffix?: string;
  help?: React.ReactNode;
  srSuffix?: string;
  className?: string;
};

/**
 * The field's text as a number: empty is 0; null when a Dutch reader could not read it.
 * `cents`: a money amount, in whole cents.
 */
function read(text: string, cents: boolean): number | null {
  if (text.trim() === "") return 0;
  return cents ? parseEuros(text) : parseDutchNumber(text);
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
  price = false,
  prefix,
  suffix,
  help,
  srSuffix,
  className,
}: NumberFieldProps) {
  const id = useId();
  const money = price || currency !== undefined || prefix === "€";
  const cents = money && !price;
  const [text, setText] = useState(() => formatInputNumber(value));
  const [seen, setSeen] = useState(value);
  const [left, setLeft] = useState(false);
  // A value changed from outside (restored draft, fetched prices): show it.
  if (value !== seen) {
    setSeen(value);
    if (read(text, cents) !== value) setText(formatInputNumber(value));
  }
  const understood = read(text, cents);
  const error =
    understood === null && left ? (money ? UNREADABLE_AMOUNT : UNREADABLE_NUMBER) : null;
  const shown =
    understood === null || understood === 0
      ? null
      : price
        ? formatPrice(understood)
        : money
          ? formatMoneyNl(understood, currency ?? "EUR")
          : `${formatInputNumber(understood)}${suffix ? ` ${suffix}` : ""}`;
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
            const next = read(event.target.value, cents);
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
