import { describe, expect, it } from "vitest";
import { unsubscribeToken, unsubscribeUrl } from "../../emails/unsubscribe-link";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";

const SECRET = "test-secret-test-secret-test-secret-1234"; // buildTestApp's APP_SECRET

async function appWith(engine: (typeof engines)[number]) {
  const { app } = await buildTestApp({ engine });
  const query = (sql: string, values?: unknown[]) => app.services.database.query(sql, values);
  await query(
    "insert into email_subscribers (email, name, source) values ('Lezer@Example.org', 'Lezer', 'manual')",
  );
  const link = (email: string, token = unsubscribeToken(SECRET, email)) =>
    `/api/unsubscribe?${new URLSearchParams({ email, token })}`;
  const get = async (url: string) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, location: res.headers.location };
  };
  const subscribed = async (email: string) =>
    (
      await query("select subscribed from email_subscribers where lower(email) = lower($1)", [
        email,
      ])
    ).rows[0] as { subscribed: boolean } | undefined;
  return { app, query, link, get, subscribed };
}

describe("unsubscribe token", () => {
  it("is an HMAC of the lower-cased address: same for any case, different per secret", () => {
    expect(unsubscribeToken(SECRET, "Lezer@Example.org")).toBe(
      unsubscribeToken(SECRET, "lezer@example.org"),
    );
    expect(unsubscribeToken(SECRET, "lezer@example.org")).toMatch(/^[0-9a-f]{64}$/);
    expect(unsubscribeToken("another-secret-another-secret-12345", "lezer@example.org")).not.toBe(
      unsubscribeToken(SECRET, "lezer@example.org"),
    );
    expect(
      unsubscribeUrl({ secret: SECRET, publicUrl: "https://x.nl", mailbox: "m@x.nl" }, "a+b@x.nl"),
    ).toBe(
      `https://x.nl/api/unsubscribe?email=a%2Bb%40x.nl&token=${unsubscribeToken(SECRET, "a+b@x.nl")}`,
    );
  });
});

describe.each(engines)("GET /api/unsubscribe on %s", (engine) => {
  it("unsubscribes with a good link and answers every bad one with its code", async () => {
    const { link, get, subscribed } = await appWith(engine);
    const email = "lezer@example.org";
    const good = unsubscribeToken(SECRET, email);
    const flipped = good.slice(0, -1) + (good.endsWith("0") ? "1" : "0");

    expect(await get(link(email, flipped))).toEqual({
      status: 303,
      location: "/?error=invalid_token",
    });
    expect(await get(link(email, unsubscribeToken(SECRET, "ander@example.org")))).toMatchObject({
      location: "/?error=invalid_token",
    });
    expect(
      await get(link(email, unsubscribeToken("another-secret-another-secret-12345", email))),
    ).toMatchObject({ location: "/?error=invalid_token" });
    expect(await get(link(email, "abc"))).toMatchObject({ location: "/?error=invalid_token" });
    expect(await get(`/api/unsubscribe?email=${email}`)).toMatchObject({
      location: "/?error=invalid_token",
    });
    expect(await get(link("geen-adres", unsubscribeToken(SECRET, "geen-adres")))).toMatchObject({
      location: "/?error=invalid_email",
    });
    expect(await get("/api/unsubscribe")).toMatchObject({ location: "/?error=invalid_email" });
    // A damaged link (a value twice) still lands on the home page with its code.
    expect(await get(`${link(email)}&email=${email}`)).toMatchObject({
      status: 303,
      location: "/?error=invalid_email",
    });
    expect(await get(`${link(email)}&token=abc`)).toMatchObject({
      status: 303,
      location: "/?error=invalid_token",
    });
    expect(await subscribed(email)).toEqual({ subscribed: true });

    // Never written to and not a subscriber: a valid token for an unknown address.
    expect(await get(link("onbekend@example.org"))).toMatchObject({
      location: "/?error=email_not_found",
    });

    expect(await get(link(email))).toEqual({ status: 303, location: "/?unsubscribed=success" });
    expect(await subscribed(email)).toEqual({ subscribed: false });
    // Clicking the link again is fine.
    expect(await get(link(email))).toMatchObject({ location: "/?unsubscribed=success" });
  });

  it("stores a mailed donor who was no subscriber as unsubscribed", async () => {
    const { query, link, get, subscribed } = await appWith(engine);
    const [{ id }] = (
      await query(
        "insert into newsletters (title, subject, status) values ('t', 's', 'sent') returning id",
      )
    ).rows as [{ id: string }];
    await query(
      "insert into newsletter_deliveries (newsletter_id, batch, email, status) values ($1, 1, 'Donor@Example.org', 'sent')",
      [id],
    );
    expect(await get(link("donor@example.org"))).toMatchObject({
      location: "/?unsubscribed=success",
    });
    expect(await subscribed("donor@example.org")).toEqual({ subscribed: false });
  });

  it("stops a delivery still waiting for a mailed donor who was no subscriber", async () => {
    const { query, link, get } = await appWith(engine);
    const newsletter = async (status: string) =>
      (
        (
          await query(
            "insert into newsletters (title, subject, status) values ('t', 's', $1) returning id",
            [status],
          )
        ).rows as [{ id: string }]
      )[0].id;
    const delivery = (id: string, status: string, notBefore: string | null) =>
      query(
        `insert into newsletter_deliveries (newsletter_id, batch, email, status, not_before)
         values ($1, 1, 'Donor@Example.org', $2, $3::timestamptz)`,
        [id, status, notBefore],
      );
    await delivery(await newsletter("sent"), "sent", null);
    // A second newsletter waits for a retry after a temporary failure.
    const waiting = await newsletter("sent");
    await delivery(waiting, "queued", new Date(Date.now() + 3_600_000).toISOString());

    expect(await get(link("donor@example.org"))).toMatchObject({
      location: "/?unsubscribed=success",
    });
    const { rows } = await query(
      "select status, last_error, not_before from newsletter_deliveries where newsletter_id = $1",
      [waiting],
    );
    expect(rows).toEqual([{ status: "failed", last_error: "Afgemeld", not_before: null }]);
  });

  it("says database_error when the database fails", async () => {
    const { query, link, get } = await appWith(engine);
    await query("alter table email_subscribers rename to email_subscribers_weg");
    expect(await get(link("lezer@example.org"))).toMatchObject({
      location: "/?error=database_error",
    });
    await query("alter table email_subscribers_weg rename to email_subscribers");
  });
});

describe.each(engines)("POST /api/unsubscribe (RFC 8058 one-click) on %s", (engine) => {
  it("answers 200 and unsubscribes; a bad token is refused", async () => {
    const { app, link, subscribed } = await appWith(engine);
    const post = (url: string) =>
      app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    // A well-formed but wrong token, while the address is still subscribed: it stays so.
    const bad = await post(link("lezer@example.org", "0".repeat(64)));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "Afmelden mislukt",
      message: "Ongeldige afmeld-link",
      code: "invalid_token",
    });
    expect(await subscribed("lezer@example.org")).toEqual({ subscribed: true });

    const ok = await post(link("lezer@example.org"));
    expect(ok.statusCode).toBe(200);
    expect(await subscribed("lezer@example.org")).toEqual({ subscribed: false });
    expect((await post(link("lezer@example.org"))).statusCode).toBe(200);
  });
});
