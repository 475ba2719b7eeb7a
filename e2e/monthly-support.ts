import { expect } from "vitest";
import { monthlySignUp } from "../src/server/features/monthly-donors/test-helpers";

/** A monthly sign-up through the API, as the form sends it; answers the server's JSON. */
export async function signUpMonthly(
  base: string,
  firstName: string,
): Promise<{ mandateReference: string; redirectUrl?: string }> {
  const res = await fetch(`${base}/api/monthly-donors`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(monthlySignUp(firstName)),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { mandateReference: string; redirectUrl?: string };
}

/**
 * The donor's own link from the monthly confirmation e-mail to `to`, read through the
 * admin's outbox (`cookie`: the admin's session), pointed at `base`; and the e-mail's id.
 */
export async function mailedGiftLink(
  base: string,
  cookie: string,
  to: string,
): Promise<{ link: string; mailId: string }> {
  const list = await fetch(`${base}/api/admin/email?status=`, { headers: { cookie } });
  const { emails } = (await list.json()) as { emails: { id: string; toAddress: string }[] };
  const mail = emails.find((e) => e.toAddress === to)!;
  const full = await fetch(`${base}/api/admin/email/${mail.id}`, { headers: { cookie } });
  const text = ((await full.json()) as { email: { text: string } }).email.text;
  const link = text.match(/https?:\/\/\S+\/maandelijkse-gift\?\S+/)![0];
  return { link: link.replace(/^https?:\/\/[^/]+/, base), mailId: mail.id };
}
