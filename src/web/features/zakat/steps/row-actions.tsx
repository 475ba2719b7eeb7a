import { PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@web/components/ui/button";

export function RemoveRowButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      disabled={disabled}
      onClick={(event) => {
        // The pressed button goes with its row: focus moves on to the section's
        // '… toevoegen' button, which stays, instead of being lost.
        const section = event.currentTarget.closest("section");
        onClick();
        section?.querySelector<HTMLButtonElement>("button[data-add-row]")?.focus();
      }}
      // Level with the input beside it: below that field's one-line label.
      className="mt-8 shrink-0"
    >
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}

export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" data-add-row="" onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
