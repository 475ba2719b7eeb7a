import { signupSources, subscriberSources } from "../newsletter-consent";
import { z } from "../zod";
import { emailField, optionalLine, searchTerm } from "./fields";

/** The add-subscriber form: e-mail required, name optional. */
export const subscriberFormSchema = z.object({
  email: emailField({ required: "E-mailadres is verplicht", invalid: "Ongeldig e-mailadres" }),
  name: optionalLine(
    200,
    "Naam mag maximaal 200 tekens lang zijn",
    "Naam mag geen regeleinden bevatten",
  ),
});
export type SubscriberFormInput = z.input<typeof subscriberFormSchema>;

/** An admin unsubscribes or resubscribes an address. */
export const subscriptionSchema = z.object({
  subscribed: z.boolean({ error: "Geef aan of het adres is aangemeld" }),
});

/** CSV import options: `update_names=true` when the admin ticked 'Namen bijwerken'. */
export const subscriberImportQuerySchema = z.object({
  update_names: z
    .enum(["true", "false"], { error: "Ongeldige waarde voor namen bijwerken" })
    .optional()
    .transform((v) => v === "true"),
});

/** The list's search box. */
export const subscriberQuerySchema = z.object({ search: searchTerm });

export const subscriberDtoSchema = z.object({
  /**
   * On the suppression list: the mail server refused the address permanently (its reply
   * is the reason). Left out of every send until an admin lifts it.
   */
  suppressed: z.object({ reason: z.string(), since: z.iso.datetime() }).nullable(),
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  source: z.enum(subscriberSources),
  /**
   * The last confirmed newsletter sign-up (double opt-in): the form it came from, the
   * text shown, when the visitor signed up and when the link was opened.
   */
  consent: z
    .object({
      source: z.enum(signupSources),
      text: z.string(),
      at: z.iso.datetime(),
      confirmed_at: z.iso.datetime(),
    })
    .nullable(),
  subscribed: z.boolean(),
  created_at: z.iso.datetime(),
});
export type SubscriberDto = z.infer<typeof subscriberDtoSchema>;

export const subscriberListSchema = z.object({
  subscribers: z.array(subscriberDtoSchema),
  /** Over the whole table, whatever the search. */
  counts: z.object({
    total: z.number().int(),
    subscribed: z.number().int(),
    unsubscribed: z.number().int(),
  }),
  /** Rows matching the search (the list shows at most LIST_LIMIT of them). */
  matching: z.number().int(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

export const SUBSCRIBER_LIST_LIMIT = 500;

/** The subscriber page's toasts. */
export const SUBSCRIBER_TOASTS = {
  addFailed: "Kon abonnee niet toevoegen",
  donorsFailed: "Kon donateurs niet importeren",
} as const;
