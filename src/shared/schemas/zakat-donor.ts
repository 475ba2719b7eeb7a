import { z } from "../zod";
import { INVALID_CHARACTERS, isEmailAddress, isValidText } from "./fields";

/**
 * The zakat donor form and its checks (docs/product/forms.md), used by the pay-now
 * form and by POST /api/donations for kind "zakat".
 */

/** Donor text fields are at most 200 characters. */
export const DONOR_TEXT_MAX = 200;

/**
 * Any typed value has `<` and `>` removed and is cut to 200 characters; a character of two
 * UTF-16 units (an emoji) is kept whole or left out, never cut in half.
 */
export function cleanDonorText(value: string): string {
  const cleaned = value.replace(/[<>]/g, "");
  return cleaned.length <= DONOR_TEXT_MAX
    ? cleaned
    : Array.from(cleaned).slice(0, DONOR_TEXT_MAX).join("");
}

/**
 * The toast title and text of each check, in the order they run. The schema's
 * messages are the texts; `donorErrorTitle` finds the title for a toast.
 */
export const ZAKAT_DONOR_CHECKS = [
  { field: "firstName", title: "Voornaam vereist", message: "Voer uw voornaam in." },
  { field: "lastName", title: "Achternaam vereist", message: "Voer uw achternaam in." },
  { field: "email", title: "E-mailadres vereist", message: "Voer uw e-mailadres in." },
  { field: "email", title: "Ongeldig e-mailadres", message: "Voer een geldig e-mailadres in." },
  {
    field: "companyName",
    title: "Bedrijfsnaam vereist",
    message: "Voer de bedrijfsnaam in voor bedrijfsdonaties.",
  },
] as const;

const [firstNameCheck, lastNameCheck, emailRequired, emailFormat, companyCheck] =
  ZAKAT_DONOR_CHECKS;

export function donorErrorTitle(message: string): string {
  return ZAKAT_DONOR_CHECKS.find((check) => check.message === message)?.title ?? "Validatiefout";
}

// Missing and non-string values become "", then cleaned like typed text and trimmed. Text
// with a control character or half a surrogate pair is refused, as on every other form.
const cleaned = (schema: z.ZodString) =>
  z.preprocess(
    (v) => (typeof v === "string" ? cleanDonorText(v).trim() : ""),
    schema.refine(isValidText, { message: INVALID_CHARACTERS }),
  );
const text = () => cleaned(z.string());
const required = (message: string) => cleaned(z.string().min(1, { message }));

const DONOR_TYPES = ["individual", "company"] as const;
export type DonorType = (typeof DONOR_TYPES)[number];

// Key order is check order: zod reports field issues in key order, then the refinement.
export const zakatDonorSchema = z
  .object({
    donorType: z.enum(DONOR_TYPES).catch("individual"),
    firstName: required(firstNameCheck.message),
    lastName: required(lastNameCheck.message),
    // An address is never cut: a longer one cut to 200 could be another valid address.
    email: z
      .preprocess(
        (v) => (typeof v === "string" ? v.replace(/[<>]/g, "").trim() : ""),
        z.string().min(1, { message: emailRequired.message }),
      )
      .pipe(
        z.string().refine((v) => v.length <= DONOR_TEXT_MAX && isEmailAddress(v), {
          message: emailFormat.message,
        }),
      ),
    phone: text(),
    address: text(),
    city: text(),
    postalCode: text(),
    companyName: text(),
    kvkNumber: text(),
    btwNumber: text(),
    contactPerson: text(),
  })
  .refine((donor) => donor.donorType !== "company" || donor.companyName !== "", {
    path: ["companyName"],
    message: companyCheck.message,
    // Run even when a name or e-mail check failed, so the form shows every error at once.
    when: () => true,
  });

export type ZakatDonor = z.output<typeof zakatDonorSchema>;

/** The fields only a company fills in. */
const COMPANY_FIELDS = ["companyName", "kvkNumber", "btwNumber", "contactPerson"] as const;

/**
 * The donor as their type has them: a private person ('Particulier') has no company
 * fields, even when the form still holds what was typed while 'Bedrijf' was chosen. The
 * form sends this and the server stores this, so such leftovers are dropped, not refused.
 */
export function donorOfType<T extends ZakatDonor>(donor: T): T {
  if (donor.donorType === "company") return donor;
  const individual = { ...donor };
  for (const field of COMPANY_FIELDS) individual[field] = "";
  return individual;
}

/** The empty form. */
export function emptyZakatDonor(): ZakatDonor {
  return {
    donorType: "individual",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    address: "",
    city: "",
    postalCode: "",
    companyName: "",
    kvkNumber: "",
    btwNumber: "",
    contactPerson: "",
  };
}
