import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { asBrowser, GOOD_PASSWORD, signIn, signUp } from "../../test/auth";

describe.each(engines)("auth on %s", (engine) => {
  it("makes exactly one of 20 simultaneous sign-ups on an empty database admin", async () => {
    const { app } = await buildTestApp({ engine });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signUp(app, `persoon${i}@example.org`, { ip: `10.1.0.${i + 1}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { rows } = await app.services.database.query<{ n: number; users: number }>(
      `select (select count(*)::int from user_roles where role = 'admin') as n,
              (select count(*)::int from users) as users`,
    );
    expect(rows[0]).toEqual({ n: 1, users: 20 });
    // Exactly one of them sees itself as admin.
    const sessions = await Promise.all(
      results.map((r) => app.inject({ url: "/api/auth/session", headers: { cookie: r.cookie } })),
    );
    expect(sessions.filter((s) => s.json().isAdmin === true)).toHaveLength(1);
  });
});

describe("sign-up and sign-in", () => {
  it("gives the first user the admin role and later users none", async () => {
    const { app } = await buildTestApp();
    const first = await signUp(app, "  Eerste@Example.org ");
    const second = await signUp(app, "tweede@example.org");
    const me = (cookie: string) =>
      app.inject({ url: "/api/auth/session", headers: { cookie } }).then((r) => r.json());
    expect(await me(first.cookie)).toMatchObject({
      user: { email: "eerste@example.org" },
      isAdmin: true,
    });
    expect(await me(second.cookie)).toMatchObject({
      user: { email: "tweede@example.org" },
      isAdmin: false,
    });
    expect(await me("")).toEqual({ user: null, isAdmin: false, awaitsAdminLink: false });
  });

  it("stores the session in the database behind an httpOnly SameSite=Lax cookie", async () => {
    const { app } = await buildTestApp();
    const up = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: app.services.config.PUBLIC_URL },
      payload: { email: "a@example.org", password: GOOD_PASSWORD },
    });
    // Sign-up opens no session (docs/decisions/042); signing in does.
    expect(up.cookies.find((c) => c.name.endsWith("session_token"))).toBeUndefined();
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: app.services.config.PUBLIC_URL },
      payload: { email: "a@example.org", password: GOOD_PASSWORD },
    });
    const session = res.cookies.find((c) => c.name.endsWith("session_token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Each cookie once: the answer's headers are handed on a single time.
    const names = res.cookies.map((c) => c.name);
    expect(names).toEqual([...new Set(names)]);
    expect(session?.secure).toBeFalsy(); // http://localhost in tests
    const { rows } = await app.services.database.query("select user_id from sessions");
    expect(rows).toHaveLength(1);
  });

  it("marks cookies Secure when PUBLIC_URL is https", async () => {
    const { app } = await buildTestApp({ env: { PUBLIC_URL: "https://www.example.org" } });
    for (const step of ["sign-up", "sign-in"]) {
      const res = await app.inject({
        method: "POST",
        url: `/api/auth/${step}/email`,
        headers: { origin: "https://www.example.org" },
        payload: { email: "a@example.org", password: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      if (step === "sign-in") {
        const session = res.cookies.find((c) => c.name.endsWith("session_token"));
        expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
      }
    }
  });

  it("signs in with the right password, in Dutch without it", async () => {
    const { app } = await buildTestApp();
    await signUp(app, "a@example.org");
    const ok = await signIn(app, "A@example.org ");
    expect(ok.status).toBe(200);
    expect(ok.cookie).toContain("session_token");
    const wrong = await signIn(app, "a@example.org", { password: "Verkeerd!1x" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: "Inlog fout",
      message: "Onjuist e-mailadres of wachtwoord.",
    });
  });

  it("answers missing fields and a weak password with its Dutch messages, storing nothing", async () => {
    const { app } = await buildTestApp();
    const empty = await signUp(app, "   ", { password: "" });
    expect(empty).toMatchObject({
      status: 400,
      body: { error: "Fout", message: "Vul alle velden in" },
    });
    const missingIn = await signIn(app, "a@example.org", { password: "" });
    expect(missingIn).toMatchObject({
      status: 400,
      body: { error: "Fout", message: "Vul alle velden in" },
    });
    const weak = await signUp(app, "a@example.org", { password: "wachtwoord" });
    expect(weak).toMatchObject({
      status: 400,
      body: {
        error: "Wachtwoord te zwak",
        message:
          "Het wachtwoord moet nog bevatten: een hoofdletter, een cijfer en een speciaal teken.",
      },
    });
    const { rows } = await app.services.database.query("select id from users");
    expect(rows).toEqual([]);
  });

  it("rate-limits sign-in per address with 429", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn(app, "niemand@example.org", { ip: "10.9.9.9" })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn(app, "niemand@example.org", { ip: "10.9.9.9" });
    expect(limited.body).toMatchObject({ error: "Te veel verzoeken" });
    // Another address is not affected.
    expect((await signIn(app, "niemand@example.org", { ip: "10.9.9.10" })).status).toBe(401);
  });

  it("rate-limits sign-up per address with 429", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await signUp(app, `p${i}@example.org`, { ip: "10.8.8.8" })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("ignores a client's own X-Forwarded-For when counting (no trustProxy outside production)", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1" } });
    const attempt = (forwarded: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "10.7.7.7",
        headers: { "x-forwarded-for": forwarded, origin: app.services.config.PUBLIC_URL },
        payload: { email: "x@example.org", password: "Abc!12345" },
      });
    expect((await attempt("1.1.1.1")).statusCode).toBe(401);
    expect((await attempt("2.2.2.2")).statusCode).toBe(429);
  });

  it("refuses a cookie-carrying auth change from a foreign origin (CSRF)", async () => {
    const { app } = await buildTestApp();
    const { cookie } = await signUp(app, "a@example.org");
    const foreign = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: "https://kwaadaardig.example" },
    });
    expect(foreign.statusCode).toBe(403);
    const still = await app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(still.json().user).not.toBeNull();
  });

  it("signs out: the session is gone from the database", async () => {
    const { app } = await buildTestApp();
    const { cookie } = await signUp(app, "a@example.org");
    const out = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: asBrowser(app, cookie),
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(after.json()).toEqual({ user: null, isAdmin: false, awaitsAdminLink: false });
    const { rows } = await app.services.database.query("select id from sessions");
    expect(rows).toEqual([]);
  });
});

describe("session tokens stay in the httpOnly cookie", () => {
  it("leaves them out of every JSON answer", async () => {
    const { app } = await buildTestApp();
    const up = await signUp(app, "a@example.org");
    expect(up.body).toMatchObject({ user: { email: "a@example.org" } });
    expect(JSON.stringify(up.body)).not.toContain("token");
    const signedIn = await signIn(app, "a@example.org");
    expect(JSON.stringify(signedIn.body)).not.toContain("token");
    const session = await app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: signedIn.cookie },
    });
    expect(session.json()).toMatchObject({ user: { email: "a@example.org" } });
    expect(session.body).not.toContain("token");
    const sessions = await app.inject({
      url: "/api/auth/list-sessions",
      headers: { cookie: signedIn.cookie },
    });
    expect(sessions.json()).toHaveLength(2);
    expect(sessions.body).not.toContain("token");
  });
});
