import { z } from "../zod";
import { destinationLabels, destinations } from "../form-input";
import { text } from "./fields";

/**
 * The admin's newsletter form (spec 02 §3 Newsletter), parsed by the form and by
 * POST/PUT /api/admin/newsletters and the unsaved-draft recipient preview. Field names
 * are the spec's columns. Empty optional values become null (spec 02 §7).
 */
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

/** Spec 02 §3 destination options: the donation destinations plus ZAKAAT. */
export const newsletterDestinations = [...destinations, "ZAKAAT"] as const;
export const newsletterDestinationLabels: Record<string, string> = {
  ...destinationLabels,
  ZAKAAT: "Zakaat",
};

/** Spec 02 §8 'Test Emails' toast. */
export const CUSTOM_EMAILS_INVALID = {
  title: "Test Emails",
  message: "Voer één of meerdere geldige email adressen in",
};

/**
 * Spec 02 §5 "Test e-mails for custom_email recipients": split on newlines or commas,
 * kept only if containing @.
 */
export function parseCustomEmails(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(/[\n\r,]+/)
    .map((v) => v.trim())
    .filter((v) => v.includes("@"));
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

export const recipientFilterSchema = z.object(recipientFields).superRefine(checkRecipients);

const SUBJECT_ONE_LINE = "Het onderwerp mag geen regeleinden bevatten";

export const newsletterFormSchema = z
  .object({
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
  })
  .superRefine(checkRecipients);

export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterForm = z.output<typeof newsletterFormSchema>;

/** A newsletter as the admin API returns it. */
export interface NewsletterDto extends NewsletterForm {
  id: string;
  status: "draft" | "sent";
  created_at: string;
  sent_at: string | null;
}

/**
 * Retry-failed options: every failed delivery of the latest send by default, or only
 * the Gmail addresses.
 */
export const retryFailedSchema = z.object({
  gmailOnly: z.boolean({ error: "Ongeldige waarde" }).default(false),
});

/**
 * 'Opnieuw versturen': only to the filter's addresses that have not received this
 * newsletter yet (the default), or to everyone again.
 */
const resendModes = ["not_received", "everyone"] as const;
export type ResendMode = (typeof resendModes)[number];
export const resendSchema = z.object({
  mode: z
    .enum(resendModes, { error: "Kies wie de nieuwsbrief opnieuw krijgt" })
    .default("not_received"),
});

/** How many a send would reach: the confirmation dialog's figures. */
export interface SendCounts {
  /** Everyone the filter matches now (without suppressed addresses). */
  everyone: number;
  /** Of those, who has not received this newsletter yet. */
  not_received: number;
}

/** The mail server cannot be reached: since when, and when the sender tries again. */
export interface MailOutageDto {
  since: string;
  next_attempt_at: string;
  error: string;
}

export interface SendProgress {
  newsletterId: string;
  batch: number | null;
  total: number;
  sent: number;
  failed: number;
  remaining: number;
  done: boolean;
  /**
   * Counted in `sent`, but the sending was interrupted (a crash) before the server's
   * answer: they may not have arrived (decision 050). 'Onzekere opnieuw versturen' sends
   * them again.
   */
  uncertain: number;
  /** The mail server cannot be reached right now (null: it can, as far as we know). */
  outage: MailOutageDto | null;
}

export interface RecipientPreview {
  total: number;
  /** Addresses the filter matched but left out: on the suppression list (decision 051). */
  suppressed: number;
  /** The first 5 (spec 02 §9). */
  first: { email: string; name: string | null }[];
}

export const PREVIEW_RECIPIENTS = 5;

/** Spec 02 §8 admin toasts for newsletters (titles; texts where the spec gives none). */
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

/** The send button comes back this long after the call (spec 02 §4, §9). */
export const SEND_BUTTON_COOLDOWN_MS = 3000;

/** One row of GET /api/admin/newsletters. */
export interface NewsletterListItem extends NewsletterDto {
  last_send:
    | (Pick<SendProgress, "total" | "sent" | "failed" | "uncertain" | "remaining"> & {
        batch: number;
      })
    | null;
}

/** Spec 02 §7 send-newsletter's answer; the send runs in the background. */
export interface SendStartedDto {
  message: string;
  totalRecipients: number;
  totalSent: number;
  totalFailed: number;
  batch: number;
}
