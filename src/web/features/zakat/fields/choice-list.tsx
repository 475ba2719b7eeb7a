import { CheckIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";
import { cn } from "@web/lib/utils";
import { HelpTip } from "./help-tip";

type Choice<T extends string> = { value: T; label: string; hint?: string };

/**
 * Radio buttons (one choice) or checkboxes (a list) as large labelled tiles; the chosen
 * tile shows a check mark, so the state is visible without colour.
 */
export function ChoiceList<T extends string>({
  legend,
  name,
  choices,
  selected,
  multiple = false,
  onToggle,
  help,
  columns = 1,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  multiple?: boolean;
  /** For radios `checked` is always true. */
  onToggle: (value: T, checked: boolean) => void;
  help?: React.ReactNode;
  columns?: 1 | 2;
}) {
  const id = useId();
  return (
    // Named by aria-labelledby, not a legend: a legend cannot share a row with the help
    // button, because browsers lay it out in the fieldset's border.
    <fieldset aria-labelledby={`${id}-legend`} className="min-w-0">
      <div className="mb-2 flex min-h-6 items-center justify-between gap-2">
        <span id={`${id}-legend`} className="text-sm font-medium">
          {legend}
        </span>
        {help ? <HelpTip topic={legend}>{help}</HelpTip> : null}
      </div>
      <div className={cn("grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          return (
            <label
              key={choice.value}
              className={cn(
                "relative flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-card px-3 py-2.5 transition-colors hover:bg-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring",
                checked && "border-zakat bg-zakat-soft hover:bg-zakat-soft",
              )}
            >
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={choice.value}
                checked={checked}
                onChange={(event) => onToggle(choice.value, event.target.checked)}
                // Invisible but covering the tile: a tap anywhere on it hits the real input.
                className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={cn(
                  "mt-0.5 flex size-5 shrink-0 items-center justify-center border-2 border-input bg-card",
                  multiple ? "rounded" : "rounded-full",
                  checked && "border-zakat bg-zakat text-zakat-foreground",
                )}
              >
                {checked ? <CheckIcon className="size-3.5" strokeWidth={3} /> : null}
              </span>
              <span className="flex flex-col">
                <span className="font-medium">{choice.label}</span>
                {choice.hint ? (
                  <span className="text-sm text-muted-foreground">{choice.hint}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
