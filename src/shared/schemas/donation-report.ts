import { z } from "../zod";
import { isCalendarDay } from "./fields";

/**
 * The admin's donation overview ("Donaties"): filters by kind, destination,
 * status and period, parsed by the filter form and by GET /api/admin/donations and its
 * CSV export. Dates are calendar days in Amsterdam, both ends included.
 */
export const donationKindLabels = {
  "one-off": "Eenmalig",
  emergency: "Noodhulp",
  sadaqa: "Djumu'a Sadaqa",
  sadaqah1: "Sadaqah1",
  zakat: "Zakaat",
  monthly: "Maandelijks",
} as const;

export const donationStatusLabels = {
  pending: "In afwachting",
  paid: "Betaald",
  failed: "Mislukt",
  cancelled: "Geannuleerd",
  expired: "Verlopen",
  refunded: "Terugbetaald",
} as const;

export type DonationKindName = keyof typeof donationKindLabels;
export type DonationStatusName = keyof typeof donationStatusLabels;
export type UnpaidStatusName = Exclude<DonationStatusName, "paid">;

/**
 * The statuses of money not (or not yet) received, or given back (refunded or charged
 * back), in the order the overview lists them.
 */
export const unpaidStatuses = [
  "pending",
  "failed",
  "cancelled",
  "expired",
  "refunded",
] as const satisfies readonly UnpaidStatusName[];

const kinds = Object.keys(donationKindLabels) as [DonationKindName, ...DonationKindName[]];
const statuses = Object.keys(donationStatusLabels) as [DonationStatusName, ...DonationStatusName[]];

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * A calendar day that exists (no 30 February, no 31 April) in the years a donation can
 * have: the database would refuse the others, and a refusal is the admin's typo, not a
 * server error.
 */
const isDonationDay = (value: string) => isCalendarDay(value) && value >= "1900-01-01";

const day = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.string({ error: message }).refine(isDonationDay, message).optional(),
  );

export const donationFilterSchema = z
  .object({
    kind: z.preprocess(emptyToUndefined, z.enum(kinds, { error: "Onbekende soort" }).optional()),
    destination: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .max(50, "Onbekende bestemming")
        // PostgreSQL text holds no NUL: such a filter can match nothing, so it is refused.
        .refine((v) => !v.includes("\u0000"), "Onbekende bestemming")
        .optional(),
    ),
    status: z.preprocess(
      emptyToUndefined,
      z.enum(statuses, { error: "Onbekende status" }).optional(),
    ),
    from: day("Ongeldige begindatum"),
    to: day("Ongeldige einddatum"),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: "De begindatum ligt na de einddatum",
    path: ["to"],
  });

export type DonationFilter = z.output<typeof donationFilterSchema>;

const donationRowSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** When it was paid (also for one refunded later); the list and the period count this. */
  paidAt: z.iso.datetime().nullable(),
  kind: z.enum(kinds),
  destination: z.string().nullable(),
  purpose: z.string(),
  amountCents: z.number().int(),
  status: z.enum(statuses),
  name: z.string(),
  /** The company of a company donation (zakat paid by a business), else null. */
  companyName: z.string().nullable(),
  email: z.string(),
});
export type DonationRow = z.infer<typeof donationRowSchema>;

const weekTotalSchema = z.object({
  /** Monday of the week, yyyy-mm-dd (Amsterdam). */
  week: z.string().describe("Maandag van de week (jjjj-mm-dd)"),
  count: z.number().int(),
  amountCents: z.number().int(),
});
export type WeekTotal = z.infer<typeof weekTotalSchema>;

export const donationReportSchema = z.object({
  donations: z.array(donationRowSchema),
  /** More rows match than are listed (the CSV export holds them all). */
  truncated: z.boolean(),
  /**
   * The headline counts paid donations only; the other statuses are counted apart, each
   * on its own, and never added to the paid total. `count` is every donation that matches.
   */
  totals: z.object({
    count: z.number().int(),
    paidCount: z.number().int(),
    paidAmountCents: z.number().int(),
    otherStatuses: z.array(
      z.object({
        status: z.enum(unpaidStatuses),
        count: z.number().int(),
        amountCents: z.number().int(),
      }),
    ),
  }),
  /** Paid donations per week. */
  weeks: z.array(weekTotalSchema),
});
export type DonationReport = z.infer<typeof donationReportSchema>;

/** The query string for the API and the CSV link, without empty filters. */
export function donationFilterQuery(filter: Partial<Record<keyof DonationFilter, string>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
