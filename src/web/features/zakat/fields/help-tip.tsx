import { InfoIcon } from "lucide-react";
import { Popover } from "radix-ui";
import type * as React from "react";

/**
 * A help text behind an (i) button. A popover, not a hover tooltip: it opens by click,
 * tap, Enter or Space, so it works on phones and by keyboard.
 */
export function HelpTip({ topic, children }: { topic: string; children: React.ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={`Uitleg: ${topic}`}
          className="-my-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-zakat-soft-foreground hover:bg-zakat-soft data-[state=open]:bg-zakat-soft"
        >
          <InfoIcon className="size-5" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={`Uitleg: ${topic}`}
          side="top"
          align="center"
          collisionPadding={12}
          className="z-50 max-w-xs rounded-lg border bg-popover p-3 text-sm leading-relaxed text-popover-foreground shadow-lg data-[state=open]:animate-fade-in"
        >
          {children}
          <Popover.Arrow className="fill-popover" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
