import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, signIn, signUp } from "../test/auth";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * Attack: sign-up said "Er bestaat al een account met dit e-mailadres." for a known
 * address, so anyone could test which addresses have an account. Sign-up now answers a
 * known address exactly like a new one, and changes nothing about the existing account.
 */
describe.each(engines)("sign-up on %s", (engine) => {
  it("answers a known address like an unknown one, once the first admin exists", async () => {
    const { app } = await buildTestApp({ engine });
    await signUp(app, "beheerder@example.org", { ip: "10.70.0.1" });
    await signUp(app, "lid@example.org", { ip: "10.70.0.2" });
    const attempt = (email: string, password: string, ip: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        remoteAddress: ip,
        headers: { origin: app.services.config.PUBLIC_URL },
        payload: { email, password },
      });
    const shape = (res: Awaited<ReturnType<typeof attempt>>, email: string) => ({
      status: res.statusCode,
      body: res.body.replaceAll(email, "<adres>"),
      cookies: res.cookies.map((c) => c.name),
      headers: Object.keys(res.headers)
        .filter((h) => !["date", "content-length"].includes(h))
        .sort(),
    });
    const other = "Ander!Wachtwoord2";
    for (const known of ["lid@example.org", "beheerder@example.org"]) {
      const knownAnswer = await attempt(known, other, "10.70.1.1");
      const unknownAnswer = await attempt(`nieuw-${known}`, other, "10.70.1.2");
      expect(shape(knownAnswer, known)).toEqual(shape(unknownAnswer, `nieuw-${known}`));
      expect(knownAnswer.statusCode).toBe(200);
      expect(knownAnswer.body).not.toContain("bestaat al");
      // Weak passwords get the same refusal for both.
      const weakKnown = await attempt(known, "aaaaaaaa", "10.70.2.1");
      const weakUnknown = await attempt(`zwak-${known}`, "aaaaaaaa", "10.70.2.2");
      expect(shape(weakKnown, known)).toEqual(shape(weakUnknown, `zwak-${known}`));
    }
    // The existing account is untouched: its own password still works, the other does not.
    expect((await signIn(app, "lid@example.org", { ip: "10.70.3.1" })).status).toBe(200);
    expect(
      (await signIn(app, "lid@example.org", { ip: "10.70.3.1", password: other })).status,
    ).toBe(401);
    const { rows } = await app.services.database.query<{ n: number }>(
      "select count(*)::int as n from users where email = 'lid@example.org'",
    );
    expect(rows[0]?.n).toBe(1);
    // A new address got its account and signs in with the password it chose.
    expect(
      (await signIn(app, "nieuw-lid@example.org", { ip: "10.70.3.2", password: other })).status,
    ).toBe(200);
    expect(GOOD_PASSWORD).not.toBe(other);
  });
});
