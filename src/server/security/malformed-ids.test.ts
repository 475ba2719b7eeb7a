import { describe, expect, it } from "vitest";
import { ADMIN_PREFIX } from "../features/auth/admin-area";
import { adminAndMember, asBrowser } from "../test/auth";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * Ids that pass a loose check (36 characters of hex digits and dashes) but are no UUID:
 * PostgreSQL refuses to cast them, so a route that hands one on answers 500.
 */
const MALFORMED = [
  "-".repeat(36),
  "0".repeat(36),
  "00000000-0000-4000-8000-00000000000-",
  "0000000000000000000000000000-0000000",
  "00000000-0000-4000-8000-00000000000g",
];

/**
 * Every admin route with an id in its path, asked with ids that are no UUID, answers 400
 * or 404 in the API's error shape: an id that names no record is unknown, never a 5xx.
 */
describe.each(engines)("admin routes asked with an id that is no UUID on %s", (engine) => {
  it("answer 400 or 404, never 5xx", { timeout: 300_000 }, async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    await app.ready();
    const routes = app.routeList.filter(
      (r) => r.url.startsWith(ADMIN_PREFIX) && /\/:[^/]+/.test(r.url) && r.method !== "HEAD",
    );
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "PATCH /api/admin/subscribers/:id",
        "DELETE /api/admin/subscribers/:id/suppression",
        "GET /api/admin/newsletters/:id",
      ]),
    );
    // A route with a body gets {} and, where the test knows one, a body it accepts, so the
    // id reaches the handler rather than stopping at the body's validation.
    const validBodies: Record<string, unknown> = {
      "PATCH /api/admin/subscribers/:id": { subscribed: false },
    };
    const answers: string[] = [];
    for (const route of routes) {
      const method = route.method as "GET";
      const withBody = ["POST", "PUT", "PATCH"].includes(method);
      const bodies = withBody ? [{}, validBodies[`${method} ${route.url}`] ?? {}] : [undefined];
      for (const id of MALFORMED) {
        for (const body of bodies) {
          const url = route.url.replace(/:[^/]+/g, id);
          const res = await app.inject({
            method,
            url,
            headers: {
              ...asBrowser(app, admin),
              ...(withBody ? { "content-type": "application/json" } : {}),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          });
          const answer = res.json() as { error?: unknown; message?: unknown };
          const refused =
            [400, 404].includes(res.statusCode) &&
            typeof answer.error === "string" &&
            typeof answer.message === "string";
          if (!refused) answers.push(`${method} ${url}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it("the subscriber routes call such an id unknown: 404 'Abonnee niet gevonden'", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const headers = { ...asBrowser(app, admin), "content-type": "application/json" };
    const notFound = { error: "Niet gevonden", message: "Abonnee niet gevonden" };
    for (const id of MALFORMED) {
      const patch = await app.inject({
        method: "PATCH",
        url: `/api/admin/subscribers/${id}`,
        headers,
        payload: { subscribed: false },
      });
      expect({ id, status: patch.statusCode, body: patch.json() }).toEqual({
        id,
        status: 404,
        body: notFound,
      });
      const lift = await app.inject({
        method: "DELETE",
        url: `/api/admin/subscribers/${id}/suppression`,
        headers: asBrowser(app, admin),
      });
      expect({ id, status: lift.statusCode, body: lift.json() }).toEqual({
        id,
        status: 404,
        body: notFound,
      });
    }
  });
});
