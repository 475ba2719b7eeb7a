import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema";
import { FOREIGN_ORIGIN } from "../../http/origin";
import { ADMIN_PREFIX, adminArea, watchRoutes } from "./admin-area";
import { adminAndMember, asBrowser } from "../../test/auth";

const SOME_UUID = "00000000-0000-4000-8000-000000000000";
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Probe {
  method: string;
  url: string;
}

/** Every /api/admin route the app registered, with its parameters filled in. */
function adminRoutes(routeList: Probe[]): Probe[] {
  return (
    routeList
      // fetch cannot send TRACE; admin-unknown-paths.test.ts probes it with inject.
      .filter((r) => r.url.startsWith(ADMIN_PREFIX) && r.method !== "TRACE")
      .map((r) => ({
        method: r.method,
        url: r.url.replace(/:[^/]+/g, SOME_UUID).replace("*", "x"),
      }))
  );
}

const aborts: AbortController[] = [];
afterEach(() => {
  for (const a of aborts.splice(0)) a.abort();
});

/** Status only: a streaming route (SSE) is cut off once its headers arrive. */
async function status(base: string, probe: Probe, headers: Record<string, string>) {
  const controller = new AbortController();
  aborts.push(controller);
  const withBody = probe.method === "POST" || probe.method === "PUT" || probe.method === "PATCH";
  const res = await fetch(base + probe.url, {
    method: probe.method,
    headers: withBody ? { ...headers, "content-type": "application/json" } : headers,
    body: withBody ? "{}" : undefined,
    redirect: "manual",
    signal: controller.signal,
  });
  controller.abort();
  return res.status;
}

describe("the admin guard", () => {
  // Three requests per route, for every route any feature registers: more than 30 s.
  it("answers every registered /api/admin route with 401, 403 or the route itself", {
    timeout: 300_000,
  }, async () => {
    const { app } = await buildTestApp();
    const { admin, member } = await adminAndMember(app);
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const origin = app.services.config.PUBLIC_URL;
    const routes = adminRoutes(app.routeList);
    // The list is read from Fastify, so routes added later by other features are walked too.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/admin/users",
        "GET /api/admin/campaigns",
        "GET /api/admin/donations",
        "GET /api/admin/donations/export.csv",
        "GET /api/admin/monthly-donors",
        "GET /api/admin/messages",
        "GET /api/admin/volunteers",
        "GET /api/admin/email",
        "GET /api/admin/settings",
      ]),
    );
    for (const probe of routes) {
      const label = `${probe.method} ${probe.url}`;
      expect({ label, status: await status(base, probe, { origin }) }).toEqual({
        label,
        status: 401,
      });
      expect({ label, status: await status(base, probe, { origin, cookie: member }) }).toEqual({
        label,
        status: 403,
      });
      // Fastify's automatic HEAD twin runs the GET handler, probed just above; a streaming
      // GET (SSE) never ends its headers for HEAD, so the admin leg skips the twin.
      if (probe.method === "HEAD") continue;
      const asAdmin = await status(base, probe, { origin, cookie: admin });
      expect({ label, allowed: ![401, 403].includes(asAdmin) && asAdmin < 500 }).toEqual({
        label,
        allowed: true,
      });
    }
  });

  it("refuses an admin's change without our Origin (CSRF), on every changing route", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    const changes = adminRoutes(app.routeList).filter((r) => CHANGES.has(r.method));
    expect(changes.length).toBeGreaterThan(3);
    for (const probe of changes) {
      for (const origin of [undefined, "https://kwaadaardig.example"]) {
        const res = await app.inject({
          method: probe.method as "POST",
          url: probe.url,
          headers: origin ? { cookie: admin, origin } : { cookie: admin },
          ...(CHANGES.has(probe.method) && probe.method !== "DELETE" ? { payload: {} } : {}),
        });
        expect({ route: `${probe.method} ${probe.url}`, status: res.statusCode }).toEqual({
          route: `${probe.method} ${probe.url}`,
          status: 403,
        });
        expect(res.json()).toEqual(FOREIGN_ORIGIN);
      }
    }
  });

  it("ends an open live list when its admin loses the role, and keeps it while they have it", async () => {
    const { app } = await buildTestApp();
    const { admin, member } = await adminAndMember(app);
    app.services.realtime.heartbeatMs = 100;
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const users = await app.inject({ url: "/api/admin/users", headers: { cookie: admin } });
    const ids = Object.fromEntries(
      (users.json().users as { id: string; email: string }[]).map((u) => [u.email, u.id]),
    );
    // The member becomes an admin and opens the live subscriber list.
    const grant = await app.inject({
      method: "PUT",
      url: `/api/admin/users/${ids["lid@example.org"]}/admin`,
      headers: asBrowser(app, admin),
    });
    expect(grant.statusCode).toBe(204);
    const controller = new AbortController();
    aborts.push(controller);
    const res = await fetch(`${base}/api/admin/subscribers/events`, {
      headers: { cookie: member },
      signal: controller.signal,
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const pings = () => text.split(": ping").length - 1;
    // A session two days into its week, old enough for better-auth to prolong it when asked
    // normally: the stream's checks must not (an open tab alone keeps no session alive).
    const { db } = app.services.database;
    const aged = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await db
      .update(sessions)
      .set({ expiresAt: aged })
      .where(eq(sessions.userId, ids["lid@example.org"]!));
    // Three heartbeats while the role holds: the stream stays open.
    while (pings() < 3) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, ids["lid@example.org"]!));
    expect(session!.expiresAt.getTime()).toBe(aged.getTime());
    const revoke = await app.inject({
      method: "DELETE",
      url: `/api/admin/users/${ids["lid@example.org"]}/admin`,
      headers: asBrowser(app, admin),
    });
    expect(revoke.statusCode).toBe(204);
    // The server ends the stream (an abort by the test's timeout would throw here).
    const deadline = setTimeout(() => controller.abort(), 15_000);
    let done = false;
    while (!done) ({ done } = await reader.read());
    clearTimeout(deadline);
    // The browser's reconnect is refused.
    const again = await fetch(`${base}/api/admin/subscribers/events`, {
      headers: { cookie: member },
    });
    expect(again.status).toBe(403);
  });

  it("sends no change to an admin who has lost the role, even between two heartbeats", async () => {
    const { app } = await buildTestApp();
    const { admin, member } = await adminAndMember(app);
    // No heartbeat in the test's time: only the check before each event can end it.
    app.services.realtime.heartbeatMs = 600_000;
    app.services.realtime.recheckMs = 0;
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const users = await app.inject({ url: "/api/admin/users", headers: { cookie: admin } });
    const memberId = (users.json().users as { id: string; email: string }[]).find(
      (u) => u.email === "lid@example.org",
    )!.id;
    const role = (method: "PUT" | "DELETE") =>
      app.inject({
        method,
        url: `/api/admin/users/${memberId}/admin`,
        headers: asBrowser(app, admin),
      });
    expect((await role("PUT")).statusCode).toBe(204);
    const controller = new AbortController();
    aborts.push(controller);
    const res = await fetch(`${base}/api/admin/subscribers/events`, {
      headers: { cookie: member },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const add = (email: string) =>
      app.inject({
        method: "POST",
        url: "/api/admin/subscribers",
        headers: asBrowser(app, admin),
        payload: { email, name: "Lezer" },
      });
    const inserts = () => text.split('"INSERT"').length - 1;
    // While the role holds, a change reaches the stream.
    expect((await add("eerste@example.nl")).statusCode).toBe(201);
    while (inserts() < 1) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    expect((await role("DELETE")).statusCode).toBe(204);
    expect((await add("tweede@example.nl")).statusCode).toBe(201);
    // The server ends the stream instead of sending the change (an abort by the test's
    // timeout would throw here).
    const deadline = setTimeout(() => controller.abort(), 15_000);
    for (let done = false; !done; ) {
      const next = await reader.read();
      done = next.done;
      if (next.value) text += decoder.decode(next.value, { stream: true });
    }
    clearTimeout(deadline);
    expect(inserts()).toBe(1);
  });

  it("says 'Niet ingelogd' and 'Geen toegang' in Dutch", async () => {
    const { app } = await buildTestApp();
    const { member } = await adminAndMember(app);
    const anonymous = await app.inject({ url: "/api/admin/users" });
    expect(anonymous.json()).toEqual({
      error: "Niet ingelogd",
      message: "Je moet ingelogd zijn om deze pagina te bekijken",
    });
    const forbidden = await app.inject({ url: "/api/admin/users", headers: { cookie: member } });
    expect(forbidden.json()).toEqual({
      error: "Geen toegang",
      message: "Je hebt geen admin rechten voor deze pagina",
    });
  });

  it("reads a missing body as {} (a Dutch 'missing field'), and refuses one that is no object", async () => {
    const { app } = await buildTestApp();
    const headers = asBrowser(app, (await adminAndMember(app)).admin);
    const post = (url: string, payload?: string) =>
      app.inject({
        method: "POST",
        url,
        headers:
          payload === undefined ? headers : { ...headers, "content-type": "application/json" },
        ...(payload === undefined ? {} : { payload }),
      });
    const retry = `/api/admin/newsletters/${SOME_UUID}/retry-failed`;
    // No body: the route's defaults, and the newsletter is looked up (it does not exist).
    expect((await post(retry)).statusCode).toBe(404);
    for (const payload of ["[]", '"everyone"', "true", "null", '[{"mode":"everyone"}]']) {
      for (const url of [retry, `/api/admin/newsletters/${SOME_UUID}/resend`]) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json().error, `${url} ${payload}`).toBe("Validatiefout");
      }
    }
  });

  it("refuses to start when an /api/admin route is registered outside the admin area", async () => {
    const app = Fastify();
    watchRoutes(app);
    await app.register(adminArea([async (a) => void a.get("/binnen", async () => "ok")]), {
      prefix: ADMIN_PREFIX,
    });
    app.get(`${ADMIN_PREFIX}/buiten`, async () => "open");
    await expect(app.ready()).rejects.toThrow(/\/api\/admin\/buiten/);
    await app.close().catch(() => {});
  });
});
