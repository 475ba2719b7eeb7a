import { formatEuroWhole } from "@shared/money";
import { CheckIcon } from "lucide-react";
import { useState } from "react";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { errorId } from "./form-field";

interface AmountPickerProps {
  /** Prefix for element ids; unique on the page. */
  id: string;
  presets: readonly number[];
  /** The amount in euros as text; "" when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /**
   * The own-amount input appears when 'custom' is chosen ("hidden"); on the
   * monthly form it is always there but disabled unless custom is chosen ("disabled").
   */
  ownAmount?: "hidden" | "disabled";
  label?: string;
}

/**
 * Amount tiles as large radio buttons plus an own amount (at least € 1, typed the Dutch
 * way: `1.250` or `12,50`, read by the shared amount schema). The
 * selected tile shows a check mark and a thicker border, not colour alone.
 */
export function AmountPicker({
  id,
  presets,
  value,
  onChange,
  error,
  ownAmount = "hidden",
  label = "Bedrag",
}: AmountPickerProps) {
  const [custom, setCustom] = useState(() => value !== "" && !presets.map(String).includes(value));
  const customId = `${id}-custom`;
  const tile = (selected: boolean) =>
    cn(
      "relative flex min-h-14 cursor-pointer items-center justify-center rounded-lg border bg-card px-3 text-center text-lg leading-tight font-semibold transition-colors",
      "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
      selected
        ? "border-2 border-primary bg-secondary text-secondary-foreground"
        : "border-input hover:bg-accent",
    );
  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId(id) : undefined}>
      <legend className="mb-2 text-sm font-medium">
        {label}
        <span aria-hidden="true" className="text-destructive">
          {" "}
          *
        </span>
      </legend>
      {/* Three amounts: one row of three, 'Eigen bedrag' a row of its own below them (a
          fourth tile in a half-width column wrapped onto two lines). */}
      <div
        className={cn(
          "grid grid-cols-2 gap-3",
          presets.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-4",
        )}
      >
        {presets.map((preset) => {
          const selected = !custom && value === String(preset);
          return (
            <label key={preset} className={tile(selected)}>
              <input
                type="radio"
                name={`${id}-choice`}
                className="sr-only"
                aria-invalid={error ? true : undefined}
                checked={selected}
                onChange={() => {
                  setCustom(false);
                  onChange(String(preset));
                }}
              />
              {selected ? (
                <CheckIcon className="absolute top-1.5 right-1.5 size-4" aria-hidden="true" />
              ) : null}
              {formatEuroWhole(preset)}
            </label>
          );
        })}
        <label
          className={cn(
            tile(custom),
            "text-base",
            presets.length % 2 === 0 && "col-span-2",
            presets.length % 4 === 0 && "sm:col-span-4",
            presets.length === 3 && "sm:col-span-3",
          )}
        >
          <input
            type="radio"
            name={`${id}-choice`}
            className="sr-only"
            checked={custom}
            onChange={() => {
              setCustom(true);
              onChange("");
            }}
          />
          {custom ? (
            <CheckIcon className="absolute top-1.5 right-1.5 size-4" aria-hidden="true" />
          ) : null}
          Eigen bedrag
        </label>
      </div>
      {custom || ownAmount === "disabled" ? (
        <div className="space-y-2">
          <label htmlFor={customId} className="block text-sm font-medium">
            Eigen bedrag (€)
          </label>
          <Input
            id={customId}
            // Text, not a number input: a Dutch amount ("1.250,50") is read by the schema.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Bijvoorbeeld 35 of 12,50"
            disabled={!custom}
            aria-invalid={custom && error ? true : undefined}
            aria-describedby={custom && error ? errorId(id) : undefined}
            value={custom ? value : ""}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
