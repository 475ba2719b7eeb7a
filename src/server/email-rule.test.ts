import { contactSchema } from "@shared/schemas/contact";
import { testSendSchema } from "@shared/schemas/email-diagnostics";
import { isEmailAddress } from "@shared/schemas/fields";
import { subscriberFormSchema } from "@shared/schemas/subscriber";
import { zakatDonorSchema } from "@shared/schemas/zakat-donor";
import { isImportableEmail, parseSubscriberCsv } from "@shared/subscriber-csv";
import { describe, expect, it } from "vitest";
import { donations } from "./db/schema";
import { unsubscribe } from "./features/unsubscribe/service";
import { buildTestApp } from "./test/app";
import { engines } from "./test/databases";
import { adminClient } from "./test/auth";

/**
 * The site has one e-mail rule (`isEmailAddress` in src/shared/schemas/fields.ts). Every
 * place that judges an address must agree with it on the same addresses. (The zakat form
 * removes `<` and `>` from whatever is typed before any check, so none of the examples
 * holds them.)
 */
const ACCEPTED = ["a@b.nl", "Piet@Example.nl", "a+b@sub.example.co", "o'brien@x.ie"];
const REFUSED = [
  "geen-adres",
  "a@b",
  "a@b.n",
  "a@b..nl",
  "a@.nl",
  "twee@@example.nl",
  "spatie in@example.nl",
  "a;b@example.nl",
  "a,b@example.nl",
  'a"b@example.nl',
  "a(b)@example.nl",
  `${"a".repeat(251)}@b.nl`,
];
const ALL = [...ACCEPTED, ...REFUSED];

describe("the one e-mail rule", () => {
  it("accepts and refuses the examples", () => {
    expect(ACCEPTED.filter((a) => !isEmailAddress(a))).toEqual([]);
    expect(REFUSED.filter(isEmailAddress)).toEqual([]);
  });

  it("is the rule of the forms, the zakat donor, the CSV import, the test send and unsubscribe", async () => {
    const secret = "x".repeat(32);
    for (const address of ALL) {
      const expected = isEmailAddress(address);
      const csv = parseSubscriberCsv(`email\n${address}\n`);
      const unsubscribed = await unsubscribe(undefined as never, secret, address, "geen-token");
      expect(
        {
          address,
          form: subscriberFormSchema.safeParse({ email: address }).success,
          contact: contactSchema.shape.email.safeParse(address).success,
          zakat: zakatDonorSchema.shape.email.safeParse(address).success,
          csv: isImportableEmail(address) && csv.ok,
          testSend: testSendSchema.safeParse({ email: address }).success,
          unsubscribe: unsubscribed !== "invalid_email",
        },
        address,
      ).toEqual({
        address,
        form: expected,
        contact: expected,
        zakat: expected,
        csv: expected,
        testSend: expected,
        unsubscribe: expected,
      });
    }
  });
});

describe.each(engines)("importing donors on %s", (engine) => {
  it("adds the donors whose address passes the one rule, and no others", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    await app.services.database.db.insert(donations).values(
      ALL.map((email) => ({
        kind: "one-off" as const,
        purpose: "Algemeen",
        amountCents: 1000,
        status: "paid" as const,
        provider: "demo" as const,
        name: "Donor",
        email,
      })),
    );
    expect((await admin.post("/subscribers/import-donors")).body).toEqual({
      imported: ACCEPTED.length,
    });
    const { body } = await admin.get("/subscribers");
    const listed = (body.subscribers as { email: string }[]).map((s) => s.email).sort();
    expect(listed).toEqual([...ACCEPTED].sort());
  });
});
