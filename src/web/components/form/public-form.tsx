import { site } from "@shared/site";
import { type ComponentProps, useEffect, useRef } from "react";
import { replayEdits, takeHeldSubmit } from "./held-submit";
import { HELD_SUBMIT } from "./held-submit-script";

/**
 * A form of the public site. It posts (never a GET that would put the visitor's details
 * in the address bar), and a submit made before the page's script has taken over the
 * form is held by the page's inline script (root.tsx) and sent here once it has: the
 * edits made meanwhile are handed to the form's state first (docs/decisions/044).
 */
export function PublicForm({ children, ...props }: ComponentProps<"form">) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    const held = form ? takeHeldSubmit(form) : null;
    if (!form || !held) return;
    replayEdits(form);
    // The next task: the state updates of the replayed edits have been applied by then.
    const submitter = held.submitter && form.contains(held.submitter) ? held.submitter : undefined;
    const timer = setTimeout(() => form.requestSubmit(submitter));
    return () => clearTimeout(timer);
  }, []);
  return (
    <form ref={ref} method="post" {...{ [HELD_SUBMIT]: "" }} {...props}>
      <noscript>
        <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
          Dit formulier werkt alleen als JavaScript aan staat. U kunt ons ook mailen:{" "}
          {site.contact.email}.
        </p>
      </noscript>
      {children}
    </form>
  );
}
