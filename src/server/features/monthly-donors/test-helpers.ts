import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outboundEmails } from "../../db/schema";

/**
 * Test-only: the donor's own link from the (first) monthly confirmation e-mail in the
 * outbox: the gift's id and its signed token, and the e-mail's text.
 */
export async function mailedGiftLink(app: FastifyInstance) {
  const [mail] = await app.services.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.template, "monthly-donor-confirmation"));
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/maandelijkse-gift\?\S+/)![0]);
  return { id: link.searchParams.get("m")!, token: link.searchParams.get("t")!, text: mail!.text };
}

/** Test-only: a monthly sign-up's body as the form sends it, for `firstName` Jansen. */
export const monthlySignUp = (firstName: string) => ({
  firstName,
  lastName: "Jansen",
  email: `${firstName.toLowerCase()}@example.nl`,
  iban: "NL91ABNA0417164300",
  amount: "15",
  mandateAccepted: true,
});
