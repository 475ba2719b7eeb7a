import type { donations } from "../db/schema";

type DonorFields = Pick<
  typeof donations.$inferSelect,
  | "kind"
  | "donorType"
  | "companyName"
  | "firstName"
  | "lastName"
  | "name"
  | "address"
  | "postalCode"
  | "city"
  | "country"
>;

/**
 * The donor's name as the donation has it: company, full name, or the name field. A zakat
 * payment made as a private person ('Particulier') never goes by a company name, even when
 * an older row still holds one typed while 'Bedrijf' was chosen. (Other kinds have no
 * choice of type: a monthly gift's company name comes from the sign-up.)
 */
export function donorName(
  d: Pick<DonorFields, "companyName" | "firstName" | "lastName" | "name"> &
    Partial<Pick<DonorFields, "kind" | "donorType">>,
) {
  const privateZakat = d.kind === "zakat" && d.donorType === "individual";
  if (d.companyName && !privateZakat) return d.companyName;
  const full = [d.firstName, d.lastName].filter(Boolean).join(" ");
  return full || d.name || null;
}

/** The donor's address lines as the donation has them (none when not given). */
export function donorAddressLines(
  d: Pick<DonorFields, "address" | "postalCode" | "city" | "country">,
): string[] {
  const place = [d.postalCode, d.city].filter(Boolean).join(" ");
  // The forms fill in the country by themselves: alone it is no address.
  if (!d.address && !place) return [];
  return [d.address, place, d.country].filter((l): l is string => Boolean(l));
}
