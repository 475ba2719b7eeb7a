import { z } from "../zod";
import { destinationLabels, destinations } from "../form-input";
import { isEmailAddress, text } from "./fields";

/**
 * The admin's newsletter form, parsed by the form and by POST/PUT
 * /api/admin/newsletters and the unsaved-draft recipient preview. Field names are the
 * table's columns. Empty optional values become null.
 */

/** Who a newsletter goes to: the project_filter values (the table's column takes them too). */
export const newsletterFilters = [
  "all",
  "specific_project",
  "specific_destination",
  "custom_email",
] as const;
export type NewsletterFilter = (typeof newsletterFilters)[number];

export const filterLabels: Record<NewsletterFilter, string> = {
  all: "Alle abonnees",
  specific_project: "Donateurs van een project",
  specific_destination: "Donateurs van een bestemming",
  custom_email: "Eigen lijst (test e-mails)",
};

/** The destination options: the donation destinations plus ZAKAAT. */
export const newsletterDestinations = [...destinations, "ZAKAAT"] as const;
export const newsletterDestinationLabels: Record<string, string> = {
  ...destinationLabels,
  ZAKAAT: "Zakaat",
};

/** The toast for a custom list without a valid address. */
export const CUSTOM_EMAILS_INVALID = {
  title: "Test Emails",
  message: "Voer één of meerdere geldige email adressen in",
};

/**
 * The addresses of a custom list (custom_email): split on newlines, commas or semicolons
 * (a list copied from a mail program), 'Naam <adres>' read as the address, and kept only
 * when the entry is one address by the site's e-mail rule. An entry such as
 * 'a@x.nl;b@y.nl' or 'Naam <b@y.nl>' must never reach the mail server whole: it would
 * read it as several recipients, past the unsubscribe and suppression checks.
 */
export function parseCustomEmails(value: string | null | undefined): string[] {
  return customEntries(value).filter(isEmailAddress);
}

/** The entries of a custom list that are not one address: the editor shows them, as skipped. */
export function unreadCustomEmails(value: string | null | undefined): string[] {
  return customEntries(value).filter((entry) => entry !== "" && !isEmailAddress(entry));
}

function customEntries(value: string | null | undefined): string[] {
  return (value ?? "").split(/[\n\r,;]+/).map((v) => {
    const entry = v.trim();
    return (/<([^<>]*)>$/.exec(entry)?.[1] ?? entry).trim();
  });
}

const optional = (max: number, message: string) =>
  text(message)
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const link = (message: string) =>
  optional(2000, message).refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), message);

/** Who gets it: one check for the saved form and the unsaved-draft recipient preview. */
function checkRecipients(
  v: {
    project_filter: NewsletterFilter;
    project_id: string | null;
    destination_filter: string | null;
    custom_email: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (v.project_filter === "specific_project" && !v.project_id) {
    ctx.addIssue({ code: "custom", path: ["project_id"], message: "Kies een project" });
  }
  if (
    v.project_filter === "specific_destination" &&
    !newsletterDestinations.includes(v.destination_filter as never)
  ) {
    ctx.addIssue({ code: "custom", path: ["destination_filter"], message: "Kies een bestemming" });
  }
  if (v.project_filter === "custom_email" && parseCustomEmails(v.custom_email).length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["custom_email"],
      message: CUSTOM_EMAILS_INVALID.message,
    });
  }
}

const recipientFields = {
  project_filter: z.enum(newsletterFilters, { error: "Kies voor wie de nieuwsbrief is" }),
  project_id: z
    .union([z.uuid({ error: "Kies een project" }), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  destination_filter: optional(50, "Kies een bestemming"),
  custom_email: optional(50_000, "De lijst met e-mailadressen is te lang"),
};

/** The message for a body that is not a JSON object at all. */
const NOT_A_FORM = { error: "Ongeldige invoer: verwacht een formulier (JSON-object)" };

export const recipientFilterSchema = z
  .object(recipientFields, NOT_A_FORM)
  .superRefine(checkRecipients);

const SUBJECT_ONE_LINE = "Het onderwerp mag geen regeleinden bevatten";

export const newsletterFormSchema = z
  .object(
    {
      title: text("Titel is verplicht")
        .min(1, "Titel is verplicht")
        .max(200, "Titel mag maximaal 200 tekens lang zijn"),
      subject: text("Onderwerp is verplicht")
        .min(1, "Onderwerp is verplicht")
        .max(200, "Onderwerp mag maximaal 200 tekens lang zijn")
        // An e-mail header is one line: a line break could add headers of its own.
        .refine((v) => !/[\r\n]/.test(v), SUBJECT_ONE_LINE),
      content: text("Inhoud is ongeldig")
        .max(100_000, "Inhoud mag maximaal 100.000 tekens lang zijn")
        .nullish()
        .transform((v) => v ?? ""),
      ...recipientFields,
      image_url: link("Gebruik voor de afbeelding een URL die begint met http"),
      video_url: link("Gebruik voor de video een URL die begint met http"),
      donation_link: link("Gebruik voor de donatielink een URL die begint met http"),
      flyer_mode: z.boolean({ error: "Ongeldige waarde voor flyer" }).default(false),
    },
    NOT_A_FORM,
  )
  .superRefine(checkRecipients);

export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterForm = z.output<typeof newsletterFormSchema>;

/** `:id` of the admin routes (an unknown or malformed id answers 404). */
export const newsletterParams = z.object({ id: z.string() });

/** A moment as the API sends it: an ISO 8601 string (a Date is converted before sending). */
const isoDate = z.iso.datetime();

/** A newsletter as the admin API returns it. */
const newsletterDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  content: z.string(),
  project_filter: z.enum(newsletterFilters),
  project_id: z.string().nullable(),
  destination_filter: z.string().nullable(),
  custom_email: z.string().nullable(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  donation_link: z.string().nullable(),
  flyer_mode: z.boolean(),
  status: z.enum(["draft", "sent"]),
  created_at: isoDate,
  sent_at: isoDate.nullable(),
});
export type NewsletterDto = z.infer<typeof newsletterDtoSchema>;

/**
 * Retry-failed options: every failed delivery of the latest send by default, or only
 * the Gmail addresses.
 */
export const retryFailedSchema = z
  .object({ gmailOnly: z.boolean({ error: "Ongeldige waarde" }).default(false) })
  .prefault({});

/**
 * 'Opnieuw versturen': only to the filter's addresses that have not received this
 * newsletter yet (the default), or to everyone again.
 */
const resendModes = ["not_received", "everyone"] as const;
export type ResendMode = (typeof resendModes)[number];
export const resendSchema = z
  .object({
    mode: z
      .enum(resendModes, { error: "Kies wie de nieuwsbrief opnieuw krijgt" })
      .default("not_received"),
  })
  .prefault({});

/** How many a send would reach: the confirmation dialog's figures. */
export const sendCountsSchema = z.object({
  /** Everyone the filter matches now (without suppressed addresses). */
  everyone: z.number(),
  /** Of those, who has not received this newsletter yet. */
  not_received: z.number(),
});
export type SendCounts = z.infer<typeof sendCountsSchema>;

/** The mail server cannot be reached: since when, and when the sender tries again. */
const mailOutageSchema = z.object({
  since: isoDate,
  next_attempt_at: isoDate,
  error: z.string(),
});
export type MailOutageDto = z.infer<typeof mailOutageSchema>;

/** Sent, failed and remaining of a newsletter's latest send. */
const sendTotals = {
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  remaining: z.number(),
  /**
   * Counted in `sent`, but the sending was interrupted (a crash) before the server's
   * answer: they may not have arrived. 'Onzekere opnieuw versturen' sends them again.
   */
  uncertain: z.number(),
};

export const sendProgressSchema = z.object({
  newsletterId: z.string(),
  batch: z.number().nullable(),
  ...sendTotals,
  done: z.boolean(),
  /** The mail server cannot be reached right now (null: it can, as far as we know). */
  outage: mailOutageSchema.nullable(),
});
export type SendProgress = z.infer<typeof sendProgressSchema>;

export const recipientPreviewSchema = z.object({
  total: z.number(),
  /** Addresses the filter matched but left out: on the suppression list. */
  suppressed: z.number(),
  /** The first few, for the preview dialog. */
  first: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
});
export type RecipientPreview = z.infer<typeof recipientPreviewSchema>;

export const PREVIEW_RECIPIENTS = 5;

/** One row of GET /api/admin/newsletters: the newsletter and its latest send. */
const newsletterListItemSchema = newsletterDtoSchema.extend({
  last_send: z.object({ batch: z.number(), ...sendTotals }).nullable(),
});
export type NewsletterListItem = z.infer<typeof newsletterListItemSchema>;

/** The replies of the admin routes that wrap the shapes above. */
export const newsletterReplies = {
  list: z.object({
    newsletters: z.array(newsletterListItemSchema),
    mail_outage: mailOutageSchema.nullable(),
  }),
  one: z.object({ newsletter: newsletterDtoSchema }),
  rendered: z.object({ html: z.string(), text: z.string() }),
  projects: z.object({ projects: z.array(z.object({ id: z.string(), title: z.string() })) }),
  outage: z.object({ outage: mailOutageSchema.nullable() }),
};

/** The answer to a send or re-send; the messages go out in the background. */
export const sendStartedSchema = z.object({
  message: z.string(),
  totalRecipients: z.number(),
  totalSent: z.number(),
  totalFailed: z.number(),
  batch: z.number(),
});
export type SendStartedDto = z.infer<typeof sendStartedSchema>;

/**
 * The answer to retry-failed and resend-uncertain: how many deliveries went back to the
 * queue. They go out in the background; the newsletter's progress shows how it goes.
 */
export const requeuedSchema = z.object({ queued: z.number() });

/** Which addresses of the latest send the admin looks at: failed, or left in doubt by a crash. */
export const deliveryProblemQuerySchema = z.object({
  which: z.enum(["failed", "uncertain"], { error: "Ongeldige keuze" }),
});

/**
 * The addresses of a newsletter's latest send that failed (with the mail server's reply)
 * or were left in doubt, at most `DELIVERY_PROBLEMS_SHOWN` of `total`. `skipped`: a retry
 * leaves the address out, because it is on the block list or unsubscribed since.
 */
export const DELIVERY_PROBLEMS_SHOWN = 200;
export const deliveryProblemsSchema = z.object({
  total: z.number(),
  addresses: z.array(
    z.object({
      email: z.string(),
      error: z.string().nullable(),
      attempts: z.number(),
      skipped: z.enum(["suppressed", "unsubscribed"]).nullable(),
    }),
  ),
});
export type DeliveryProblems = z.infer<typeof deliveryProblemsSchema>;
export type Requeued = z.infer<typeof requeuedSchema>;

/** The admin's toasts for newsletters. */
export const NEWSLETTER_TOASTS = {
  loadFailed: "Kon nieuwsbrieven niet laden",
  createFailed: "Kon nieuwsbrief niet aanmaken",
  updateFailed: "Kon nieuwsbrief niet bijwerken",
  deleteFailed: "Kon nieuwsbrief niet verwijderen",
  created: "Nieuwsbrief aangemaakt",
  updated: "Nieuwsbrief bijgewerkt",
  deleted: "Nieuwsbrief verwijderd",
  sendFailed: "Kon nieuwsbrief niet versturen",
  sending: "Nieuwsbrief wordt verstuurd",
  noRecipients: "Geen ontvangers",
  noRecipientsText: "Er zijn geen ontvangers gevonden voor deze criteria.",
  recipientsFailed: "Fout bij laden ontvangers",
  retryFailed: "Kon emails niet opnieuw versturen",
  retried: "Mislukte e-mails opnieuw verstuurd",
  resendUncertainFailed: "Kon onzekere e-mails niet opnieuw versturen",
  resentUncertain: "Onzekere e-mails opnieuw verstuurd",
} as const;

/** The send button comes back this long after the call. */
export const SEND_BUTTON_COOLDOWN_MS = 3000;
