import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { donations, outboundEmails } from "../../db/schema";

/** Test-only helpers of the 'Mijn giften' tests. */

/** A paid one-off gift of `email`, as the payment webhook leaves it. */
export async function paidGift(
  app: FastifyInstance,
  email: string,
  values: { amountCents?: number; paidAt?: Date; status?: "paid" | "pending" } = {},
): Promise<string> {
  const [row] = await app.services.database.db
    .insert(donations)
    .values({
      kind: "one-off",
      destination: "water",
      purpose: "Water",
      amountCents: values.amountCents ?? 2500,
      status: values.status ?? "paid",
      provider: "demo",
      email,
      name: "Yusuf Bakker",
      paidAt: values.paidAt ?? new Date("2025-03-10T12:00:00Z"),
    })
    .returning({ id: donations.id });
  return row!.id;
}

export function requestLink(app: FastifyInstance, email: string, ip = "10.1.0.1") {
  return app.inject({
    method: "POST",
    url: "/api/mijn-giften/link",
    remoteAddress: ip,
    payload: { email },
  });
}

/** The e-mail and token of the last sign-in link mailed to `to`. */
export async function mailedLink(app: FastifyInstance, to: string) {
  const mails = await app.services.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.template, "donor-sign-in"));
  const mail = mails.filter((m) => m.toAddress === to).at(-1);
  if (!mail) throw new Error(`no sign-in link mailed to ${to}`);
  const url = new URL(mail.text.match(/https?:\/\/[^\s\])]+\/mijn-giften\?[^\s\])]+/)![0]);
  return { email: url.searchParams.get("email")!, token: url.searchParams.get("token")! };
}

export function openSession(app: FastifyInstance, link: { email: string; token: string }) {
  return app.inject({ method: "POST", url: "/api/mijn-giften/session", payload: link });
}

/** Moves every stored e-mail a minute back: the next link request is mailed again. */
export async function aMinuteLater(app: FastifyInstance): Promise<void> {
  await app.services.database.db
    .update(outboundEmails)
    .set({ createdAt: new Date(Date.now() - 61_000) });
}

/** Requests a link for `email`, opens it, and answers the donor cookie header. */
export async function signedInDonor(app: FastifyInstance, email: string): Promise<string> {
  await requestLink(app, email);
  const res = await openSession(app, await mailedLink(app, email));
  if (res.statusCode !== 200) throw new Error(`no donor session: ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}
