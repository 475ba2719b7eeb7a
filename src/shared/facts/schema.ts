import { isValidIBAN } from "ibantools";
import { z } from "../zod";

/**
 * What the foundation's facts files (content/foundation.ts and content/foundation-details.ts)
 * must hold together. Checked by every build (scripts/check-facts.ts) and at server start:
 * a bad value stops both, naming the field. The browser does not load this schema; it
 * gets the checked values.
 */
const text = z.string().trim().min(1, "mag niet leeg zijn");
/** An address on the web, or a file of the site itself (`/documenten/...`). */
const link = z
  .string()
  .refine(
    (v) => /^\/[^/]/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
    "moet een https://-adres zijn of een pad op de site (/documenten/...)",
  );

const video = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "alleen kleine letters, cijfers en streepjes"),
  title: text,
  description: text,
  location: text,
  /** A YouTube link (embedded) or a direct .mp4 address. */
  videoUrl: link,
  /** Empty: derived from the YouTube id, or the placeholder illustration. */
  thumbnailUrl: z.union([z.literal(""), link]),
});

const factsSchema = z.object({
  name: text,
  shortName: text,
  /** Public origin for canonical links and the sitemap (PUBLIC_URL overrides it). */
  url: z.string().regex(/^https:\/\/[^\s/]+$/, "moet een https://-adres zonder pad zijn"),
  tagline: text,
  description: text,
  contact: z.object({
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{7,19}$/, "moet een telefoonnummer zijn, zoals +31 20 123 4567"),
    email: z.email("moet een e-mailadres zijn"),
    address: z.object({
      street: text,
      postalCode: z.string().regex(/^\d{4} [A-Z]{2}$/, "moet een postcode zijn, zoals 1000 AB"),
      city: text,
      country: text,
    }),
  }),
  registration: z.object({
    kvk: z.string().regex(/^\d{8}$/, "een KvK-nummer heeft 8 cijfers"),
    rsin: z.string().regex(/^\d{9}$/, "een RSIN heeft 9 cijfers"),
    anbi: z.boolean(),
  }),
  /** The account for gifts by bank transfer. */
  bank: z.object({
    iban: z
      .string()
      .refine(
        (v) => isValidIBAN(v.replace(/\s/g, "")),
        "moet een geldig IBAN zijn (controlecijfers kloppen niet)",
      ),
    accountName: text,
  }),
  /** External donation platform pages (opened in a new tab). */
  external: z.object({
    donationPlatform: link,
    monthlyDonation: link,
    wellDonation: link,
    activityPage: link,
    statutesPdf: link,
  }),
  documents: z.object({
    /** The annual report on /rapporten; null when there is none to offer. */
    annualReport2024: z
      .object({ title: text, url: link, sizeBytes: z.number().int().positive() })
      .nullable(),
  }),
  board: z
    .array(
      z.object({
        name: text,
        role: text,
        appointed: z.number().int().min(1900).max(2100),
        occupation: text,
      }),
    )
    .min(1, "noem ten minste één bestuurslid"),
  social: z.array(z.object({ name: text, url: link })),
  videos: z.object({ impact: z.array(video), article: video }),
});

export type Facts = z.infer<typeof factsSchema>;
/** The facts only a few pages show, in content/foundation-details.ts. */
type DetailKey = "documents" | "board" | "videos";
export type DetailFacts = Pick<Facts, DetailKey>;
/** The rest, in content/foundation.ts: what every page may show from its first script. */
export type SiteFacts = Omit<Facts, DetailKey>;

export class FactsError extends Error {
  override name = "FactsError";
}

/** Checks the facts; throws a FactsError naming every bad field (`registration.kvk: ...`). */
export function checkFacts(facts: unknown): Facts {
  const parsed = factsSchema.safeParse(facts);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new FactsError(
    `De gegevens van de stichting (content/foundation.ts, content/foundation-details.ts) kloppen niet:\n${lines.join("\n")}`,
  );
}
