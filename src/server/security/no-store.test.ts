import type { InjectOptions } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { adminAndMember } from "../test/auth";
import { buildTestApp } from "../test/app";

/**
 * Attack: a shared cache (a proxy, a CDN, the browser's back button on a shared computer)
 * keeps an admin page's data or an auth answer. Every answer under /api/admin and
 * /api/auth says `Cache-Control: no-store`, errors included.
 */
const aborts: AbortController[] = [];
afterEach(() => {
  for (const a of aborts.splice(0)) a.abort();
});

describe("Cache-Control: no-store", () => {
  it("is on every admin and auth answer: success, 400, 401, 403, 404 and 429", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1" } });
    const { admin, member } = await adminAndMember(app);
    const origin = app.services.config.PUBLIC_URL;
    // status null: any status (an unknown admin path answers 401 before its 404).
    const probes: {
      label: string;
      status: number | null;
      request: InjectOptions;
    }[] = [
      {
        label: "admin list",
        status: 200,
        request: { url: "/api/admin/users", headers: { cookie: admin } },
      },
      { label: "admin, no session", status: 401, request: { url: "/api/admin/users" } },
      {
        label: "admin, no role",
        status: 403,
        request: { url: "/api/admin/users", headers: { cookie: member } },
      },
      {
        label: "admin, foreign origin",
        status: 403,
        request: {
          method: "DELETE",
          url: "/api/admin/users/x/admin",
          headers: { cookie: admin, origin: "https://kwaadaardig.example" },
        },
      },
      {
        label: "admin, bad input",
        status: 400,
        request: {
          method: "POST",
          url: "/api/admin/campaigns",
          headers: { cookie: admin, origin },
          payload: { title: 12 },
        },
      },
      {
        label: "session",
        status: 200,
        request: { url: "/api/auth/session", headers: { cookie: admin } },
      },
      { label: "session, nobody", status: 200, request: { url: "/api/auth/session" } },
      { label: "admin, unknown path", status: null, request: { url: "/api/admin/bestaat-niet" } },
      { label: "auth, unknown path", status: 404, request: { url: "/api/auth/bestaat-niet" } },
      {
        label: "sign-in, bad JSON",
        status: 400,
        request: {
          method: "POST",
          url: "/api/auth/sign-in/email",
          remoteAddress: "10.60.0.1",
          headers: { "content-type": "application/json", origin },
          payload: "{niet-json",
        },
      },
    ];
    for (const probe of probes) {
      const res = await app.inject(probe.request);
      expect({
        label: probe.label,
        status: res.statusCode,
        cache: res.headers["cache-control"],
      }).toEqual({
        label: probe.label,
        status: probe.status ?? res.statusCode,
        cache: "no-store",
      });
    }
    // A wrong password: the library's 401 (its headers copied onto the reply), then the 429
    // of the per-IP limit (one a minute here). Sent directly, as signIn() drops the headers.
    for (const status of [401, 429]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "10.60.0.2",
        headers: { origin },
        payload: { email: "niemand@example.org", password: "Verkeerd!1x" },
      });
      expect({ status: res.statusCode, cache: res.headers["cache-control"] }).toEqual({
        status,
        cache: "no-store",
      });
    }
    // An admin's live stream (the reply is taken over by the stream) keeps it too.
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    aborts.push(controller);
    const stream = await fetch(`${base}/api/admin/subscribers/events`, {
      headers: { cookie: admin },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("cache-control")).toMatch(/^no-store\b/);
    controller.abort();
    // Public answers are not touched.
    const health = await app.inject({ url: "/api/health" });
    expect(health.headers["cache-control"]).not.toBe("no-store");
  });
});
