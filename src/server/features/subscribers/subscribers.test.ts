import http from "node:http";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { collectEvents } from "../../test/sse";
import { adminClient } from "../../test/auth";

async function importCsv(
  app: Awaited<ReturnType<typeof buildTestApp>>["app"],
  headers: Record<string, string>,
  csv: string,
  type = "text/csv",
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/subscribers/import",
    headers: { ...headers, "content-type": type },
    payload: csv,
  });
  return { status: res.statusCode, body: res.json() };
}

describe.each(engines)("subscribers API on %s", (engine) => {
  it("adds (upsert on e-mail), lists newest first with search and counts, unsubscribes", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    expect(await admin.post("/subscribers", { email: "" })).toMatchObject({
      status: 400,
      body: { error: "Validatiefout", message: "E-mailadres is verplicht" },
    });
    expect(await admin.post("/subscribers", { email: "geen-adres" })).toMatchObject({
      status: 400,
      body: { message: "Ongeldig e-mailadres" },
    });
    const first = await admin.post("/subscribers", { email: "piet@example.nl", name: "Piet" });
    expect(first).toMatchObject({
      status: 201,
      body: {
        subscriber: { email: "piet@example.nl", name: "Piet", source: "manual", subscribed: true },
      },
    });
    await admin.post("/subscribers", { email: "anna@example.org" });
    // Same address in another case: the one row is updated, not duplicated.
    const again = await admin.post("/subscribers", { email: "PIET@example.nl", name: "Piet J." });
    expect(again.body.subscriber).toMatchObject({ id: first.body.subscriber.id, name: "Piet J." });

    const list = await admin.get("/subscribers");
    expect(list.body.subscribers.map((s: { email: string }) => s.email)).toEqual([
      "anna@example.org",
      "piet@example.nl",
    ]);
    expect(list.body.counts).toEqual({ total: 2, subscribed: 2, unsubscribed: 0 });

    const off = await admin.patch(`/subscribers/${first.body.subscriber.id}`, {
      subscribed: false,
    });
    expect(off.body.subscriber.subscribed).toBe(false);
    const searched = await admin.get("/subscribers?search=PIET");
    expect(searched.body).toMatchObject({
      matching: 1,
      counts: { total: 2, subscribed: 1, unsubscribed: 1 },
    });
    // An admin adding the address again means it: subscribed again.
    await admin.post("/subscribers", { email: "piet@example.nl" });
    expect((await admin.get("/subscribers?search=piet")).body.subscribers[0].subscribed).toBe(true);
    expect((await admin.patch("/subscribers/onbekend", { subscribed: true })).status).toBe(404);
  });

  it("adding or resubscribing an address the mail server refused for good answers with its block", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    await app.services.database.query(
      "insert into email_suppressions (email, reason) values ('weg@example.org', '550 Onbekend adres')",
    );
    const added = await admin.post("/subscribers", { email: "Weg@example.org" });
    expect(added.status).toBe(201);
    expect(added.body.subscriber.suppressed).toEqual({
      reason: "550 Onbekend adres",
      since: expect.any(String),
    });
    const id = added.body.subscriber.id;
    const off = await admin.patch(`/subscribers/${id}`, { subscribed: false });
    expect(off.body.subscriber).toMatchObject({
      subscribed: false,
      suppressed: { reason: "550 Onbekend adres" },
    });
    // An address without a block says so too.
    const fine = await admin.post("/subscribers", { email: "goed@example.org" });
    expect(fine.body.subscriber.suppressed).toBeNull();
  });

  it("imports a CSV in batches, keeps opt-outs, and refuses files without data", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    await admin.post("/subscribers", { email: "weg@example.org" });
    const { body: list } = await admin.get("/subscribers");
    await admin.patch(`/subscribers/${list.subscribers[0].id}`, { subscribed: false });

    const rows = Array.from({ length: 450 }, (_, i) => `lezer${i}@example.org;Lezer ${i}`);
    const csv = `\uFEFFe-mail;naam\r\n${rows.join("\r\n")}\r\nWEG@example.org;Weg\r\nLEZER1@example.org;dubbel\r\nfout;X\r\n`;
    const res = await importCsv(app, admin.headers, csv);
    expect(res).toMatchObject({
      status: 200,
      body: { imported: 451, created: 450, updated: 1, invalid: 1, duplicates: 1 },
    });
    const { rows: counts } = await app.services.database.query<{
      source: string;
      subscribed: boolean;
      n: number;
    }>(
      "select source, subscribed, count(*)::int as n from email_subscribers group by 1, 2 order by 1, 2",
    );
    expect(counts).toEqual([
      { source: "import", subscribed: true, n: 450 },
      { source: "manual", subscribed: false, n: 1 },
    ]);

    expect(await importCsv(app, admin.headers, "email\n")).toMatchObject({
      status: 400,
      body: { error: "Geen data" },
    });
    expect(await importCsv(app, admin.headers, "email\nfout\n")).toMatchObject({
      status: 400,
      body: { error: "Geen geldige emails" },
    });
  });

  it("lists the rows it skips with line, value and reason", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const csv = [
      "email;naam",
      "piet@example.nl;Piet",
      "geen-adres;X",
      "",
      "PIET@example.nl;Piet 2",
      ";leeg",
      "anna@example.org;Anna",
    ].join("\r\n");
    const res = await importCsv(app, admin.headers, csv);
    expect(res).toMatchObject({ status: 200, body: { imported: 2, invalid: 2, duplicates: 1 } });
    expect(res.body.skipped).toEqual([
      { line: 3, value: "geen-adres", reason: "invalid" },
      { line: 5, value: "PIET@example.nl", reason: "duplicate", firstLine: 2 },
      { line: 6, value: "", reason: "invalid" },
    ]);
  });

  it("reads an Excel 'sep=' line and picks the column that holds the addresses", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const csv = [
      "sep=|",
      "Email verified|email_opt_in|Naam|Email werk",
      "ja|true|Piet|piet@example.nl",
      "nee|false|Anna, de Vries|anna@example.org",
      "ja|true|X|geen-adres",
    ].join("\r\n");
    const res = await importCsv(app, admin.headers, csv);
    expect(res).toMatchObject({ status: 200, body: { imported: 2, invalid: 1 } });
    expect(res.body.skipped).toEqual([{ line: 5, value: "geen-adres", reason: "invalid" }]);
    const list = await admin.get("/subscribers");
    expect(
      list.body.subscribers
        .map((s: { email: string; name: string | null }) => `${s.email}=${s.name}`)
        .sort(),
    ).toEqual(["anna@example.org=Anna, de Vries", "piet@example.nl=Piet"]);
  });

  it("keeps existing names unless the admin asks to update them", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    await admin.post("/subscribers", { email: "piet@example.nl", name: "Piet Jansen" });
    await admin.post("/subscribers", { email: "anna@example.org" });
    const names = async () =>
      (await admin.get("/subscribers")).body.subscribers
        .map((s: { email: string; name: string | null }) => `${s.email}=${s.name}`)
        .sort();
    const csv =
      "email;naam\nPIET@example.nl;P. Jansen\nanna@example.org;Anna\nnieuw@example.org;Nieuw\n";

    expect((await importCsv(app, admin.headers, csv)).body).toMatchObject({
      created: 1,
      updated: 2,
    });
    // Piet keeps his name; Anna had none, so hers is filled in.
    expect(await names()).toEqual([
      "anna@example.org=Anna",
      "nieuw@example.org=Nieuw",
      "piet@example.nl=Piet Jansen",
    ]);

    const res = await app.inject({
      method: "POST",
      url: "/api/admin/subscribers/import?update_names=true",
      headers: { ...admin.headers, "content-type": "text/csv" },
      payload: csv,
    });
    expect(res.statusCode).toBe(200);
    expect(await names()).toEqual([
      "anna@example.org=Anna",
      "nieuw@example.org=Nieuw",
      "piet@example.nl=P. Jansen",
    ]);
    const bad = await app.inject({
      method: "POST",
      url: "/api/admin/subscribers/import?update_names=ja",
      headers: { ...admin.headers, "content-type": "text/csv" },
      payload: csv,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "Validatiefout" });
  });

  it("imports donors of paid donations once and says how many", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    await app.services.database.query(
      `insert into donations (kind, purpose, amount_cents, status, provider, email, first_name, last_name)
       values ('one-off', 'x', 1000, 'paid', 'demo', 'donor@example.org', 'Dina', 'Donor'),
              ('one-off', 'x', 1000, 'paid', 'demo', 'DONOR@example.org', null, null),
              ('one-off', 'x', 1000, 'pending', 'demo', 'open@example.org', null, null)`,
    );
    expect((await admin.post("/subscribers/import-donors")).body).toEqual({ imported: 1 });
    expect((await admin.post("/subscribers/import-donors")).body).toEqual({ imported: 0 });
    const { body } = await admin.get("/subscribers");
    expect(body.subscribers).toMatchObject([
      { email: "donor@example.org", name: "Dina Donor", source: "import" },
    ]);
  });

  it("imports no donor who was shown the newsletter box: unticked is a no, ticked waits for the confirmation", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const admin = await adminClient(app);
    const give = async (payload: object) => {
      const res = await app.inject({ method: "POST", url: "/api/donations", payload });
      expect(res.statusCode).toBe(201);
    };
    const oneOff = { kind: "one-off", name: "Yusuf Bakker", destination: "winterhulp", amount: 25 };
    await give({ ...oneOff, email: "nee@example.org", newsletter: false });
    await give({ ...oneOff, email: "ja@example.org", newsletter: true });
    await give({ ...oneOff, email: "stil@example.org" });
    // The quick sadaqa form has no box: its donor was never asked.
    await give({ kind: "sadaqah1", email: "snel@example.org", amount: 5 });
    // An older gift of the same donor, from before the box: the later 'no' still counts.
    await app.services.database.query(
      `insert into donations (kind, purpose, amount_cents, provider, email)
       values ('one-off', 'x', 1000, 'demo', 'NEE@example.org')`,
    );
    await app.services.database.query(`update donations set status = 'paid'`);
    const choices = await app.services.database.query<{ email: string; choice: boolean | null }>(
      "select email, newsletter_choice as choice from donations order by email",
    );
    expect(choices.rows).toEqual([
      { email: "NEE@example.org", choice: null },
      { email: "ja@example.org", choice: true },
      { email: "nee@example.org", choice: false },
      { email: "snel@example.org", choice: null },
      { email: "stil@example.org", choice: false },
    ]);

    expect((await admin.post("/subscribers/import-donors")).body).toEqual({ imported: 1 });
    const { body } = await admin.get("/subscribers");
    expect(body.subscribers).toMatchObject([{ email: "snel@example.org", source: "import" }]);
  });

  it("reads each file in its own encoding: Windows-1252 from Excel, UTF-16, UTF-8", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const list = (email: string) => `email;naam\r\n${email};Zoë Çelik\r\n`;
    const files = [
      Buffer.from(list("excel@example.nl"), "latin1"),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(list("utf16@example.nl"), "utf16le")]),
      Buffer.from(list("utf8@example.nl")),
    ];
    for (const payload of files) {
      const res = await app.inject({
        method: "POST",
        url: "/api/admin/subscribers/import",
        headers: { ...admin.headers, "content-type": "text/csv" },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ imported: 1, created: 1 });
    }
    const { body } = await admin.get("/subscribers");
    const names = Object.fromEntries(
      (body.subscribers as { email: string; name: string }[]).map((r) => [r.email, r.name]),
    );
    expect(names).toEqual({
      "excel@example.nl": "Zoë Çelik",
      "utf16@example.nl": "Zoë Çelik",
      "utf8@example.nl": "Zoë Çelik",
    });
  });

  it("refuses a file over 20 MB with a Dutch 413, storing none of it, and goes on serving; an upload cut off stores nothing and leaves it running", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const url = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
    const headers = { ...admin.headers, "content-type": "text/csv" };
    // 1 MB of valid rows, each its own address.
    const rows = (part: number) =>
      Array.from({ length: 1024 }, (_, i) => `Jan${"x".repeat(990)};p${part}-${i}@example.org\n`);
    const mb = (part: number) => rows(part).join("");

    // 21 MB, sent as a browser sends it: in pieces, the limit crossed long after the start.
    const big = await upload(url, headers, [
      "naam;email\n",
      ...Array.from({ length: 21 }, (_, part) => mb(part)),
    ]);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).message).toBe("Een CSV-bestand mag hoogstens 20 MB zijn.");

    // A browser that goes away part-way through the upload, well past the file's start.
    const cut = await upload(url, { ...headers, "content-length": "5000000" }, [
      "naam;email\n",
      mb(0),
    ]);
    expect(cut.status).toBe(0);
    expect((await fetch(`${url.origin}/api/health`)).status).toBe(200);
    // Neither upload stored a row: the file is read only once it has all arrived.
    await new Promise((resolve) => setTimeout(resolve, 300)); // the cut-off request's end
    const after = await admin.get("/subscribers");
    expect(after.status).toBe(200);
    expect(after.body.subscribers).toEqual([]);

    // Announced over the limit: refused before a byte of it is read.
    const announced = await upload(url, { ...headers, "content-length": String(21 << 20) }, [
      "naam;email\n",
    ]);
    expect(announced.status).toBe(413);
  });

  it("streams a 'subscribers' event for every change (live list)", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const events = await collectEventsWithCookie(
      `${address}/api/admin/subscribers/events`,
      admin.cookie,
      2,
      () => admin.post("/subscribers", { email: "live@example.org" }).then(() => {}),
    );
    expect(events.every((e) => e.event === "subscribers")).toBe(true);
    expect(JSON.parse(events[0]!.data)).toEqual({ op: "OPEN" });
    // An upsert fires the INSERT (and UPDATE) statement triggers.
    expect(events.slice(1).map((e) => JSON.parse(e.data).op)).toContain("INSERT");
  });

  it("streams an event when an address is blocked or its block is lifted ('Geblokkeerd' is live)", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    const { id } = (await admin.post("/subscribers", { email: "blok@example.org" })).body
      .subscriber;
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const events = await collectEventsWithCookie(
      `${address}/api/admin/subscribers/events`,
      admin.cookie,
      3,
      async () => {
        // As the sender stores a 5xx; then the admin's 'Blokkade opheffen'.
        await app.services.database.query(
          "insert into email_suppressions (email, reason) values ('blok@example.org', '550 Onbekend')",
        );
        expect((await admin.delete(`/subscribers/${id}/suppression`)).status).toBe(200);
      },
    );
    expect(events.map((e) => [e.event, JSON.parse(e.data).op])).toEqual([
      ["subscribers", "OPEN"],
      ["subscribers", "INSERT"],
      ["subscribers", "DELETE"],
    ]);
  });
});

/** collectEvents with the admin's cookie on the stream request. */
async function collectEventsWithCookie(
  url: string,
  cookie: string,
  count: number,
  onOpen: () => Promise<void>,
) {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    original(input, { ...init, headers: { ...(init?.headers ?? {}), cookie } });
  try {
    return await collectEvents(url, count, onOpen);
  } finally {
    globalThis.fetch = original;
  }
}

/**
 * Posts `chunks` one after another over a real connection. Without a Content-Length the
 * body is chunked; with one larger than the chunks, the connection is closed after them
 * (a browser that went away): status 0.
 */
function upload(url: URL, headers: Record<string, string>, chunks: string[]) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: "/api/admin/subscribers/import",
      headers,
      agent: false, // a connection of its own: the server may answer before the body ends
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (part: Buffer) => {
        body += part;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", () => resolve({ status: 0, body: "" }));
    const send = (i: number) => {
      if (i === chunks.length) {
        if (headers["content-length"]) setTimeout(() => request.destroy(), 200);
        else request.end();
        return;
      }
      if (request.destroyed) return;
      request.write(chunks[i], () => send(i + 1));
    };
    send(0);
  });
}
