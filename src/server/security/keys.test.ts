import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isValidUnsubscribeToken,
  LEGACY_UNSUBSCRIBE_TOKENS_UNTIL,
  unsubscribeToken,
} from "../emails/unsubscribe-link";
import { authFor } from "../features/auth/auth";
import { deriveKey, isSigned, KEY_LABELS, sign } from "../keys";
import { buildTestApp } from "../test/app";

const SECRET = "test-secret-test-secret-test-secret-1234"; // buildTestApp's APP_SECRET

/** The links mailed before the keys were split: HMAC-SHA256(APP_SECRET, lower-cased address). */
const oldStyleToken = (email: string) =>
  createHmac("sha256", SECRET).update(email.trim().toLowerCase()).digest("hex");

/**
 * Attack: one key doing two jobs. The auth library's secret was HMAC(APP_SECRET,
 * "better-auth"), exactly the unsubscribe token of the "address" better-auth, so anyone
 * who could get a token minted for a chosen string had the session key.
 */
describe("keys derived from APP_SECRET", () => {
  it("gives the auth library a secret that is no unsubscribe token and no other key", async () => {
    const { app } = await buildTestApp();
    const authSecret = (await authFor(app.services).$context).secret;
    for (const label of ["better-auth", "unsubscribe", "auth", ...Object.values(KEY_LABELS)]) {
      expect(authSecret).not.toBe(unsubscribeToken(SECRET, label));
      expect(authSecret).not.toBe(oldStyleToken(label));
    }
    expect(authSecret).not.toBe(SECRET);
    expect(authSecret).not.toBe(deriveKey(SECRET, "unsubscribe"));
    expect(authSecret).toBe(deriveKey(SECRET, "auth"));
    // Every label its own key, stable for the same secret, different for another secret.
    expect(new Set(Object.values(KEY_LABELS)).size).toBe(Object.keys(KEY_LABELS).length);
    expect(deriveKey(SECRET, "unsubscribe")).toBe(deriveKey(SECRET, "unsubscribe"));
    expect(deriveKey(`${SECRET}x`, "auth")).not.toBe(deriveKey(SECRET, "auth"));
  });

  it("mails unsubscribe links under the new key and still honours an old-style link", async () => {
    const { app } = await buildTestApp();
    await app.services.database.query(
      "insert into email_subscribers (email, name, source) values ('oud@example.org', 'Oud', 'manual'), ('nieuw@example.org', 'Nieuw', 'manual')",
    );
    const visit = async (email: string, token: string) =>
      (await app.inject({ url: `/api/unsubscribe?${new URLSearchParams({ email, token })}` }))
        .headers.location;
    expect(unsubscribeToken(SECRET, "nieuw@example.org")).not.toBe(
      oldStyleToken("nieuw@example.org"),
    );
    expect(await visit("nieuw@example.org", unsubscribeToken(SECRET, "nieuw@example.org"))).toBe(
      "/?unsubscribed=success",
    );
    // A newsletter already in an inbox carries the old token: it still unsubscribes.
    expect(await visit("oud@example.org", oldStyleToken("oud@example.org"))).toBe(
      "/?unsubscribed=success",
    );
    const { rows } = await app.services.database.query<{ email: string; subscribed: boolean }>(
      "select email, subscribed from email_subscribers order by email",
    );
    expect(rows).toEqual([
      { email: "nieuw@example.org", subscribed: false },
      { email: "oud@example.org", subscribed: false },
    ]);
  });

  it("keeps links signed before a rotation of APP_SECRET working while APP_SECRET_PREVIOUS names the old one", async () => {
    const NEW = "rotated-secret-rotated-secret-rotated-12";
    const email = "lezer@example.org";
    const mandateId = "5f0c6a3e-8a0e-4d3b-9a38-0f7a4c1e2b10";
    const links = async (env: Record<string, string>) => {
      const { app } = await buildTestApp({ env });
      await app.services.database.query(
        "insert into email_subscribers (email, source) values ($1, 'manual')",
        [email],
      );
      const unsubscribe = async (token: string) =>
        (await app.inject({ url: `/api/unsubscribe?${new URLSearchParams({ email, token })}` }))
          .headers.location;
      await app.services.database.query(
        `insert into monthly_donors (id, first_name, last_name, email, iban, amount_cents)
         values ($1, 'Amira', 'Haddad', $2, 'NL91ABNA0417164300', 1500)`,
        [mandateId, email],
      );
      const manage = async (token: string) =>
        (await app.inject({ url: `/api/monthly-gifts/${mandateId}?token=${token}` })).statusCode;
      return { unsubscribe, manage };
    };
    const oldToken = unsubscribeToken(SECRET, email);
    const oldManage = sign(SECRET, "monthlyGift", mandateId);

    const rotating = await links({ APP_SECRET: NEW, APP_SECRET_PREVIOUS: SECRET });
    expect(await rotating.unsubscribe(oldToken)).toBe("/?unsubscribed=success");
    expect(await rotating.unsubscribe(unsubscribeToken(NEW, email))).toBe("/?unsubscribed=success");
    expect(await rotating.manage(oldManage)).toBe(200);
    expect(await rotating.manage(sign(NEW, "monthlyGift", mandateId))).toBe(200);
    expect(await rotating.manage(sign("x".repeat(40), "monthlyGift", mandateId))).toBe(404);

    // The rotation ended: the old secret's links are refused.
    const rotated = await links({ APP_SECRET: NEW });
    expect(await rotated.unsubscribe(oldToken)).toBe("/?error=invalid_token");
    expect(await rotated.manage(oldManage)).toBe(404);
    expect(isSigned(NEW, "monthlyGift", mandateId, oldManage)).toBe(false);
  });

  it("stops honouring old-style links at the end of the transition", () => {
    const token = oldStyleToken("oud@example.org");
    const before = new Date(LEGACY_UNSUBSCRIBE_TOKENS_UNTIL.getTime() - 1);
    expect(isValidUnsubscribeToken(SECRET, "oud@example.org", token, before)).toBe(true);
    expect(
      isValidUnsubscribeToken(SECRET, "oud@example.org", token, LEGACY_UNSUBSCRIBE_TOKENS_UNTIL),
    ).toBe(false);
    // The new token is not bound to the date.
    expect(
      isValidUnsubscribeToken(
        SECRET,
        "oud@example.org",
        unsubscribeToken(SECRET, "oud@example.org"),
        LEGACY_UNSUBSCRIBE_TOKENS_UNTIL,
      ),
    ).toBe(true);
    // Neither scheme accepts another address's token.
    expect(isValidUnsubscribeToken(SECRET, "ander@example.org", token, before)).toBe(false);
  });
});

describe("a link's signature", () => {
  it("holds for its message under its own key only, and for nothing changed or cut", () => {
    const signature = sign(SECRET, "monthlyGift", "mandaat-1");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isSigned(SECRET, "monthlyGift", "mandaat-1", signature)).toBe(true);
    expect(isSigned(SECRET, "newsletterSignup", "mandaat-1", signature)).toBe(false);
    expect(isSigned(SECRET, "monthlyGift", "mandaat-2", signature)).toBe(false);
    expect(isSigned(`${SECRET}x`, "monthlyGift", "mandaat-1", signature)).toBe(false);
    expect(isSigned(SECRET, "monthlyGift", "mandaat-1", signature.slice(0, -1))).toBe(false);
    expect(isSigned(SECRET, "monthlyGift", "mandaat-1", "")).toBe(false);
  });
});
