import { dutchYear } from "../dutch-day";
import { z } from "../zod";

/**
 * Yearly statements ('jaaroverzichten giften') in the admin: which year, how far the
 * sending is. See docs/product/donor-documents.md.
 */

/** The first year the site took gifts; a statement for an earlier year is empty. */
const FIRST_YEAR = 2020;
const INVALID_YEAR = "Kies een geldig jaar";

const year = z.coerce
  .number({ error: INVALID_YEAR })
  .int(INVALID_YEAR)
  .min(FIRST_YEAR, INVALID_YEAR)
  .refine((y) => y <= dutchYear(), "Dat jaar is nog niet begonnen");

export const statementYearSchema = z.object({ year });

export const statementPreviewSchema = z.object({
  year,
  email: z.string().max(254).optional(),
});

export const statementProgressSchema = z.object({
  year: z.number().int(),
  /** Donors with at least one gift that year. */
  donors: z.number().int(),
  /** Of them, how many were sent their statement (an e-mail in the outbox). */
  sent: z.number().int(),
  /** A sending run is queued or busy. */
  running: z.boolean(),
});
export type StatementProgress = z.output<typeof statementProgressSchema>;

/** The year whose statements are usually sent: the one that just ended. */
export function lastYear(now = new Date()): number {
  return dutchYear(now) - 1;
}
