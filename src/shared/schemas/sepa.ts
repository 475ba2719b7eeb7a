import { z } from "../zod";
import { isCalendarDay } from "./fields";

/**
 * Direct-debit files ('incassobestanden') for monthly gifts collected by the foundation's
 * own bank: what the admin sends and what the API answers. See docs/product/monthly-giving.md.
 */

export const createSepaBatchSchema = z.object({
  collectionDate: z
    .string({ error: "Kies een incassodatum" })
    .refine(isCalendarDay, "Ongeldige incassodatum"),
});

export const returnSepaLineSchema = z.object({
  reason: z
    .string({ error: "Geef de reden van de storno op" })
    .trim()
    .min(1, "Geef de reden van de storno op")
    .max(140, "De reden mag maximaal 140 karakters lang zijn"),
});

export const sepaBatchCreatedSchema = z.object({
  id: z.uuid(),
  count: z.number().int(),
  totalCents: z.number().int(),
  /** Mandates due but left out: their first collection (FRST) is in a file for a later date. */
  leftOut: z.array(z.object({ mandateReference: z.string(), laterCollectionDate: z.string() })),
});
export type SepaBatchCreated = z.infer<typeof sepaBatchCreatedSchema>;

/**
 * What a file for a date would hold if made now (nothing is made): `refusal` says why no
 * file would be made (no collection due, or the creditor details still the demo's).
 */
export const sepaBatchPreviewSchema = sepaBatchCreatedSchema.omit({ id: true }).extend({
  refusal: z.object({ title: z.string(), message: z.string() }).nullable(),
});
export type SepaBatchPreview = z.infer<typeof sepaBatchPreviewSchema>;

export const sepaBatchSummarySchema = z.object({
  id: z.uuid(),
  messageId: z.string(),
  collectionDate: z.string(),
  count: z.number().int(),
  totalCents: z.number().int(),
  returnedCount: z.number().int(),
  returnedCents: z.number().int(),
  createdAt: z.string(),
});
export type SepaBatchSummary = z.infer<typeof sepaBatchSummarySchema>;

const sepaBatchLineSchema = z.object({
  id: z.uuid(),
  mandateReference: z.string(),
  name: z.string(),
  sequenceType: z.enum(["FRST", "RCUR"]),
  amountCents: z.number().int(),
  endToEndId: z.string(),
  status: z.enum(["collected", "returned"]),
  returnReason: z.string().nullable(),
});
export type SepaBatchLine = z.infer<typeof sepaBatchLineSchema>;

export const sepaBatchDetailSchema = sepaBatchSummarySchema.extend({
  lines: z.array(sepaBatchLineSchema),
});
export type SepaBatchDetail = z.infer<typeof sepaBatchDetailSchema>;
