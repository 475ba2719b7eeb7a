import {
  filterLabels,
  type NewsletterFormInput,
  newsletterDestinationLabels,
  newsletterDestinations,
  newsletterFilters,
  parseCustomEmails,
  unreadCustomEmails,
} from "@shared/schemas/newsletter";
import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { fieldClasses } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/utils";
import { api } from "@web/lib/api-client";

type Form = UseFormReturn<NewsletterFormInput>;

/** project_filter and the one choice it needs (campaign, destination, list). */
export function RecipientFields({ form }: { form: Form }) {
  const filter = form.watch("project_filter");
  const { errors } = form.formState;
  const [projects, setProjects] = useState<{ id: string; title: string }[] | null>(null);

  useEffect(() => {
    if (filter !== "specific_project" || projects) return;
    api
      .get<{ projects: { id: string; title: string }[] }>("/api/admin/newsletters/projects")
      .then((r) => setProjects(r.projects))
      .catch(() => setProjects([]));
  }, [filter, projects]);

  return (
    <>
      <FormField id="nb-filter" label="Ontvangers" required error={errors.project_filter?.message}>
        <select
          {...fieldA11y("nb-filter", errors.project_filter?.message)}
          className={cn(fieldClasses, "h-11")}
          {...form.register("project_filter")}
        >
          {newsletterFilters.map((f) => (
            <option key={f} value={f}>
              {filterLabels[f]}
            </option>
          ))}
        </select>
      </FormField>
      {filter === "specific_project" ? (
        <FormField
          id="nb-project"
          label="Project (actieve campagne)"
          required
          error={errors.project_id?.message}
        >
          <select
            {...fieldA11y("nb-project", errors.project_id?.message)}
            className={cn(fieldClasses, "h-11")}
            {...form.register("project_id")}
          >
            <option value="">{projects === null ? "Laden…" : "Kies een project"}</option>
            {projects?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      {filter === "specific_destination" ? (
        <FormField
          id="nb-destination"
          label="Bestemming"
          required
          error={errors.destination_filter?.message}
        >
          <select
            {...fieldA11y("nb-destination", errors.destination_filter?.message)}
            className={cn(fieldClasses, "h-11")}
            {...form.register("destination_filter")}
          >
            <option value="">Kies een bestemming</option>
            {newsletterDestinations.map((d) => (
              <option key={d} value={d}>
                {newsletterDestinationLabels[d]}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      {filter === "custom_email" ? (
        <div className="sm:col-span-2">
          <FormField
            id="nb-custom"
            label="E-mailadressen"
            required
            error={errors.custom_email?.message}
            hint="Eén per regel, of gescheiden door komma's of puntkomma's (zoals Outlook ze kopieert)."
          >
            <Textarea
              {...fieldA11y("nb-custom", errors.custom_email?.message, true)}
              rows={3}
              {...form.register("custom_email")}
            />
          </FormField>
          <CustomListCount value={form.watch("custom_email")} />
        </div>
      ) : null}
    </>
  );
}

/**
 * What the custom list holds, as the send will read it: how many addresses, and the
 * entries that are not one (a typo, two addresses without a separator), which the send
 * leaves out. Without it a mistyped address would silently get nothing.
 */
function CustomListCount({ value }: { value: string | null | undefined }) {
  const count = new Set(parseCustomEmails(value).map((e) => e.toLowerCase())).size;
  const unread = unreadCustomEmails(value);
  if (count === 0 && unread.length === 0) return null;
  return (
    <p className="mt-1.5 text-sm text-muted-foreground">
      {count === 1 ? "1 adres herkend." : `${count} adressen herkend.`}
      {unread.length > 0 ? (
        <span className="block font-medium text-urgent break-words">
          {`Niet herkend, wordt overgeslagen: ${unread.join(", ")}`}
        </span>
      ) : null}
    </p>
  );
}
