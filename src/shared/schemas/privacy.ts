import { z } from "../zod";
import { emailField } from "./fields";

/**
 * Privacy requests in the admin (right of access, right to erasure): the address asked
 * about, what the site holds of it per table, and what an erasure did. The server's route
 * declarations and the admin page 'Persoonsgegevens' share these schemas.
 */
export const privacyAddressSchema = z.object({
  email: emailField({ required: "Vul een e-mailadres in", invalid: "Ongeldig e-mailadres" }),
});

/** What erasure does to a table: delete, keep without the person, keep as it is. */
const erasureKinds = ["delete", "anonymise", "keep"] as const;

const tableSchema = z.object({
  table: z.string().describe("Naam van de tabel"),
  label: z.string().describe("Nederlandse naam van de gegevens"),
  onErasure: z.enum(erasureKinds),
  erasureNote: z.string().nullable().describe("Wat wissen met deze gegevens doet"),
});

export const privacyOverviewSchema = z.object({
  email: z.string(),
  tables: z.array(
    tableSchema.extend({
      records: z.array(
        z.object({
          id: z.string(),
          createdAt: z.string().nullable(),
          summary: z.string().describe("Korte omschrijving"),
        }),
      ),
    }),
  ),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

/** The download for the right of access: every record in full, per table. */
export const privacyExportSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  tables: z.array(tableSchema.extend({ records: z.array(z.record(z.string(), z.unknown())) })),
});

const erasedSchema = z.object({ deleted: z.number().int(), anonymised: z.number().int() });

export const privacyErasureSchema = z.object({
  id: z.string().describe("Regel in het logboek van verwijderverzoeken"),
  counts: z.record(z.string(), erasedSchema),
});
export type PrivacyErasure = z.infer<typeof privacyErasureSchema>;
