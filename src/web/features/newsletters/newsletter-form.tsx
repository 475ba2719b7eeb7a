import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CUSTOM_EMAILS_INVALID,
  type NewsletterForm as FormValues,
  type NewsletterFormInput,
  type NewsletterListItem,
  newsletterFormSchema,
  recipientFilterSchema,
} from "@shared/schemas/newsletter";
import { EyeIcon, UsersIcon } from "lucide-react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { toastInvalid } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { ImageField } from "./image-field";
import { RecipientFields } from "./recipient-fields";

function defaults(n?: NewsletterListItem): NewsletterFormInput {
  return {
    title: n?.title ?? "",
    subject: n?.subject ?? "",
    content: n?.content ?? "",
    project_filter: n?.project_filter ?? "all",
    project_id: n?.project_id ?? "",
    destination_filter: n?.destination_filter ?? "",
    custom_email: n?.custom_email ?? "",
    image_url: n?.image_url ?? "",
    video_url: n?.video_url ?? "",
    donation_link: n?.donation_link ?? "",
    flyer_mode: n?.flyer_mode ?? false,
  };
}

/** A custom list without addresses is the 'Test Emails' toast. */
function toastErrors(errors: FieldErrors<NewsletterFormInput>) {
  if (errors.custom_email?.message === CUSTOM_EMAILS_INVALID.message) {
    toast.error(CUSTOM_EMAILS_INVALID.title, { description: CUSTOM_EMAILS_INVALID.message });
  } else toastInvalid(errors);
}

/** Every newsletter field; the API checks the same schema again. */
export function NewsletterForm({
  newsletter,
  onSave,
  onRecipients,
  onPreview,
  onDirtyChange,
  onCancel,
}: {
  newsletter?: NewsletterListItem;
  /** 'Annuleren': drops what was typed and closes the editor without asking. */
  onCancel: () => void;
  /** The form has changes not saved yet (true) or none (false). */
  onDirtyChange?: (dirty: boolean) => void;
  onSave: (values: FormValues) => Promise<void>;
  onRecipients: (values: NewsletterFormInput) => void;
  onPreview: (values: FormValues) => void;
}) {
  const form = useForm<NewsletterFormInput, unknown, FormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: defaults(newsletter),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const err = (name: keyof NewsletterFormInput) => errors[name]?.message;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  function showRecipients() {
    const values = form.getValues();
    const checked = recipientFilterSchema.safeParse(values);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      const title =
        message === CUSTOM_EMAILS_INVALID.message ? CUSTOM_EMAILS_INVALID.title : "Validatiefout";
      return toast.error(title, { description: message });
    }
    onRecipients(values);
  }

  return (
    <form
      noValidate
      aria-label={newsletter ? "Nieuwsbrief bewerken" : "Nieuwe nieuwsbrief"}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onSave, toastErrors)}
    >
      {(newsletter?.last_send?.remaining ?? 0) > 0 ? (
        // The sender renders the saved text again within seconds: say who gets which.
        <p className="rounded-lg border border-urgent/40 bg-urgent/5 p-3 text-sm sm:col-span-2">
          {`Deze nieuwsbrief wordt nu verstuurd. Wat je opslaat, ${
            newsletter?.last_send?.remaining === 1
              ? "krijgt alleen de ontvanger die hem nog niet kreeg"
              : `krijgen alleen de ${newsletter?.last_send?.remaining} ontvangers die hem nog niet kregen`
          }; wie hem al kreeg, houdt de vorige versie.`}
        </p>
      ) : null}
      <FormField id="nb-title" label="Titel" required error={err("title")}>
        <Input {...fieldA11y("nb-title", err("title"))} {...form.register("title")} />
      </FormField>
      <FormField id="nb-subject" label="Onderwerp" required error={err("subject")}>
        <Input {...fieldA11y("nb-subject", err("subject"))} {...form.register("subject")} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          id="nb-content"
          label="Inhoud"
          error={err("content")}
          hint="Gewone tekst (een lege regel begint een nieuwe alinea) of eenvoudige HTML."
        >
          <Textarea
            {...fieldA11y("nb-content", err("content"), true)}
            rows={8}
            {...form.register("content")}
          />
        </FormField>
      </div>
      <RecipientFields form={form} />
      <div className="sm:col-span-2">
        <ImageField
          id="nb-image"
          value={form.watch("image_url") ?? ""}
          error={err("image_url")}
          onChange={(url) => form.setValue("image_url", url, { shouldDirty: true })}
        />
      </div>
      <FormField id="nb-video" label="Videolink" error={err("video_url")}>
        <Input
          {...fieldA11y("nb-video", err("video_url"))}
          type="url"
          placeholder="https://"
          {...form.register("video_url")}
        />
      </FormField>
      <FormField id="nb-donation" label="Donatielink" error={err("donation_link")}>
        <Input
          {...fieldA11y("nb-donation", err("donation_link"))}
          type="url"
          placeholder="https://"
          {...form.register("donation_link")}
        />
      </FormField>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-primary" {...form.register("flyer_mode")} />
        <span className="font-medium">Flyer: de afbeelding groot bovenaan</span>
      </label>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={showRecipients}>
          <UsersIcon aria-hidden="true" /> Ontvangers bekijken
        </Button>
        <Button type="button" variant="outline" onClick={form.handleSubmit(onPreview, toastErrors)}>
          <EyeIcon aria-hidden="true" /> Voorbeeld
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuleren
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Opslaan…" : newsletter ? "Wijzigingen opslaan" : "Nieuwsbrief aanmaken"}
        </Button>
      </div>
    </form>
  );
}
