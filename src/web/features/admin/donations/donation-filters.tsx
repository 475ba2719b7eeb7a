import { destinationLabels, destinations } from "@shared/form-input";
import {
  type DonationFilter,
  donationFilterSchema,
  donationKindLabels,
  donationStatusLabels,
} from "@shared/schemas/donation-report";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { fieldClasses, Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/utils";

export type FilterValues = Record<keyof DonationFilter, string>;

const emptyFilter: FilterValues = {
  kind: "",
  destination: "",
  status: "",
  from: "",
  to: "",
};

const destinationOptions: [string, string][] = [
  ...destinations.map((d): [string, string] => [d, destinationLabels[d]]),
  ["ZAKAAT", "Zakaat"],
];

const selectClasses = cn(fieldClasses, "h-10 text-sm");

/** Filter by kind, destination, status and period, checked by the shared schema. */
export function DonationFilters({
  value,
  onApply,
}: {
  value: FilterValues;
  onApply: (filter: FilterValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof FilterValues) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = donationFilterSchema.safeParse(draft);
    if (!parsed.success) {
      toast.error("Validatiefout", { description: parsed.error.issues[0]?.message });
      return;
    }
    onApply(draft);
  }

  const select = (
    key: "kind" | "destination" | "status",
    label: string,
    options: [string, string][],
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`filter-${key}`}>{label}</Label>
      <select id={`filter-${key}`} className={selectClasses} value={draft[key]} onChange={set(key)}>
        <option value="">Alle</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      aria-label="Filters"
      onSubmit={submit}
      className="grid gap-3 rounded-card border bg-card p-4 shadow-sm shadow-black/5 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      {select("kind", "Soort", Object.entries(donationKindLabels))}
      {select("destination", "Bestemming", destinationOptions)}
      {select("status", "Status", Object.entries(donationStatusLabels))}
      <div className="space-y-1.5">
        <Label htmlFor="filter-from">Van</Label>
        <Input
          id="filter-from"
          type="date"
          className="h-10 text-sm"
          value={draft.from}
          onChange={set("from")}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="filter-to">Tot en met</Label>
        <Input
          id="filter-to"
          type="date"
          className="h-10 text-sm"
          value={draft.to}
          onChange={set("to")}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" size="md" className="flex-1">
          Toepassen
        </Button>
        <Button
          type="button"
          size="md"
          variant="ghost"
          onClick={() => {
            setDraft(emptyFilter);
            onApply(emptyFilter);
          }}
        >
          Wissen
        </Button>
      </div>
    </form>
  );
}
