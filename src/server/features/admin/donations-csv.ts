import { TIME_ZONE } from "@shared/dutch-day";
import { desc } from "drizzle-orm";
import {
  type DonationFilter,
  donationKindLabels,
  donationStatusLabels,
} from "@shared/schemas/donation-report";
import { csvAmount, excelCsv } from "../../csv";
import type { Db } from "../../db/client";
import { donations } from "../../db/schema";
import { companyOf, countedAt, displayName, donationConditions } from "./donations";

/**
 * CSV export of the filtered donations for Dutch Excel: semicolon-separated,
 * UTF-8 with a byte order mark (without it Excel reads UTF-8 as Windows-1252), decimal
 * comma, dates as dd-mm-jjjj uu:mm in Amsterdam time. Cells that start like a formula
 * are neutralised (papaparse escapeFormulae), since donors type some of them.
 */
export const CSV_COLUMNS = [
  "Datum",
  "Soort",
  "Bestemming",
  "Omschrijving",
  "Bedrag (EUR)",
  "Status",
  "Naam",
  "E-mailadres",
  "Telefoon",
  "Bedrijfsnaam",
  "Adres",
  "Postcode",
  "Plaats",
  "Bericht",
  "Betaald op",
  "Kenmerk",
] as const;

const dateTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

function csvDate(instant: Date | null): string {
  return instant ? dateTime.format(instant).replace(",", "") : "";
}

export async function donationsCsv(db: Db, filter: DonationFilter): Promise<string> {
  const rows = await db
    .select()
    .from(donations)
    .where(donationConditions(filter))
    .orderBy(desc(countedAt), desc(donations.createdAt));
  const data = rows.map((row) => [
    // The day it counts for, as on the page and in the filter: paid, or else started.
    csvDate(row.paidAt ?? row.createdAt),
    donationKindLabels[row.kind] ?? row.kind,
    row.destination ?? "",
    row.purpose,
    csvAmount(row.amountCents),
    donationStatusLabels[row.status] ?? row.status,
    displayName(row),
    row.email,
    row.phone ?? "",
    companyOf(row) ?? "",
    row.address ?? "",
    row.postalCode ?? "",
    row.city ?? "",
    row.message ?? "",
    csvDate(row.paidAt),
    row.id,
  ]);
  return excelCsv(CSV_COLUMNS, data);
}
