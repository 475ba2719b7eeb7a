import type { Donation } from "@shared/schemas/donation";
import { donorOfType } from "@shared/schemas/zakat-donor";
import type { donations } from "../../db/schema";

type DonorColumns = Omit<
  typeof donations.$inferInsert,
  "id" | "kind" | "purpose" | "amountCents" | "status" | "provider" | "createdAt" | "updatedAt"
>;

// PostgreSQL text cannot hold U+0000; empty optional values are stored as null.
const clean = (value: string | undefined | null) => {
  const v = value?.replaceAll("\u0000", "").trim();
  return v ? v : null;
};

/** The donor columns of one validated donation body, per kind of form. */
export function donorColumns(input: Donation): DonorColumns {
  switch (input.kind) {
    case "one-off":
      return {
        destination: input.destination,
        name: clean(input.name),
        email: input.email,
        phone: clean(input.phone),
        address: clean(input.address),
        postalCode: clean(input.postalCode),
        city: clean(input.city),
        country: clean(input.country),
        message: clean(input.message),
      };
    case "emergency":
    case "sadaqa":
      return {
        destination: input.kind === "emergency" ? "noodhulp" : null,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: clean(input.phone),
        message: clean(input.message),
      };
    case "sadaqah1":
      // The sadaqah1 form asks no name: the e-mail address stands in for it.
      return { name: input.email, email: input.email, message: clean(input.message) };
    case "zakat": {
      // A private person's payment keeps no company fields the form still held.
      const donor = donorOfType(input);
      return {
        // Zakat has its own destination, outside the one-off form's options.
        destination: "ZAKAAT",
        donorType: input.donorType,
        name: clean(`${input.firstName} ${input.lastName}`),
        firstName: clean(input.firstName),
        lastName: clean(input.lastName),
        email: clean(input.email) ?? input.email,
        phone: clean(input.phone),
        address: clean(input.address),
        city: clean(input.city),
        postalCode: clean(input.postalCode),
        companyName: clean(donor.companyName),
        kvkNumber: clean(donor.kvkNumber),
        btwNumber: clean(donor.btwNumber),
        contactPerson: clean(donor.contactPerson),
      };
    }
  }
}
