import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";

/**
 * A per-IP limit must not be dodged with a made-up X-Forwarded-For per request. Which
 * proxies may set that header is TRUST_PROXY's choice; production no longer trusts all.
 */
const contact = {
  name: "Fatima el Amrani",
  email: "fatima@example.nl",
  phone: "",
  message: "Ik wil graag meer weten over de waterputten.",
};
const LIMIT = 3;
const randomIp = () =>
  `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function contactApp(engine: (typeof engines)[number], trustProxy?: string) {
  const env: Record<string, string> = {
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    NODE_ENV: "production",
    // What production requires besides (see config.ts): a real payment provider and the
    // addresses that may become the first admin, and the bank's collection details.
    PAYMENT_PROVIDER: "bunq",
    BUNQME_HANDLE: "stichtingqamar",
    SEPA_CREDITOR_ID: "NL69ZZZ123456780000",
    SEPA_CREDITOR_IBAN: "NL91ABNA0417164300",
    ADMIN_EMAILS: "beheer@example.org",
  };
  if (trustProxy !== undefined) env.TRUST_PROXY = trustProxy;
  const { app } = await buildTestApp({ engine, env });
  return (remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact,
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
    });
}

describe.each(engines)("X-Forwarded-For and the per-IP limit on %s", (engine) => {
  it("TRUST_PROXY unset (production too): the header is ignored, the socket's address is limited", async () => {
    const post = await contactApp(engine);
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++)
      codes.push((await post("203.0.113.7", randomIp())).statusCode);
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(codes.slice(LIMIT)).toEqual([429, 429, 429]);
  });

  it("TRUST_PROXY=1: only the last hop (what our proxy saw) counts", async () => {
    const post = await contactApp(engine, "1");
    const codes: number[] = [];
    // The client forges earlier entries; the proxy appends the real address last.
    for (let i = 0; i < LIMIT + 3; i++) {
      codes.push((await post("10.0.0.2", `${randomIp()}, ${randomIp()}, 198.51.100.9`)).statusCode);
    }
    expect(codes.slice(LIMIT)).toEqual([429, 429, 429]);
    // Another client behind the same proxy has a limit of its own.
    expect((await post("10.0.0.2", `${randomIp()}, 198.51.100.10`)).statusCode).toBe(201);
  });

  it("TRUST_PROXY=<list>: only a listed proxy's header is believed", async () => {
    const post = await contactApp(engine, "10.0.0.0/8, 192.168.1.1");
    // A client talking to the app directly cannot pick its address.
    const direct: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      direct.push((await post("203.0.113.8", randomIp())).statusCode);
    expect(direct.slice(LIMIT)).toEqual([429, 429]);
    // Through two trusted proxies, the first untrusted address from the right counts.
    const proxied: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      proxied.push(
        (await post("192.168.1.1", `${randomIp()}, 198.51.100.20, 10.1.2.3`)).statusCode,
      );
    }
    expect(proxied.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(proxied.slice(LIMIT)).toEqual([429, 429]);
  });
});

describe("TRUST_PROXY at start-up", () => {
  const base = { NODE_ENV: "test" };
  it("reads a hop count, a list of addresses and ranges, or nothing", () => {
    expect(loadConfig(base).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ ...base, TRUST_PROXY: "" }).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ ...base, TRUST_PROXY: "10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback" })
        .TRUST_PROXY,
    ).toEqual(["10.0.0.1", "172.16.0.0/12", "::1", "fd00::/8", "loopback"]);
  });

  it.each([
    "yes",
    "true",
    "1.5",
    "10.0.0.300",
    "10.0.0.0/33",
    "10.0.0.1,",
    "proxy.example.nl",
    "-1",
  ])("refuses %j with a message naming TRUST_PROXY", (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must be a number of proxy hops/,
    );
  });
});
