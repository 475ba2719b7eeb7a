import { DONATION_OPTIN } from "@shared/newsletter-consent";
import type { ComponentProps } from "react";

/**
 * The donation forms' unticked 'Houd mij op de hoogte' box (field `newsletter`): ticked,
 * the donor gets an e-mail to confirm a newsletter sign-up (double opt-in). `input` is the
 * form's registration of the field, or a checked state and its change handler.
 */
export function NewsletterBox({ id, input }: { id: string; input: ComponentProps<"input"> }) {
  const hint = `${id}-hint`;
  // The whole row is the label, at least 44 px tall: a finger need not find the box itself.
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2.5">
        <input
          type="checkbox"
          id={id}
          className="mt-1 size-4 shrink-0 accent-primary"
          aria-describedby={hint}
          {...input}
        />
        <span className="font-medium">{DONATION_OPTIN.label}</span>
      </label>
      <p id={hint} className="pl-7 text-sm text-muted-foreground">
        {DONATION_OPTIN.hint}
      </p>
    </div>
  );
}
