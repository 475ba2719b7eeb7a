import { DONATION_OPTIN } from "@shared/newsletter-consent";
import type { ComponentProps } from "react";

/**
 * The donation forms' unticked 'Houd mij op de hoogte' box (field `newsletter`): ticked,
 * the donor gets an e-mail to confirm a newsletter sign-up (double opt-in). `input` is the
 * form's registration of the field, or a checked state and its change handler.
 */
export function NewsletterBox({ id, input }: { id: string; input: ComponentProps<"input"> }) {
  const hint = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        className="mt-1 size-4 shrink-0 accent-primary"
        aria-describedby={hint}
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {DONATION_OPTIN.label}
        </label>
        <p id={hint} className="text-sm text-muted-foreground">
          {DONATION_OPTIN.hint}
        </p>
      </div>
    </div>
  );
}
