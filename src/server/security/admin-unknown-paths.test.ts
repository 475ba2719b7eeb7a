import { describe, expect, it } from "vitest";
import { adminAndMember, asBrowser } from "../test/auth";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * Every /api/admin path, known or not, answers 401 without a session and 403 without the
 * admin role before any 404: a stranger cannot map the admin area.
 */
const UNKNOWN: [string, string][] = [
  ["GET", "/api/admin"],
  ["GET", "/api/admin/"],
  ["GET", "/api/admin/bestaat-niet"],
  ["GET", "/api/admin/newsletters/x/y/z"],
  ["GET", "/api/admin/users/onbekend/diep"],
  ["HEAD", "/api/admin/bestaat-niet"],
  ["POST", "/api/admin/bestaat-niet"],
  ["PUT", "/api/admin/users"],
  ["PATCH", "/api/admin/geheim/1"],
  ["DELETE", "/api/admin/campaigns"],
  ["OPTIONS", "/api/admin/bestaat-niet"],
  ["TRACE", "/api/admin/bestaat-niet"],
  ["TRACE", "/api/admin/newsletters"],
];

// A PNG signature and header: enough for the upload's byte check.
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

describe.each(engines)("unknown /api/admin paths on %s", (engine) => {
  it("answer 401 to strangers, 403 to members and 404 only to admins", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin, member } = await adminAndMember(app);
    const origin = app.services.config.PUBLIC_URL;
    const seen: string[] = [];
    for (const [method, url] of UNKNOWN) {
      const as = async (cookie?: string) =>
        (
          await app.inject({
            method: method as "GET",
            url,
            headers: cookie ? { cookie, origin } : { origin },
          })
        ).statusCode;
      seen.push(`${method} ${url} ${await as()} ${await as(member)} ${await as(admin)}`);
    }
    expect(seen).toEqual(UNKNOWN.map(([method, url]) => `${method} ${url} 401 403 404`));
    const body = await app.inject({ url: "/api/admin/bestaat-niet" });
    expect(body.json()).toEqual({
      error: "Niet ingelogd",
      message: "Je moet ingelogd zijn om deze pagina te bekijken",
    });
  });

  it("GET /api/admin/uploads lists the stored images for admins only", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin, member } = await adminAndMember(app);
    expect((await app.inject({ url: "/api/admin/uploads" })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: "/api/admin/uploads", headers: { cookie: member } })).statusCode,
    ).toBe(403);
    const empty = await app.inject({ url: "/api/admin/uploads", headers: { cookie: admin } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ uploads: [] });

    const stored = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/admin/uploads",
        headers: { ...asBrowser(app, admin), "content-type": "image/png" },
        payload: png,
      });
      expect(res.statusCode).toBe(201);
      stored.push(res.json() as { fileName: string; url: string; size: number });
    }
    const list = await app.inject({ url: "/api/admin/uploads", headers: { cookie: admin } });
    const { uploads } = list.json() as { uploads: Record<string, unknown>[] };
    expect(uploads).toHaveLength(2);
    expect(uploads.map((u) => u.fileName).sort()).toEqual(stored.map((s) => s.fileName).sort());
    for (const upload of uploads) {
      expect(upload).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        fileName: expect.stringMatching(/^\d+-[0-9a-f]{12}\.png$/),
        contentType: "image/png",
        size: png.length,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        url: `${app.services.config.PUBLIC_URL}/api/uploads/${upload.fileName}`,
      });
      expect(upload).not.toHaveProperty("data");
    }
    // Newest first.
    const times = uploads.map((u) => String(u.createdAt));
    expect([...times].sort().reverse()).toEqual(times);
  });
});
