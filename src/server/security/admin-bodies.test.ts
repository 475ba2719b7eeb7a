import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { ADMIN_PREFIX } from "../features/auth/admin-area";
import { adminAndMember, asBrowser } from "../test/auth";
import { buildTestApp } from "../test/app";

const SOME_UUID = "00000000-0000-4000-8000-000000000000";
const ENGLISH = /\b(Invalid|expected|Too (big|small)|Unrecognized|Required)\b/;

/**
 * Every admin route that declares a JSON body refuses a missing body, and a body that is
 * no object, before its handler: 400 'Validatiefout' with a Dutch sentence naming what is
 * missing or what it should be, never the validation library's English. On a route whose
 * fields are all optional (retry-failed: no body retries all) a missing body reads as {}
 * and reaches the handler, which answers in Dutch too (here 404: the newsletter does not
 * exist), never 5xx.
 */
describe("admin routes with a declared body", () => {
  it("answer a missing or non-object body with 400 in Dutch", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    await app.ready();
    const routes = app.routeList.filter((r) => r.url.startsWith(ADMIN_PREFIX) && r.schema?.body);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /api/admin/campaigns",
        "PATCH /api/admin/messages/:id",
        "PUT /api/admin/settings/metal-prices",
        "POST /api/admin/subscribers",
      ]),
    );
    const answers: string[] = [];
    for (const route of routes) {
      const body = route.schema?.body as ZodType | undefined;
      const optional = body?.safeParse({}).success ?? false;
      const url = route.url.replace(/:[^/]+/g, SOME_UUID);
      for (const payload of [undefined, "[]", '"tekst"', "null", "12"]) {
        const res = await app.inject({
          method: route.method as "POST",
          url,
          headers: {
            ...asBrowser(app, admin),
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
          },
          payload,
        });
        const body = res.json() as { error?: string; message?: string };
        const dutch = typeof body.message === "string" && !ENGLISH.test(body.message);
        const fine = optional
          ? res.statusCode < 500 && dutch
          : res.statusCode === 400 && body.error === "Validatiefout" && dutch;
        if (!fine) answers.push(`${route.method} ${url} ${payload}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
