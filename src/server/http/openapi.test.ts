import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3 } from "openapi-types";
import { describe, expect, it } from "vitest";
import { adminAndMember } from "../test/auth";
import { buildTestApp } from "../test/app";

/** Routes that are not part of the API contract: the guard's catch-all and the reference itself. */
const outsideTheContract = (url: string) =>
  url === "/api/admin" ||
  url === "/api/admin/" ||
  url === "/api/admin/*" ||
  url.startsWith("/api/admin/docs");

/** Fastify's `/:id` and `/*` as OpenAPI writes them: `/{id}` and `/{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");

describe("the API reference", () => {
  it("is a valid OpenAPI document naming every API route", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    const res = await app.inject({ url: "/api/admin/docs/json", headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenAPIV3.Document;
    await SwaggerParser.validate(structuredClone(doc) as OpenAPIV3.Document);

    const routes = app.routeList.filter(
      (r) => r.url.startsWith("/api/") && !outsideTheContract(r.url) && r.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes
      .filter(({ method, url }) => !doc.paths[openApiPath(url)]?.[method.toLowerCase() as "get"])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it("carries the declared contract of the public forms", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    const doc = (
      await app.inject({ url: "/api/admin/docs/json", headers: { cookie: admin } })
    ).json() as OpenAPIV3.Document;
    const answers: Record<string, string[]> = {
      "/api/contact": ["201", "400", "429"],
      "/api/volunteers": ["201", "400", "429"],
      // 409: the same donor's gift already runs.
      "/api/monthly-donors": ["201", "400", "409", "429"],
    };
    for (const [url, codes] of Object.entries(answers)) {
      const post = doc.paths[url]?.post;
      expect(post?.requestBody, url).toBeDefined();
      expect(Object.keys(post?.responses ?? {}).sort(), url).toEqual(codes);
    }
  });

  it("is readable by admins only, as a page and as JSON", async () => {
    const { app } = await buildTestApp();
    const { admin, member } = await adminAndMember(app);
    for (const url of ["/api/admin/docs", "/api/admin/docs/json"]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: { cookie: member } })).statusCode).toBe(403);
    }
    const page = await app.inject({ url: "/api/admin/docs", headers: { cookie: admin } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    // The page's own assets are found from /api/admin/docs (with or without a slash).
    const css = /href="([^"]*swagger-ui\.css)"/.exec(page.body)?.[1];
    expect(css).toBe("/api/admin/docs/static/swagger-ui.css");
    const asset = await app.inject({ url: css ?? "", headers: { cookie: admin } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toContain("text/css");
  });

  it("has a declared answer, a summary and tags for every admin route", async () => {
    const { app } = await buildTestApp();
    await app.ready();
    const adminRoutes = app.routeList.filter(
      (r) => r.url.startsWith("/api/admin/") && !outsideTheContract(r.url) && r.method !== "HEAD",
    );
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.map((r) => r.url)).toContain("/api/admin/newsletters/:id/send");
    const success = (code: string) => /^2\d\d$/.test(code);
    const undeclared = adminRoutes
      .filter(({ schema }) => {
        const response = (schema?.response ?? {}) as Record<string, unknown>;
        return !Object.keys(response).some(success) || !schema?.summary || !schema.tags;
      })
      .map(({ method, url }) => `${method} ${url}`);
    expect(undeclared).toEqual([]);
  });
});

describe("the public API's contract", () => {
  it("declares a response schema on every route outside /api/admin", async () => {
    // The demo checkout (PAYMENT_PROVIDER=demo) and the Mollie webhook are never in one app.
    const demo = (await buildTestApp()).app;
    const mollie = (
      await buildTestApp({
        env: { PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "test_fakefakefakefakefakefakefake" },
      })
    ).app;
    await Promise.all([demo.ready(), mollie.ready()]); // the route lists are complete when ready
    const publicRoutes = [...demo.routeList, ...mollie.routeList].filter(
      ({ url, method }) =>
        url.startsWith("/api/") && !url.startsWith("/api/admin") && method !== "HEAD",
    );
    expect(publicRoutes.map(({ url }) => url)).toContain("/api/payments/mollie/webhook");
    expect(publicRoutes.map(({ url }) => url)).toContain("/api/payments/demo/webhook");
    const undeclared = publicRoutes
      .filter(({ schema }) => Object.keys(schema?.response ?? {}).length === 0)
      .map(({ method, url }) => `${method} ${url}`);
    expect(undeclared).toEqual([]);
  });
});
