import { describe, expect, it } from "vitest";
import { adminAndMember } from "../test/auth";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * Attack: any signed-in account (sign-up is open, a new account has no role) posts to the
 * library's own /api/auth/update-user. The name and image rules of sign-up held only when
 * a user row was made, so a change could store a 900 KB name or an image link, shown to
 * the admins in the users list.
 */
describe.each(engines)("a signed-in account changing its own user row on %s", (engine) => {
  it("is held to the sign-up rules: a name of text, not huge; no image", async () => {
    const { app } = await buildTestApp({ engine });
    const { member } = await adminAndMember(app);
    const headers = { cookie: member, origin: app.services.config.PUBLIC_URL };
    const update = (payload: object) =>
      app.inject({ method: "POST", url: "/api/auth/update-user", headers, payload });

    const big = await update({ name: "n".repeat(900_000) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ message: "De naam mag maximaal 255 tekens lang zijn." });
    // A name that is no text, or none, is refused in Dutch (not stored as "12" or
    // "[object Object]", nor a 500 from the database's not-null rule).
    for (const name of [null, 12, { a: 1 }, ["x", 2], true, "", "   "]) {
      const res = await update({ name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "Vul een naam in." });
    }
    const image = await update({ image: "https://kwaadaardig.example/x.png" });
    expect(image.statusCode).toBe(400);
    expect(image.json()).toMatchObject({ message: "Een profielfoto is niet mogelijk." });
    // A name within the rule still changes.
    expect((await update({ name: "Lid" })).statusCode).toBe(200);

    const { rows } = await app.services.database.query(
      "select name, image from users where email = 'lid@example.org'",
    );
    expect(rows).toEqual([{ name: "Lid", image: null }]);
  });
});
