import { PASSWORD_LINK_SENT, PASSWORD_LINK_UNUSABLE } from "@shared/auth";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { outboundEmails } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { mailPasswordLink } from "./auth";
import { engines } from "../../test/databases";
import {
  choosePassword,
  GOOD_PASSWORD,
  mailedPasswordLink,
  openPasswordLink,
  signIn,
  signUp,
} from "../../test/auth";

const NEW_PASSWORD = "Nieuw!Wachtwoord2";

const session = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: "/api/auth/session", headers: { cookie } }).then((r) => r.json());

const askLink = (app: FastifyInstance, email: string, ip = "10.70.0.1") =>
  app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    headers: { origin: app.services.config.PUBLIC_URL },
    remoteAddress: ip,
    payload: { email },
  });

const sessionCount = async (app: FastifyInstance) =>
  (await app.services.database.query<{ n: number }>("select count(*)::int as n from sessions"))
    .rows[0]?.n;

const mailsTo = (app: FastifyInstance, to: string) =>
  app.services.database.db
    .select({ template: outboundEmails.template, subject: outboundEmails.subject })
    .from(outboundEmails)
    .where(eq(outboundEmails.toAddress, to));

/** The e-mails stored so far count as older than a minute (the per-address limit). */
const aMinuteLater = (app: FastifyInstance) =>
  app.services.database.exec(
    "update outbound_emails set created_at = created_at - interval '61 seconds'",
  );

/** The token the mailed link hands the /auth page. */
async function tokenMailedTo(app: FastifyInstance, email: string): Promise<string> {
  const landed = await openPasswordLink(app, await mailedPasswordLink(app, email));
  expect(`${landed.origin}${landed.pathname}`).toBe(`${app.services.config.PUBLIC_URL}/auth`);
  return landed.searchParams.get("token") ?? "";
}

describe.each(engines)("the first admin with ADMIN_EMAILS proves the address on %s", (engine) => {
  const env = { ADMIN_EMAILS: "beheer@example.org" };

  it("becomes admin only by choosing the password through the mailed link", async () => {
    const { app } = await buildTestApp({ engine, env });
    const signedUp = await signUp(app, "Beheer@Example.org", { ip: "10.71.0.1" });
    expect(await session(app, signedUp.cookie)).toMatchObject({
      isAdmin: false,
      awaitsAdminLink: true,
    });
    await expect
      .poll(() => mailsTo(app, "beheer@example.org"))
      .toEqual([
        {
          template: "first-admin-link",
          subject: "Bevestig uw adres als beheerder van Stichting Qamar",
        },
      ]);

    const chosen = await choosePassword(
      app,
      await tokenMailedTo(app, "beheer@example.org"),
      NEW_PASSWORD,
    );
    expect(chosen.statusCode).toBe(200);
    // A new password ends the account's sessions: the old cookie is signed out.
    expect(await session(app, signedUp.cookie)).toMatchObject({ user: null });
    const again = await signIn(app, "beheer@example.org", { password: NEW_PASSWORD });
    expect(await session(app, again.cookie)).toMatchObject({
      isAdmin: true,
      awaitsAdminLink: false,
    });
  });

  it("takes the address back from a stranger who signed it up first", async () => {
    const { app } = await buildTestApp({ engine, env });
    const stranger = await signUp(app, "beheer@example.org", {
      password: "Vreemde!Sleutel9",
      ip: "10.72.0.1",
    });
    expect(await session(app, stranger.cookie)).toMatchObject({ isAdmin: false });
    await expect.poll(() => mailsTo(app, "beheer@example.org")).toHaveLength(1);
    // The owner signs up too: the same answer as for a new address. Within the minute no
    // second e-mail (the first link, in the owner's mailbox, works); after it, a new link.
    const owner = await signUp(app, "beheer@example.org", { ip: "10.72.0.2" });
    expect(owner.status).toBe(200);
    expect(owner.cookie).toBe(""); // the stranger's password holds until the link is used
    await aMinuteLater(app);
    expect((await mailsTo(app, "beheer@example.org")).map((m) => m.template)).toEqual([
      "first-admin-link",
    ]);
    await signUp(app, "beheer@example.org", { ip: "10.72.0.3" });
    await expect
      .poll(async () => (await mailsTo(app, "beheer@example.org")).map((m) => m.template))
      .toEqual(["first-admin-link", "first-admin-link"]);

    const token = await tokenMailedTo(app, "beheer@example.org");
    expect((await choosePassword(app, token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await session(app, stranger.cookie)).toMatchObject({ user: null });
    const refused = await signIn(app, "beheer@example.org", { password: "Vreemde!Sleutel9" });
    expect(refused.status).toBe(401);
    const signedIn = await signIn(app, "beheer@example.org", { password: NEW_PASSWORD });
    expect(await session(app, signedIn.cookie)).toMatchObject({ isAdmin: true });
  });

  it("writes the first admin's link to the server log when mail stays in the outbox", async () => {
    const lines: string[] = [];
    const { app } = await buildTestApp({
      engine,
      env: { ...env, MAIL_TRANSPORT: "outbox", LOG_LEVEL: "warn" },
      logStream: { write: (line) => lines.push(line) },
    });
    await signUp(app, "beheer@example.org", { ip: "10.75.0.1" });
    const link = (await mailedPasswordLink(app, "beheer@example.org")).href;
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.link);
    expect(logged).toMatchObject({ level: 40, to: "beheer@example.org" });
    expect(logged.link).toBe(link);
  });

  it("mails no admin link to an unlisted address, or once an admin exists", async () => {
    const { app } = await buildTestApp({ engine, env });
    const stranger = await signUp(app, "iemand@example.org", { ip: "10.73.0.1" });
    expect(await session(app, stranger.cookie)).toMatchObject({
      isAdmin: false,
      awaitsAdminLink: false,
    });
    expect(await mailsTo(app, "iemand@example.org")).toEqual([]);

    await signUp(app, "beheer@example.org", { ip: "10.73.0.2" });
    await choosePassword(app, await tokenMailedTo(app, "beheer@example.org"), NEW_PASSWORD);
    // A forgotten password of the admin now gets the ordinary e-mail.
    expect((await askLink(app, "beheer@example.org")).statusCode).toBe(200);
    await expect
      .poll(async () => (await mailsTo(app, "beheer@example.org")).map((m) => m.template))
      .toEqual(["first-admin-link", "password-reset"]);
  });
});

describe.each(engines)("'Wachtwoord vergeten?' on %s", (engine) => {
  it("mails a link only to an account, and answers every address alike", async () => {
    const { app } = await buildTestApp({ engine });
    await signUp(app, "eerste@example.org", { ip: "10.74.0.1" });
    const known = await askLink(app, " Eerste@Example.org ");
    const unknown = await askLink(app, "niemand@example.org", "10.74.0.2");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_LINK_SENT });
    expect(unknown.json()).toEqual(known.json());
    await expect
      .poll(() => mailsTo(app, "eerste@example.org"))
      .toEqual([
        {
          template: "password-reset",
          subject: "Nieuw wachtwoord voor het beheer van Stichting Qamar",
        },
      ]);
    expect(await mailsTo(app, "niemand@example.org")).toEqual([]);

    const token = await tokenMailedTo(app, "eerste@example.org");
    const weak = await choosePassword(app, token, "zwak");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: "Wachtwoord te zwak" });
    expect((await choosePassword(app, token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, "eerste@example.org", { password: NEW_PASSWORD })).status).toBe(200);
    expect((await signIn(app, "eerste@example.org", { password: GOOD_PASSWORD })).status).toBe(401);

    // The link works once.
    const used = await choosePassword(app, token, "Nog!Eentje3");
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      error: "Wachtwoord niet ingesteld",
      message: PASSWORD_LINK_UNUSABLE,
    });
    const reopened = await openPasswordLink(
      app,
      await mailedPasswordLink(app, "eerste@example.org"),
    );
    expect(reopened.searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("mails one link when requests for one address come in at once", async () => {
    const { app } = await buildTestApp({ engine });
    await signUp(app, "tegelijk@example.org", { ip: "10.74.0.3" });
    const url = `${app.services.config.PUBLIC_URL}/api/auth/reset-password/x`;
    await Promise.all(
      [1, 2, 3, 4].map(() => mailPasswordLink(app.services, "tegelijk@example.org", url)),
    );
    expect(await mailsTo(app, "tegelijk@example.org")).toHaveLength(1);
    await aMinuteLater(app);
    await mailPasswordLink(app.services, "tegelijk@example.org", url);
    expect(await mailsTo(app, "tegelijk@example.org")).toHaveLength(2);
  });

  it("ends the account's other links once one of them sets the password", async () => {
    const { app } = await buildTestApp({ engine });
    await signUp(app, "twee@example.org", { ip: "10.74.1.1" });
    await signUp(app, "ander@example.org", { ip: "10.74.1.2" });
    expect((await askLink(app, "twee@example.org")).statusCode).toBe(200);
    const first = await tokenMailedTo(app, "twee@example.org");
    await aMinuteLater(app);
    expect((await askLink(app, "twee@example.org")).statusCode).toBe(200);
    await expect.poll(async () => (await mailsTo(app, "twee@example.org")).length).toBe(2);
    const second = await tokenMailedTo(app, "twee@example.org");
    expect(second).not.toBe(first);
    expect((await askLink(app, "ander@example.org", "10.74.1.3")).statusCode).toBe(200);
    const others = await tokenMailedTo(app, "ander@example.org");

    expect((await choosePassword(app, second, NEW_PASSWORD)).statusCode).toBe(200);
    const older = await choosePassword(app, first, "Nog!Eentje3");
    expect(older.statusCode).toBe(400);
    expect(older.json()).toEqual({
      error: "Wachtwoord niet ingesteld",
      message: PASSWORD_LINK_UNUSABLE,
    });
    expect((await signIn(app, "twee@example.org", { password: NEW_PASSWORD })).status).toBe(200);
    // Another account's link is untouched.
    expect((await choosePassword(app, others, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("gives no session to a sign-in whose password was changed while it checked it", async () => {
    const { app } = await buildTestApp({ engine });
    await signUp(app, "eerste@example.org", { ip: "10.76.0.1" });
    // The reset commits between the sign-in's check of the old password and its session:
    // a trigger changes the password as the session is stored.
    const newHash = await hashPassword(NEW_PASSWORD);
    const before = await sessionCount(app); // the sign-up's own sign-in
    await app.services.database.exec(`
      create function reset_meanwhile() returns trigger language plpgsql as $$ begin
        update accounts set password = '${newHash}' where user_id = new.user_id;
        return new; end $$;
      create trigger reset_meanwhile before insert on sessions
        for each row execute function reset_meanwhile();`);
    const raced = await signIn(app, "eerste@example.org", { ip: "10.76.0.2" });
    expect(raced.status).toBe(401);
    expect(raced.body).toMatchObject({ message: "Onjuist e-mailadres of wachtwoord." });
    expect(await sessionCount(app)).toBe(before);
    await app.services.database.exec("drop trigger reset_meanwhile on sessions");
    const signedIn = await signIn(app, "eerste@example.org", { password: NEW_PASSWORD });
    expect(await session(app, signedIn.cookie)).toMatchObject({
      user: { email: "eerste@example.org" },
    });
  });

  it("ends a session stored while the reset was still committing", async () => {
    const { app } = await buildTestApp({ engine });
    await signUp(app, "eerste@example.org", { ip: "10.77.0.1" });
    expect((await askLink(app, "eerste@example.org", "10.77.0.2")).statusCode).toBe(200);
    const token = await tokenMailedTo(app, "eerste@example.org");
    // A racing sign-in's session lands after the reset ended the sessions, before it commits.
    await app.services.database.exec(`
      create function racing_session() returns trigger language plpgsql as $$ begin
        insert into sessions (id, token, user_id, expires_at)
          values ('racing', 'racing-token', new.user_id, now() + interval '1 day');
        return new; end $$;
      create trigger racing_session after update of password on accounts
        for each row execute function racing_session();`);
    expect((await choosePassword(app, token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await sessionCount(app)).toBe(0);
  });

  it("refuses bad input in Dutch, storing nothing", async () => {
    const { app } = await buildTestApp({ engine });
    const empty = await askLink(app, "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: "Fout", message: "Vul alle velden in" });
    expect((await askLink(app, "geen-adres")).json()).toMatchObject({
      message: "Ongeldig e-mailadres",
    });
    const noToken = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { origin: app.services.config.PUBLIC_URL },
      payload: { password: NEW_PASSWORD },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toMatchObject({ message: PASSWORD_LINK_UNUSABLE });
    // A link cut short or edited lands on /auth with the page's own message.
    for (const query of ["?callbackURL=https%3A%2F%2Fvreemd.example%2F", ""]) {
      const link = await app.inject({ url: `/api/auth/reset-password/abc${query}` });
      expect(link.statusCode).toBe(302);
      expect(link.headers.location).toBe(
        `${app.services.config.PUBLIC_URL}/auth?error=INVALID_TOKEN`,
      );
    }
    const wrong = await choosePassword(app, "geen-echt-token", NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: PASSWORD_LINK_UNUSABLE });
    const { rows } = await app.services.database.query<{ n: number }>(
      "select count(*)::int as n from outbound_emails",
    );
    expect(rows[0]?.n).toBe(0);
  });
});
