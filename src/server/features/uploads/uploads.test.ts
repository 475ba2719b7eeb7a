import { MAX_UPLOAD_BYTES } from "@shared/uploads";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { detectImage } from "./detect";
import { adminClient } from "../../test/auth";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** A PNG header followed by padding up to `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

describe("detectImage", () => {
  it("knows images by their bytes, not their names", () => {
    expect(detectImage(png)).toEqual({ contentType: "image/png", extension: "png" });
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.contentType).toBe(
      "image/jpeg",
    );
    expect(detectImage(Buffer.from("GIF89a......"))?.contentType).toBe("image/gif");
    expect(detectImage(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))?.contentType).toBe("image/webp");
    expect(detectImage(Buffer.from("\0\0\0\x1cftypavif\0\0"))?.contentType).toBe("image/avif");
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImage(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(engines)("newsletter image uploads on %s", (engine) => {
  async function setup() {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const upload = async (body: Buffer, type: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/admin/uploads",
        headers: { ...admin.headers, "content-type": type },
        payload: body,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const stored = async () =>
      (await app.services.database.query<{ n: number }>("select count(*)::int as n from uploads"))
        .rows[0]!.n;
    return { app, upload, stored };
  }

  it("stores an image and serves it from a public URL", async () => {
    const { app, upload } = await setup();
    const res = await upload(png, "application/octet-stream");
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^http:\/\/localhost:\d+\/api\/uploads\/\d+-[0-9a-f]{12}\.png$/);
    const served = await app.inject({ url: new URL(res.body.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    // Webmail shows the newsletter's image from another origin.
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(served.rawPayload.equals(png)).toBe(true);
    // Exactly 5 MB is allowed.
    expect((await upload(pngOfSize(MAX_UPLOAD_BYTES), "image/png")).status).toBe(201);
  });

  it("refuses a renamed non-image, an SVG and 5 MB + 1 byte, storing nothing", async () => {
    const { upload, stored } = await setup();
    const invalid = { error: "Ongeldig bestand" };
    expect(await upload(Buffer.from("%PDF-1.7 niet echt een foto"), "image/jpeg")).toMatchObject({
      status: 400,
      body: invalid,
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await upload(svg, "image/svg+xml")).toMatchObject({ status: 400, body: invalid });
    expect(await upload(pngOfSize(MAX_UPLOAD_BYTES + 1), "image/png")).toMatchObject({
      status: 413,
      body: { error: "Bestand te groot", message: "Maximale bestandsgrootte is 5MB" },
    });
    expect(await upload(pngOfSize(MAX_UPLOAD_BYTES + 100_000), "image/png")).toMatchObject({
      status: 413,
      body: { error: "Bestand te groot" },
    });
    expect(await upload(Buffer.alloc(0), "image/png")).toMatchObject({
      status: 400,
      body: invalid,
    });
    expect(await stored()).toBe(0);
  });

  it("needs an admin to upload; unknown files are 404", async () => {
    const { app, stored } = await setup();
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { "content-type": "image/png", origin: app.services.config.PUBLIC_URL },
      payload: png,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toBe(0);
    expect((await app.inject({ url: "/api/uploads/bestaat-niet.png" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/uploads/..%2F..%2Fetc" })).statusCode).toBe(404);
  });
});
