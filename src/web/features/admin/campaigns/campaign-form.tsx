import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { eurosToCents } from "@shared/amount";
import {
  type CampaignFormInput,
  type CampaignFormValues,
  campaignEditSchema,
  campaignFormSchema,
  urgencies,
  urgencyOptions,
} from "@shared/schemas/campaign-form";
import { destinationLabels, destinations } from "@shared/form-input";
import { useForm } from "react-hook-form";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { toastInvalid } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { fieldClasses, Input } from "@web/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/utils";
import { ImageUpload } from "./image-upload";

export interface AdminCampaign {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  target_amount: number;
  current_amount: number;
  days_left: number;
  supporters: number;
  urgency: (typeof urgencies)[number];
  destination: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

const euroText = (n: number) => String(n).replace(".", ",");

function defaults(campaign?: AdminCampaign): CampaignFormInput {
  return {
    title: campaign?.title ?? "",
    description: campaign?.description ?? "",
    image_url: campaign?.image_url ?? "",
    target_amount: campaign ? euroText(campaign.target_amount) : "",
    current_amount: campaign ? euroText(campaign.current_amount) : "0",
    days_left: campaign?.days_left ?? 30,
    supporters: campaign?.supporters ?? 0,
    urgency: campaign?.urgency ?? "NORMAL",
    destination: campaign?.destination ?? "",
    is_active: campaign?.is_active ?? false,
  };
}

/** Every campaign field; the same schema is checked again by the API. */
export function CampaignForm({
  campaign,
  onSave,
  onDirtyChange,
  onCancel,
}: {
  campaign?: AdminCampaign;
  /** 'Annuleren': drops what was typed and closes the form without asking. */
  onCancel: () => void;
  onSave: (values: CampaignFormInput) => Promise<void>;
  /** The form has changes not saved yet (true) or none (false). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useForm<CampaignFormInput, unknown, CampaignFormValues>({
    resolver: zodResolver(
      campaign ? campaignEditSchema(eurosToCents(campaign.current_amount)) : campaignFormSchema,
    ),
    defaultValues: defaults(campaign),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const imageUrl = form.watch("image_url");
  const id = (name: string) => `campagne-${name}`;
  const err = (name: keyof CampaignFormInput) => errors[name]?.message;

  return (
    <form
      noValidate
      aria-label={campaign ? "Campagne bewerken" : "Nieuwe campagne"}
      className="grid gap-4 sm:grid-cols-2"
      // The API takes the raw input (euros as typed) and parses it with the same schema.
      onSubmit={form.handleSubmit(
        () => onSave(form.getValues()),
        (e) => toastInvalid(e),
      )}
    >
      <div className="sm:col-span-2">
        <FormField id={id("title")} label="Titel" required error={err("title")}>
          <Input {...fieldA11y(id("title"), err("title"))} {...form.register("title")} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id={id("description")} label="Omschrijving" error={err("description")}>
          <Textarea
            {...fieldA11y(id("description"), err("description"))}
            rows={3}
            {...form.register("description")}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField
          id={id("image")}
          label="Afbeelding (URL)"
          error={err("image_url")}
          hint="Een adres dat met http begint, of upload een afbeelding; leeg laten toont de standaardafbeelding."
        >
          <div className="flex flex-wrap gap-2">
            <Input
              {...fieldA11y(id("image"), err("image_url"), true)}
              type="url"
              inputMode="url"
              placeholder="https://"
              className="min-w-0 flex-1 basis-64"
              {...form.register("image_url")}
            />
            <ImageUpload
              onUploaded={(url) =>
                form.setValue("image_url", url, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
        </FormField>
        {imageUrl?.startsWith("http") ? (
          <img src={imageUrl} alt="" className="mt-2 h-24 w-40 rounded-lg border object-cover" />
        ) : null}
      </div>
      <FormField id={id("target")} label="Doelbedrag (€)" required error={err("target_amount")}>
        <Input
          {...fieldA11y(id("target"), err("target_amount"))}
          inputMode="decimal"
          {...form.register("target_amount")}
        />
      </FormField>
      <FormField id={id("current")} label="Opgehaald (€)" required error={err("current_amount")}>
        <Input
          {...fieldA11y(id("current"), err("current_amount"))}
          inputMode="decimal"
          {...form.register("current_amount")}
        />
      </FormField>
      <FormField id={id("days")} label="Dagen over" required error={err("days_left")}>
        <Input
          {...fieldA11y(id("days"), err("days_left"))}
          type="number"
          min={0}
          step={1}
          {...form.register("days_left")}
        />
      </FormField>
      <FormField id={id("supporters")} label="Aantal donateurs" required error={err("supporters")}>
        <Input
          {...fieldA11y(id("supporters"), err("supporters"))}
          type="number"
          min={0}
          step={1}
          {...form.register("supporters")}
        />
      </FormField>
      <FormField id={id("urgency")} label="Urgentie" required error={err("urgency")}>
        {/* Not react-hook-form's Controller: it would join the public forms' chunk. */}
        <Select
          name="urgency"
          value={form.watch("urgency")}
          onValueChange={(value) =>
            form.setValue("urgency", value as CampaignFormInput["urgency"], {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        >
          <SelectTrigger {...fieldA11y(id("urgency"), err("urgency"))}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {urgencies.map((u) => (
              <SelectItem key={u} value={u}>
                {urgencyOptions[u]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField
        id={id("destination")}
        label="Bestemming van donaties"
        error={err("destination")}
        hint="Betaalde donaties voor deze bestemming tellen mee."
      >
        <select
          {...fieldA11y(id("destination"), err("destination"), true)}
          className={cn(fieldClasses, "h-11")}
          {...form.register("destination")}
        >
          <option value="">Geen</option>
          {destinations.map((d) => (
            <option key={d} value={d}>
              {destinationLabels[d]}
            </option>
          ))}
        </select>
      </FormField>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-primary" {...form.register("is_active")} />
        <span className="font-medium">
          Actief (de nieuwste actieve campagne staat op de homepage)
        </span>
      </label>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuleren
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Opslaan…" : campaign ? "Wijzigingen opslaan" : "Campagne aanmaken"}
        </Button>
      </div>
    </form>
  );
}
