import type * as React from "react";
import { Label } from "@web/components/ui/label";
import { HelpTip } from "./help-tip";

/** A visible label above its field, with an optional help button beside it. */
export function FieldLabel({
  htmlFor,
  children,
  srSuffix,
  help,
}: {
  htmlFor: string;
  children: string;
  /** Extra words for screen readers, e.g. which row ("rekening 2"). */
  srSuffix?: string;
  help?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-6 items-center justify-between gap-2">
      <Label htmlFor={htmlFor} className="leading-snug">
        {children}
        {srSuffix ? <span className="sr-only"> {srSuffix}</span> : null}
      </Label>
      {help ? <HelpTip topic={children}>{help}</HelpTip> : null}
    </div>
  );
}
