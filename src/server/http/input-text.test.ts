import net from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { adminAndMember, asBrowser } from "../test/auth";
import { mollieFakeApps } from "../features/donations/test-helpers";
import { paidGift, signedInDonor } from "../features/my-gifts/test-helpers";
import { MAX_DEPTH, refusedInput } from "./input-text";

const INVALID_CHARACTERS = { error: "Validatiefout", message: "Ongeldige tekens in de invoer" };
const BAD_REQUEST = {
  error: "Ongeldig verzoek",
  message: "Het verzoek kon niet worden verwerkt. Controleer de invoer en probeer het opnieuw.",
};

async function adminApp() {
  const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1000" } });
  const { admin } = await adminAndMember(app);
  return { app, headers: asBrowser(app, admin) };
}

const rows = async (app: FastifyInstance, table: string) =>
  (await app.services.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))
    .rows[0]!.n;

const campaign = {
  title: "Waterputten",
  description: "Schoon water voor een dorp",
  image_url: "",
  target_amount: 9000,
  current_amount: 0,
  days_left: 10,
  supporters: 0,
  urgency: "HIGH",
  destination: "water",
  is_active: false,
};

describe("refusedInput", () => {
  it("finds control characters and half a surrogate pair in strings and keys at any depth", () => {
    expect(refusedInput({ a: ["ok", { b: "emoji 🌙 is fine" }] })).toBeNull();
    expect(refusedInput({ a: ["ok", { b: "x\u0000y" }] })).toBe("text");
    expect(refusedInput({ "k\u0000": 1 })).toBe("text");
    expect(refusedInput(["\ud800"])).toBe("text");
    expect(refusedInput("\udc00 alone")).toBe("text");
    expect(refusedInput(Buffer.from([0, 0, 0]))).toBeNull();
    // Tab and line breaks are text; the other C0 controls, DEL and the C1 controls are not.
    expect(refusedInput({ message: "regel 1\r\nregel 2\tmet tab" })).toBeNull();
    for (const control of [
      "\u0001",
      "\u0008",
      "\u000b",
      "\u000c",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u009f",
    ]) {
      expect(refusedInput({ name: `Jan${control}` }), JSON.stringify(control)).toBe("text");
    }
    expect(refusedInput({ name: "Zoë\u00a0Çelik €" })).toBeNull();
    // As deep as allowed, and far deeper: walked without recursion.
    let deep: unknown = "a\u0000";
    for (let i = 0; i < MAX_DEPTH; i++) deep = { deep };
    expect(refusedInput(deep)).toBe("text");
    for (let i = 0; i < 10_000; i++) deep = { deep };
    expect(refusedInput(deep)).toBe("depth");
    expect(refusedInput(new Array(200_000).fill("ok"))).toBeNull();
  });
});

describe("text the site refuses, and requests the router cannot read", () => {
  it("refuses U+0000 in an admin's path id, campaign and webhook with a Dutch 400, storing nothing", async () => {
    const { app, headers } = await adminApp();
    for (const method of ["PUT", "DELETE"] as const) {
      const res = await app.inject({ method, url: "/api/admin/users/%00/admin", headers });
      expect(res.statusCode, method).toBe(400);
      expect(res.json()).toEqual(INVALID_CHARACTERS);
    }
    for (const bad of [
      { title: "Water\u0000putten" },
      { description: "a\u0000b" },
      { image_url: "https://example.nl/a\u0000b.png" },
      { title: "Water\u0007putten" },
      { description: "a\u0085b" },
    ]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/admin/campaigns",
        headers,
        payload: { ...campaign, ...bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_CHARACTERS);
    }
    expect(await rows(app, "campaigns")).toBe(0);
    const webhook = await app.inject({
      method: "POST",
      url: "/api/payments/demo/webhook",
      payload: { id: "x\u0000", status: "paid" },
    });
    expect(webhook.statusCode).toBe(400);
    // Half a surrogate pair would be stored as U+FFFD: refused too.
    const contact = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Jan Jansen",
        email: "a\ud800@example.nl",
        phone: "",
        message: "Een bericht van tien tekens of meer.",
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(await rows(app, "contact_messages")).toBe(0);
  });

  it("imports a CSV with control characters in a row: that address is invalid, the name loses them", async () => {
    const { app, headers } = await adminApp();
    const good = Array.from({ length: 250 }, (_, i) => `r${i}@example.nl;Naam`).join("\n");
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/subscribers/import",
      headers: { ...headers, "content-type": "text/csv" },
      payload: `email;naam\n${good}\na\u0000b@example.nl;Jan\nc@example.nl;J\u0000a\u0007n\u0085\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 251, invalid: 1 });
    const [c] = (
      await app.services.database.query<{ name: string }>(
        "select name from email_subscribers where email = 'c@example.nl'",
      )
    ).rows;
    expect(c!.name).toBe("Jan");
  });

  it("refuses a body nested deeper than any form with a Dutch 400, on every route, better-auth's too", async () => {
    const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
    expect(refusedInput(JSON.parse(nested(MAX_DEPTH)))).toBeNull();
    expect(refusedInput(JSON.parse(nested(MAX_DEPTH + 1)))).toBe("depth");
    const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const deep = `{"email":${nested(10_000)}}`;
    for (const url of ["/api/auth/sign-out", "/api/auth/sign-in/email", "/api/contact"]) {
      const res = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", origin: app.services.config.PUBLIC_URL },
        payload: deep,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(BAD_REQUEST);
    }
    expect(await rows(app, "contact_messages")).toBe(0);
  });

  it("answers a malformed JSON body on one-click unsubscribe with a Dutch 400", async () => {
    const { app } = await buildTestApp();
    for (const payload of ["{", ""]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/unsubscribe?email=a@example.nl&token=x",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(BAD_REQUEST);
    }
  });

  it("answers a request the HTTP parser cannot read in Dutch, and goes on serving", async () => {
    const { app } = await buildTestApp();
    const url = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
    const head = (lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;
    const cases: [string, number, string][] = [
      [
        head(["POST /api/contact HTTP/1.1", "Host: x", "Content-Length: -1"]),
        400,
        "Ongeldig verzoek",
      ],
      [
        head([
          "POST /api/contact HTTP/1.1",
          "Host: x",
          "Content-Length: 2",
          "Transfer-Encoding: chunked",
        ]),
        400,
        "Ongeldig verzoek",
      ],
      [head(["GET /api/h\u0001ealth HTTP/1.1", "Host: x"]), 400, "Ongeldig verzoek"],
      [
        head(["GET /api/health HTTP/1.1", "Host: x", `Cookie: ${"a".repeat(17_000)}`]),
        431,
        "Verzoek te groot",
      ],
    ];
    for (const [request, status, error] of cases) {
      const [headers = "", body = ""] = (await rawRequest(url, request)).split("\r\n\r\n");
      expect(headers.split("\r\n")[0], request.slice(0, 60)).toContain(` ${status} `);
      const { error: title, message } = JSON.parse(body);
      expect(title).toBe(error);
      expect(message).toMatch(/^Het /);
    }
    expect((await fetch(`${url.origin}/api/health`)).status).toBe(200);
  });

  it("answers a path with bad percent-encoding or an over-long parameter in Dutch", async () => {
    const { app } = await buildTestApp();
    for (const url of [
      "/api/uploads/%ZZ",
      "/api/payments/demo/%ED%A0%80",
      `/api/uploads/${"a".repeat(101)}`,
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toEqual(BAD_REQUEST);
    }
  });

  it("gives a Dutch message for a rule without one of its own", async () => {
    const { app, headers } = await adminApp();
    await paidGift(app, "donor@example.nl");
    const donor = {
      cookie: await signedInDonor(app, "donor@example.nl"),
      origin: app.services.config.PUBLIC_URL,
      "content-type": "application/json",
    };
    const json = { "content-type": "application/json" };
    const id = "00000000-0000-4000-8000-000000000000";
    const answers = [
      await app.inject({
        method: "POST",
        url: `/api/monthly-gifts/${id}`,
        headers: json,
        payload: "null",
      }),
      await app.inject({
        method: "POST",
        url: `/api/mijn-giften/monthly-gifts/${id}`,
        headers: donor,
        payload: "[]",
      }),
      await app.inject({
        method: "POST",
        url: "/api/admin/campaigns",
        headers,
        payload: { ...campaign, description: 5 },
      }),
      await app.inject({ url: "/api/admin/donations?destination=a&destination=b", headers }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("Validatiefout");
      expect(res.json().message).toMatch(/^Ongeldige invoer/);
    }
  });
});

const mollieApp = mollieFakeApps();

describe("Mollie's webhooks", () => {
  it("refuse an id that is no Mollie payment id with a Dutch 400, never a 500", async () => {
    const { app } = await mollieApp("pglite");
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const url of ["/api/payments/mollie/webhook", "/api/payments/mollie/monthly-webhook"]) {
      for (const payload of ["id=tr_%00abc", "id=%00"]) {
        const res = await app.inject({ method: "POST", url, headers: form, payload });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
      }
    }
    for (const payload of ["id=../../x", "id=%ZZ", ""]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/payments/mollie/monthly-webhook",
        headers: form,
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message: "Ongeldige invoer" });
    }
  });

  it("are the only routes that read a form body: the public forms beside them take JSON", async () => {
    const { app } = await mollieApp("pglite");
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const [url, payload] of [
      ["/api/donations", "kind=sadaqah1&email=s%40example.nl&amount=5"],
      [
        "/api/monthly-donors",
        "firstName=Amina&lastName=Yilmaz&email=a%40example.nl&iban=NL91ABNA0417164300&amount=10&mandateAccepted=true",
      ],
    ]) {
      const res = await app.inject({ method: "POST", url, headers: form, payload });
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual(BAD_REQUEST);
    }
    expect(await rows(app, "donations")).toBe(0);
    expect(await rows(app, "monthly_donors")).toBe(0);
  });
});

/** Sends `request` as raw bytes and answers everything the server wrote back before closing. */
function rawRequest(url: URL, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    let answer = "";
    socket.on("data", (part) => {
      answer += part;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
  });
}
