import { dutchYear } from "@shared/dutch-day";
import { contactSchema } from "@shared/schemas/contact";
import { confirmationSchema, demoOutcomeSchema, donationSchema } from "@shared/schemas/donation";
import { isHoneypotFilled } from "@shared/schemas/fields";
import { monthlyDonorSchema } from "@shared/schemas/monthly-donor";
import { newsletterSignupSchema } from "@shared/schemas/newsletter-signup";
import { periodicGiftSchema } from "@shared/schemas/periodic-gift";
import { volunteerSchema } from "@shared/schemas/volunteer";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  contactMessages,
  donations,
  monthlyDonors,
  outboundEmails,
  periodicGifts,
  volunteerApplications,
} from "./db/schema";
import { buildTestApp } from "./test/app";
import { engines } from "./test/databases";

/**
 * Thousands of random and malformed bodies to every public form's POST, the donation
 * pages' and the demo payment's. Never a 5xx; never a row (nor an e-mail) from input the
 * shared schema rejects, nor from a body with text the database cannot store; valid input
 * is stored exactly once. Bounded runs keep it to about a minute per engine.
 */
const tables = {
  contactMessages,
  volunteerApplications,
  monthlyDonors,
  periodicGifts,
  donations,
  outboundEmails,
};
type Table = keyof typeof tables;

async function counts(app: FastifyInstance): Promise<Record<Table, number>> {
  const db = app.services.database.db;
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries) as Record<Table, number>;
}

const junk = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(""),
  fc.constant("\u0000"),
  fc.constant("Jan\u0085"),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 2 }),
);
type Fields = Record<string, { good: unknown[]; bad: unknown[] }>;
/** Mostly good values, sometimes a wrong or junk one: about a third of the bodies pass. */
const field = ({ good, bad }: Fields[string]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...good), weight: 14 },
    { arbitrary: bad.length > 0 ? fc.constantFrom(...bad) : junk, weight: 1 },
    { arbitrary: junk, weight: 1 },
  );
const record = (fields: Fields) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, field(v)])), {
    requiredKeys: Object.keys(fields).filter((k) => fields[k]!.good.length > 0),
  });
const body = (...shapes: Fields[]) =>
  fc.oneof(
    ...shapes.map((shape) => ({ arbitrary: record(shape), weight: 8 })),
    { arbitrary: fc.anything(), weight: 1 },
    { arbitrary: fc.string().map((s) => ({ raw: s })), weight: 1 },
  );

const text = (good: unknown[], bad: unknown[] = []) => ({ good, bad });
const common: Fields = {
  email: text(["donor@example.nl", " a.b@example.com "], ["geen-adres", "a@b", ""]),
  phone: text(["", "+31 (0)6-12345678"], ["06 1234 abcd", "1".repeat(25)]),
  message: text(["", "Een bericht van tien tekens of meer."], ["m".repeat(2100)]),
  website: text([""], ["http://spam.example"]),
};
const amount = text([10, 25, "12,50", "7.5"], ["0", "0.99", "abc", "", 1_000_001, "10,001"]);
const name = text(["Fatima", "Jan de Vries", "O'Neil"], ["", " ", "R2-D2", "x".repeat(120)]);
const kind = (k: string) => text([k], ["lening"]);
const named = { firstName: name, lastName: name, ...common, amount };

interface Endpoint {
  url: string;
  schema: z.ZodType;
  /** The table a valid body adds one row to. */
  table?: Table;
  /** A valid body is answered 201 whatever it stores (the newsletter sign-up). */
  created?: boolean;
  /**
   * A valid body answered 409 with nothing stored once one of the same key was stored: a
   * monthly gift of the same donor and account (decision 091).
   */
  repeatKey?: (body: Record<string, unknown>) => string;
  bodies: fc.Arbitrary<unknown>;
  runs: number;
}

const endpoints = (donationIds: string[]): Endpoint[] => [
  {
    url: "/api/contact",
    schema: contactSchema,
    table: "contactMessages",
    runs: 300,
    bodies: body({ name, ...common, message: text(["Een bericht van tien tekens."], ["kort"]) }),
  },
  {
    url: "/api/volunteers",
    schema: volunteerSchema,
    table: "volunteerApplications",
    runs: 300,
    bodies: body({
      name,
      ...common,
      organization: text(["", "Moskee"]),
      motivation: text(["Ik wil helpen"], ["", "m".repeat(2100)]),
      experience: text(["", "Veel"]),
      network: text(["", "Groot"]),
    }),
  },
  {
    url: "/api/monthly-donors",
    schema: monthlyDonorSchema,
    table: "monthlyDonors",
    repeatKey: (b) =>
      `${String(b.email).trim().toLowerCase()} ${String(b.iban).replace(/\s/g, "").toUpperCase()}`,
    runs: 300,
    bodies: body({
      ...named,
      companyName: text(["", "Bakkerij BV"], ["c".repeat(101)]),
      iban: text(
        ["NL91ABNA0417164300", "nl91 abna 0417 1643 00", "BE68539007547034"],
        ["NL91ABNA0417164301", "", "12"],
      ),
      mandateAccepted: text([true], [false, "ja"]),
    }),
  },
  {
    url: "/api/donations",
    schema: donationSchema,
    table: "donations",
    runs: 400,
    bodies: body(
      {
        kind: kind("one-off"),
        name: text(["", "Fatima"], ["x".repeat(120)]),
        ...common,
        address: text(["", "Dorpsstraat 1"]),
        postalCode: text(["", "1234 AB"], ["1".repeat(12)]),
        city: text(["", "Utrecht"]),
        country: text(["", "België"]),
        destination: text(["winterhulp", "gezondheid", "gezondheidszorg"], ["", "vakantie"]),
        amount,
      },
      { kind: kind("emergency"), ...named },
      { kind: kind("sadaqa"), ...named },
      { kind: kind("sadaqah1"), ...common, amount },
      {
        kind: kind("zakat"),
        donorType: text(["individual", "company"], ["alien"]),
        ...named,
        companyName: text(["Haidari BV"], [""]),
        kvkNumber: text(["", "87654321"]),
        amount: text(["250.00", "12.5"], ["0.00", "x"]),
      },
    ),
  },
  {
    url: "/api/periodic-gifts",
    schema: periodicGiftSchema,
    table: "periodicGifts",
    runs: 300,
    bodies: body({
      yearlyAmount: text([1200, "600,00", "1.200"], ["0", "abc", "", 100_000_001]),
      startYear: text([dutchYear(), dutchYear() + 1], [dutchYear() - 1, dutchYear() + 9, "x"]),
      durationYears: text([5, 10], [4, 51, 5.5]),
      rhythm: text(["monthly", "quarterly", "half-yearly", "yearly"], ["weekly"]),
      paymentMethod: text(["direct-debit", "transfer"], ["cash"]),
      iban: text(["NL91ABNA0417164300", "", null], ["NL91ABNA0417164301", 12]),
      endsOnIncapacity: text([true, false], ["ja"]),
      firstName: name,
      lastName: name,
      street: text(["Dorpsstraat 1"], ["", "s".repeat(101)]),
      postalCode: text(["1234 AB", "1234ab"], ["12345", ""]),
      city: text(["Utrecht"], ["", "c".repeat(61)]),
      email: common.email!,
      birthDate: text(["1980-02-29", "1960-12-31"], ["1980-02-30", `${dutchYear() - 10}-01-01`]),
      birthPlace: text(["Rotterdam"], [""]),
      website: common.website!,
    }),
  },
  {
    // The same 201 for every address; a repeated address within minutes stores nothing.
    url: "/api/newsletter/signup",
    schema: newsletterSignupSchema,
    created: true,
    runs: 150,
    bodies: body({ email: common.email!, website: common.website! }),
  },
  {
    url: "/api/donations/confirmation",
    schema: confirmationSchema,
    runs: 150,
    bodies: body({ sessionId: text([...donationIds, "geen-id"], [42]) }),
  },
  {
    url: "/api/donations/cancelled",
    schema: confirmationSchema,
    runs: 150,
    bodies: body({ sessionId: text([...donationIds, "geen-id", ""], [null]) }),
  },
  {
    url: "/api/payments/demo/webhook",
    schema: demoOutcomeSchema,
    runs: 150,
    bodies: body({
      id: text([...donationIds, "geen-id"], [1]),
      status: text(["paid", "cancelled"], ["refunded"]),
    }),
  },
];

const isRaw = (v: unknown): v is { raw: string } =>
  typeof v === "object" && v !== null && "raw" in v && Object.keys(v).length === 1;
// Keys JSON parsers refuse for safety (prototype poisoning): no expectation beyond < 500.
const poisoned = (text: string) => /"(__proto__|constructor|prototype)"\s*:/.test(text);
/**
 * Text the site refuses anywhere in the body, even in a field no schema reads: a control
 * character other than tab, LF and CR (U+0000 among them, which the database cannot
 * store), or half a surrogate pair (a string that is not well-formed Unicode).
 */
const unstorable = (value: unknown): boolean =>
  typeof value === "string"
    ? [...value].some((c) => {
        const code = c.codePointAt(0)!;
        return (code < 0x20 && !"\t\n\r".includes(c)) || (code >= 0x7f && code <= 0x9f);
      }) || !(value as unknown as { isWellFormed(): boolean }).isWellFormed()
    : typeof value === "object" && value !== null
      ? Object.entries(value).some(([k, v]) => unstorable(k) || unstorable(v))
      : false;

describe.each(engines)("every public POST under random bodies on %s", (engine) => {
  it("never answers 5xx and never stores invalid input", { timeout: 600_000 }, async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
    const donationIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/donations",
        payload: { kind: "sadaqah1", email: "s@example.nl", amount: 5 },
      });
      donationIds.push(res.json().donationId);
    }
    for (const endpoint of endpoints(donationIds)) {
      const stored = new Set<string>();
      await fc.assert(
        fc.asyncProperty(endpoint.bodies, async (value) => {
          const payload = isRaw(value) ? value.raw : (JSON.stringify(value) ?? "null");
          const before = await counts(app);
          const res = await app.inject({
            method: "POST",
            url: endpoint.url,
            headers: { "content-type": "application/json" },
            payload,
          });
          expect(res.statusCode, `${endpoint.url} ${payload.slice(0, 200)}`).toBeLessThan(500);
          const after = await counts(app);
          let parsed: unknown;
          try {
            parsed = JSON.parse(payload);
          } catch {
            expect(res.statusCode).toBe(400);
            expect(after).toEqual(before);
            return;
          }
          if (poisoned(payload)) return;
          if (unstorable(parsed)) {
            expect(res.statusCode, payload.slice(0, 200)).toBe(400);
            expect(res.json()).toEqual({
              error: "Validatiefout",
              message: "Ongeldige tekens in de invoer",
            });
            expect(after).toEqual(before);
            return;
          }
          if (isHoneypotFilled(parsed)) {
            expect(after).toEqual(before);
            return;
          }
          const valid = endpoint.schema.safeParse(parsed).success;
          if (!valid) {
            expect(res.statusCode, payload.slice(0, 200)).toBe(400);
            expect(res.json().error).toBe("Validatiefout");
            expect(after).toEqual(before);
          } else if (endpoint.created) {
            expect(res.statusCode, payload.slice(0, 200)).toBe(201);
          } else if (endpoint.table) {
            const key = endpoint.repeatKey?.(parsed as Record<string, unknown>);
            if (key !== undefined && stored.has(key)) {
              expect(res.statusCode, payload.slice(0, 200)).toBe(409);
              expect(after).toEqual(before);
              return;
            }
            expect(res.statusCode, payload.slice(0, 200)).toBe(201);
            expect(after[endpoint.table]).toBe(before[endpoint.table] + 1);
            if (key !== undefined) stored.add(key);
          } else {
            expect([200, 404]).toContain(res.statusCode);
            expect(after.donations).toBe(before.donations);
          }
        }),
        { numRuns: endpoint.runs },
      );
    }
  });
});
