import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll } from "vitest";
import { donations, outboundEmails } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import type { engines } from "../../test/databases";
import { type MollieFake, startMollieFake } from "./mollie-fake";

/** Test-only helpers shared by the donation tests. */

export const oneOff = {
  kind: "one-off",
  name: "Yusuf Bakker",
  email: "yusuf@example.nl",
  phone: "0612345678",
  address: "Dorpsstraat 1",
  postalCode: "1234 AB",
  city: "Utrecht",
  destination: "winterhulp",
  amount: 25,
  message: "Voor de kinderen",
};

export const emergency = {
  kind: "emergency",
  firstName: "Amina",
  lastName: "Yilmaz",
  email: "amina@example.nl",
  phone: "",
  amount: "50",
  message: "Sterkte",
};

export async function startDonation(app: FastifyInstance, payload: object = oneOff) {
  const res = await app.inject({ method: "POST", url: "/api/donations", payload });
  if (res.statusCode !== 201) throw new Error(`donation not started: ${res.body}`);
  return res.json() as { donationId: string; redirectUrl: string };
}

export async function donationRow(app: FastifyInstance, id: string) {
  const [row] = await app.services.database.db.select().from(donations).where(eq(donations.id, id));
  return row;
}

export async function receipts(app: FastifyInstance, to?: string) {
  const rows = await app.services.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.template, "donation-receipt"));
  return to ? rows.filter((r) => r.toAddress === to) : rows;
}

export function confirm(app: FastifyInstance, sessionId: string) {
  return app.inject({
    method: "POST",
    url: "/api/donations/confirmation",
    payload: { sessionId },
  });
}

/**
 * For a test file whose payments go to a local Mollie fake: the fake serves a self-signed
 * certificate (see mollie-fake.ts), trusted in this test process only, and is closed after
 * each test. Returns how a test starts an app with a fresh fake.
 */
export function mollieFakeApps() {
  let fake: MollieFake | undefined;
  beforeAll(() => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  return async function mollieApp(engine: (typeof engines)[number]) {
    fake = await startMollieFake();
    const { app } = await buildTestApp({
      engine,
      env: {
        PAYMENT_PROVIDER: "mollie",
        MOLLIE_API_KEY: "test_fakefakefakefakefakefakefakefake",
        MOLLIE_API_URL: fake.url,
        PUBLIC_URL: "https://www.stichtingqamar.nl",
        RATE_LIMIT_PER_MINUTE: "1000",
      },
    });
    return { app, fake };
  };
}
