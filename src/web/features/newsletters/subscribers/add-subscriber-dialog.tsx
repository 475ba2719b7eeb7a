import { zodResolver } from "@hookform/resolvers/zod";
import {
  SUBSCRIBER_TOASTS,
  type SubscriberDto,
  type SubscriberFormInput,
  subscriberFormSchema,
} from "@shared/schemas/subscriber";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { toastInvalid } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { useAdminAction } from "@web/lib/admin/actions";
import { api, messageOf, titleOf } from "@web/lib/api-client";

type Values = z.output<typeof subscriberFormSchema>;

/**
 * On the list, yet the mail server refused the address for good: without lifting the
 * block it gets no newsletter, so the admin hears it at once, not from a failed send.
 */
export function warnBlocked(
  title: string,
  email: string,
  { reason }: NonNullable<SubscriberDto["suppressed"]>,
) {
  toast.warning(title, {
    description: `${email} krijgt geen nieuwsbrieven: de mailserver weigerde het adres (${reason}). Werkt het adres weer, kies dan Blokkade opheffen bij het adres.`,
  });
}

/** Adding one subscriber, an intent of the subscribers page's clientAction. */
export const addSubscriberIntent = {
  run: (values: Values) =>
    api.post<{ subscriber: SubscriberDto }>("/api/admin/subscribers", values),
  done: ({ subscriber }: { subscriber: SubscriberDto }, values: Values) =>
    subscriber.suppressed
      ? warnBlocked("Abonnee toegevoegd, maar geblokkeerd", values.email, subscriber.suppressed)
      : toast.success("Abonnee toegevoegd", { description: values.email }),
  failed: (e: unknown) =>
    toast.error(titleOf(e) === "Validatiefout" ? "Validatiefout" : SUBSCRIBER_TOASTS.addFailed, {
      description: messageOf(e, "Probeer het opnieuw."),
    }),
};

/** Add a subscriber: e-mail required, name optional; upsert, source manual. */
export function AddSubscriberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<SubscriberFormInput, unknown, Values>({
    resolver: zodResolver(subscriberFormSchema),
    defaultValues: { email: "", name: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const action = useAdminAction(() => {
    form.reset();
    onClose();
  });
  const add = (values: Values) => action.submit("add", values);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (o) return;
        // Closed without adding: the next opening starts empty, without old errors.
        form.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>Abonnee toevoegen</DialogTitle>
        <DialogDescription>Een adres dat al bestaat, wordt weer aangemeld.</DialogDescription>
        <form
          noValidate
          aria-label="Abonnee toevoegen"
          className="grid gap-4"
          onSubmit={form.handleSubmit(add, (e) => toastInvalid(e))}
        >
          <FormField id="abonnee-email" label="E-mailadres" required error={errors.email?.message}>
            <Input
              {...fieldA11y("abonnee-email", errors.email?.message)}
              type="email"
              autoComplete="off"
              {...form.register("email")}
            />
          </FormField>
          <FormField id="abonnee-naam" label="Naam" error={errors.name?.message}>
            <Input
              {...fieldA11y("abonnee-naam", errors.name?.message)}
              autoComplete="off"
              {...form.register("name")}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Toevoegen…" : "Toevoegen"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
