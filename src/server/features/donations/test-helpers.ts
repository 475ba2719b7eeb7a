import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { donations, outboundEmails } from "../../db/schema";

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
