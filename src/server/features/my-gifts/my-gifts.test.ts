import { eq } from "drizzle-orm";
import { LINK_REQUESTED, LINK_UNUSABLE } from "@shared/schemas/my-gifts";
import { describe, expect, it } from "vitest";
import {
  donorSessions,
  donorSignInLinks,
  emailSubscribers,
  monthlyDonors,
  outboundEmails,
  periodicGifts,
} from "../../db/schema";
import { pdfText } from "../../documents/pdf-text";
import { buildTestApp } from "../../test/app";
import { collectedMonths } from "../../test/collections";
import { engines } from "../../test/databases";
import { adminClient, signUp } from "../../test/auth";
import { hashToken } from "./sign-in-link";
import {
  aMinuteLater,
  mailedLink,
  openSession,
  paidGift,
  requestLink,
  signedInDonor,
} from "./test-helpers";

const DONOR = "yusuf@example.nl";

describe.each(engines)("Mijn giften on %s", (engine) => {
  it("answers a known and an unknown address alike; only the known one gets a link", async () => {
    const { app } = await buildTestApp({ engine });
    await paidGift(app, "Yusuf@Example.nl");
    await paidGift(app, "pending@example.nl", { status: "pending" });
    const known = await requestLink(app, DONOR);
    const unknown = await requestLink(app, "niemand@example.nl");
    const onlyPending = await requestLink(app, "pending@example.nl");
    for (const res of [known, unknown, onlyPending]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: LINK_REQUESTED });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    expect(unknown.body).toBe(known.body);
    const db = app.services.database.db;
    const mails = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "donor-sign-in"));
    expect(mails.map((m) => m.toAddress)).toEqual([DONOR]);
    expect(mails[0]!.subject).toBe("Uw link naar Mijn giften bij Stichting Qamar");
    expect(mails[0]!.text).toContain("30 minuten geldig");
    // The same work on both paths: every request stored a link.
    expect(await db.select().from(donorSignInLinks)).toHaveLength(3);
  });

  it("mails one link a minute per address; the others are stored, unsent, and the mailed one works", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    await paidGift(app, DONOR);
    for (let i = 0; i < 5; i++) {
      expect((await requestLink(app, DONOR)).json()).toEqual({ ok: true, message: LINK_REQUESTED });
    }
    const db = app.services.database.db;
    const mails = () =>
      db.select().from(outboundEmails).where(eq(outboundEmails.template, "donor-sign-in"));
    expect(await mails()).toHaveLength(1);
    expect(await db.select().from(donorSignInLinks)).toHaveLength(5);
    expect((await openSession(app, await mailedLink(app, DONOR))).statusCode).toBe(200);

    // A minute later the next request is mailed again.
    await aMinuteLater(app);
    await requestLink(app, DONOR);
    expect(await mails()).toHaveLength(2);
  });

  it("a monthly gift alone is enough for a link; bad input and the honeypot store nothing", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    await db.insert(monthlyDonors).values({
      firstName: "Amina",
      lastName: "Jansen",
      email: "amina@example.nl",
      iban: "NL91ABNA0417164300",
      amountCents: 1500,
    });
    await requestLink(app, "amina@example.nl");
    expect((await mailedLink(app, "amina@example.nl")).email).toBe("amina@example.nl");

    const bad = await app.inject({
      method: "POST",
      url: "/api/mijn-giften/link",
      payload: { email: "geen-adres" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Validatiefout", message: "Ongeldig e-mailadres" });
    const bot = await app.inject({
      method: "POST",
      url: "/api/mijn-giften/link",
      payload: { email: "amina@example.nl", website: "spam" },
    });
    expect(bot.json()).toEqual({ ok: true, message: LINK_REQUESTED });
    expect(await db.select().from(donorSignInLinks)).toHaveLength(1);
  });

  it("a link works once, for its own address, unaltered and within 30 minutes", async () => {
    const { app } = await buildTestApp({ engine });
    await paidGift(app, DONOR);
    await paidGift(app, "other@example.nl");
    await requestLink(app, DONOR);
    const link = await mailedLink(app, DONOR);
    const [stored] = await app.services.database.db.select().from(donorSignInLinks);
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
    expect(stored!.tokenHash).not.toContain(link.token.split(".")[0]);

    const unusable = { error: "Link niet bruikbaar", message: LINK_UNUSABLE };
    // Another address with this token, or this address with an altered token: refused.
    const otherAddress = await openSession(app, { ...link, email: "other@example.nl" });
    expect(otherAddress.statusCode).toBe(400);
    expect(otherAddress.json()).toEqual(unusable);
    const flipped = link.token.endsWith("A") ? "B" : "A";
    const tampered = await openSession(app, { ...link, token: link.token.slice(0, -1) + flipped });
    expect(tampered.json()).toEqual(unusable);

    const first = await openSession(app, link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: DONOR });
    const second = await openSession(app, link);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(unusable);

    // A new link (a minute later, so it is mailed) whose 30 minutes are over: refused.
    // Only its own row is moved, so its expiry is what refuses it.
    await aMinuteLater(app);
    await requestLink(app, DONOR);
    const late = await mailedLink(app, DONOR);
    expect(late.token).not.toBe(link.token);
    const expire = (token: string, at: Date) =>
      app.services.database.db
        .update(donorSignInLinks)
        .set({ expiresAt: at })
        .where(eq(donorSignInLinks.tokenHash, hashToken(token)));
    await expire(late.token, new Date(Date.now() - 1000));
    const expired = await openSession(app, late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(unusable);
    // One with a minute left still opens.
    await aMinuteLater(app);
    await requestLink(app, DONOR);
    const nearlyOver = await mailedLink(app, DONOR);
    await expire(nearlyOver.token, new Date(Date.now() + 60_000));
    expect((await openSession(app, nearlyOver)).statusCode).toBe(200);
  });

  it("the session cookie is httpOnly, SameSite=Lax, Secure on https, and only for the donor API", async () => {
    const { app } = await buildTestApp({ engine, env: { PUBLIC_URL: "https://qamar.example" } });
    await paidGift(app, DONOR);
    await requestLink(app, DONOR);
    const res = await openSession(app, await mailedLink(app, DONOR));
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Secure-qamar\.donor_session=[\w-]{43}; /);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("Path=/api/mijn-giften");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("a donor sees only their own paid gifts; another's gift or monthly gift is not found", async () => {
    const { app } = await buildTestApp({ engine });
    const mine = await paidGift(app, DONOR, { amountCents: 2500 });
    await paidGift(app, DONOR, { amountCents: 1000, paidAt: new Date("2024-12-31T23:30:00Z") });
    await paidGift(app, DONOR, { status: "pending" });
    const theirs = await paidGift(app, "other@example.nl");
    const db = app.services.database.db;
    const [othersGift] = await db
      .insert(monthlyDonors)
      .values({
        firstName: "Bilal",
        lastName: "Jansen",
        email: "other@example.nl",
        iban: "NL91ABNA0417164300",
        amountCents: 1500,
      })
      .returning();
    const cookie = await signedInDonor(app, DONOR);

    const res = await app.inject({ method: "GET", url: "/api/mijn-giften", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const overview = res.json();
    expect(overview.email).toBe(DONOR);
    expect(overview.gifts.map((g: { amountCents: number }) => g.amountCents)).toEqual([2500, 1000]);
    expect(overview.gifts[0]).toEqual({
      id: mine,
      paidAt: "2025-03-10T12:00:00.000Z",
      amountCents: 2500,
      destination: "Water",
      receipt: true,
    });
    expect(JSON.stringify(overview)).not.toContain(theirs);
    expect(overview.monthlyGifts).toEqual([]);
    // 23:30 UTC on 31 December is already 2025 in Amsterdam.
    expect(overview.statementYears).toEqual([2025]);

    const change = await app.inject({
      method: "POST",
      url: `/api/mijn-giften/monthly-gifts/${othersGift!.id}`,
      headers: { cookie, origin: app.services.config.PUBLIC_URL },
      payload: { action: "stop" },
    });
    expect(change.statusCode).toBe(404);
    expect(change.json().message).toBe("Deze gift is niet gevonden.");
    const [untouched] = await db.select().from(monthlyDonors);
    expect(untouched!.mandateStatus).toBe("active");
  });

  it("lists the months collected by direct debit beside the gifts paid online, without a receipt", async () => {
    const { app } = await buildTestApp({ engine });
    await paidGift(app, DONOR, { amountCents: 2500 });
    const db = app.services.database.db;
    const [mandate] = await db
      .insert(monthlyDonors)
      .values({
        firstName: "Amira",
        lastName: "Haddad",
        email: DONOR.toUpperCase(),
        iban: "NL91ABNA0417164300",
        amountCents: 1500,
      })
      .returning();
    const [collected] = await collectedMonths(db, mandate!.id, 1500, [
      { collectionDate: "2025-03-01" },
      // Returned by the bank: not a gift.
      { collectionDate: "2025-04-01", status: "returned" },
    ]);
    const cookie = await signedInDonor(app, DONOR);

    const res = await app.inject({ method: "GET", url: "/api/mijn-giften", headers: { cookie } });
    expect(res.json().gifts).toEqual([
      expect.objectContaining({ paidAt: "2025-03-10T12:00:00.000Z", receipt: true }),
      {
        id: collected!.id,
        // 1 March in Amsterdam.
        paidAt: "2025-02-28T23:00:00.000Z",
        amountCents: 1500,
        destination: "Maandelijkse gift (incasso)",
        receipt: false,
      },
    ]);
    // A collected month has no receipt of its own.
    const receipt = await app.inject({
      url: `/api/mijn-giften/gifts/${collected!.id}/receipt`,
      headers: { cookie },
    });
    expect(receipt.statusCode).toBe(404);
  });

  it("a donor's monthly gift stays listed however many sign-ups of others name the address", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const gift = {
      lastName: "Jansen",
      iban: "NL91ABNA0417164300",
      amountCents: 1500,
      createdAt: new Date("2026-01-05T10:00:00Z"),
    };
    const [own] = await db
      .insert(monthlyDonors)
      .values({ ...gift, firstName: "Yusuf", email: "Yusuf@Example.nl" })
      .returning();
    // Newer sign-ups by someone else, each with the donor's address as a name.
    await db.insert(monthlyDonors).values(
      Array.from({ length: 501 }, (_, i) => ({
        ...gift,
        firstName: DONOR,
        email: `ander${i}@example.nl`,
        createdAt: new Date("2026-02-01T10:00:00Z"),
      })),
    );
    const cookie = await signedInDonor(app, DONOR);
    const res = await app.inject({ method: "GET", url: "/api/mijn-giften", headers: { cookie } });
    expect(res.json().monthlyGifts.map((g: { id: string }) => g.id)).toEqual([own!.id]);
  });

  it("pauses, changes and stops the donor's own monthly gift under monthly giving's rules", async () => {
    const { app } = await buildTestApp({ engine });
    const signUpRes = await app.inject({
      method: "POST",
      url: "/api/monthly-donors",
      payload: {
        firstName: "Amina",
        lastName: "Jansen",
        email: "Amina@example.nl",
        iban: "NL91ABNA0417164300",
        amount: "15",
        mandateAccepted: true,
      },
    });
    expect(signUpRes.statusCode).toBe(201);
    const cookie = await signedInDonor(app, "amina@example.nl");
    const overview = await app.inject({
      method: "GET",
      url: "/api/mijn-giften",
      headers: { cookie },
    });
    const [gift] = overview.json().monthlyGifts;
    expect(gift).toMatchObject({ amountCents: 1500, status: "active" });
    expect(gift.nextCollection).toMatch(/^\d{4}-\d{2}-01$/);

    const change = (payload: object, headers: object = {}) =>
      app.inject({
        method: "POST",
        url: `/api/mijn-giften/monthly-gifts/${gift.id}`,
        headers: { cookie, origin: app.services.config.PUBLIC_URL, ...headers },
        payload,
      });
    const foreign = await change({ action: "pause" }, { origin: "https://elders.example" });
    expect(foreign.statusCode).toBe(403);
    const paused = await change({ action: "pause" });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().monthlyGifts[0]).toMatchObject({ status: "paused", nextCollection: null });
    const amount = await change({ amount: "20,50" });
    expect(amount.json().monthlyGifts[0].amountCents).toBe(2050);
    const stopped = await change({ action: "stop" });
    expect(stopped.json().monthlyGifts[0].status).toBe("cancelled");
    const again = await change({ action: "resume" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Deze maandelijkse gift is niet gepauzeerd en kan niet hervat worden.",
    );
    const bad = await change({ amount: "twintig" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Validatiefout");
  });

  it("limits each signed-in change per IP with a Dutch 429", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1" } });
    await paidGift(app, DONOR);
    const cookie = await signedInDonor(app, DONOR);
    const headers = { cookie, origin: app.services.config.PUBLIC_URL };
    const gift = "00000000-0000-4000-8000-000000000000";
    for (const [method, url, payload] of [
      ["POST", `/api/mijn-giften/monthly-gifts/${gift}`, { action: "pause" }],
      ["POST", `/api/mijn-giften/monthly-gifts/${gift}/first-payment`, undefined],
      ["PUT", "/api/mijn-giften/newsletter", { subscribed: true }],
    ] as const) {
      const first = await app.inject({ method, url, headers, payload });
      expect(first.statusCode, url).not.toBe(429);
      const second = await app.inject({ method, url, headers, payload });
      expect(second.statusCode, url).toBe(429);
      expect(second.json().error).toBe("Te veel verzoeken");
    }
  });

  it("turns the newsletter on (source mijn-giften) and off", async () => {
    const { app } = await buildTestApp({ engine });
    await paidGift(app, DONOR);
    const cookie = await signedInDonor(app, DONOR);
    const headers = { cookie, origin: app.services.config.PUBLIC_URL };
    const on = await app.inject({
      method: "PUT",
      url: "/api/mijn-giften/newsletter",
      headers,
      payload: { subscribed: true },
    });
    expect(on.json()).toEqual({ subscribed: true });
    const db = app.services.database.db;
    const [row] = await db.select().from(emailSubscribers);
    expect(row).toMatchObject({ email: DONOR, source: "mijn-giften", subscribed: true });
    const overview = await app.inject({
      method: "GET",
      url: "/api/mijn-giften",
      headers: { cookie },
    });
    expect(overview.json().newsletter).toBe("subscribed");
    await app.inject({
      method: "PUT",
      url: "/api/mijn-giften/newsletter",
      headers,
      payload: { subscribed: false },
    });
    const [off] = await db.select().from(emailSubscribers);
    expect(off).toMatchObject({ subscribed: false });
    expect(off!.unsubscribedAt).not.toBeNull();
  });

  it("shows a paid donor who is no subscriber as reached by the donor newsletters; switching off stores the opt-out", async () => {
    const { app } = await buildTestApp({ engine });
    const admin = await adminClient(app);
    await paidGift(app, DONOR); // destination 'water'
    const cookie = await signedInDonor(app, DONOR);
    const headers = { cookie, origin: app.services.config.PUBLIC_URL };
    const status = async () =>
      (await app.inject({ method: "GET", url: "/api/mijn-giften", headers: { cookie } })).json()
        .newsletter;
    const waterDonors = { project_filter: "specific_destination", destination_filter: "water" };
    const everyone = { project_filter: "all" };
    const reached = async (filter: object) =>
      (await admin.post("/newsletters/recipients", filter)).body.total;

    // The recipient rules agree: a newsletter to the water donors reaches them, one to all
    // subscribers does not.
    expect(await status()).toBe("donor");
    expect(await reached(waterDonors)).toBe(1);
    expect(await reached(everyone)).toBe(0);

    const off = await app.inject({
      method: "PUT",
      url: "/api/mijn-giften/newsletter",
      headers,
      payload: { subscribed: false },
    });
    expect(off.json()).toEqual({ subscribed: false });
    const db = app.services.database.db;
    const rows = await db.select().from(emailSubscribers);
    expect(rows).toMatchObject([{ email: DONOR, source: "mijn-giften", subscribed: false }]);
    expect(rows[0]!.unsubscribedAt).not.toBeNull();
    expect(await status()).toBe("off");
    expect(await reached(waterDonors)).toBe(0);
  });

  it("shows a donor whose gifts no donor newsletter reaches as not receiving it", async () => {
    const { app } = await buildTestApp({ engine });
    const id = await paidGift(app, DONOR);
    const cookie = await signedInDonor(app, DONOR);
    // A gift with neither a project nor one of the newsletter's destinations (Friday sadaqa).
    await app.services.database.query("update donations set destination = null where id = $1", [
      id,
    ]);
    const overview = await app.inject({
      method: "GET",
      url: "/api/mijn-giften",
      headers: { cookie },
    });
    expect(overview.json().newsletter).toBe("off");
  });

  it("a session slides, ends after an hour idle or on sign-out, and is no admin session", async () => {
    const { app } = await buildTestApp({ engine });
    await paidGift(app, DONOR);
    const cookie = await signedInDonor(app, DONOR);
    const db = app.services.database.db;
    const overview = () =>
      app.inject({ method: "GET", url: "/api/mijn-giften", headers: { cookie } });

    // Idle for 59 minutes: still signed in, and the end moves an hour on.
    await db.update(donorSessions).set({ expiresAt: new Date(Date.now() + 60_000) });
    // The new end is an hour after the request's own clock, which reads between these two.
    const sent = Date.now();
    expect((await overview()).statusCode).toBe(200);
    const answered = Date.now();
    const [slid] = await db.select().from(donorSessions);
    expect(slid!.expiresAt.getTime()).toBeGreaterThanOrEqual(sent + 60 * 60_000);
    expect(slid!.expiresAt.getTime()).toBeLessThanOrEqual(answered + 60 * 60_000);

    // Not accepted by the admin area, and the admin's cookie is not accepted here.
    const admin = await app.inject({
      method: "GET",
      url: "/api/admin/donations",
      headers: { cookie },
    });
    expect(admin.statusCode).toBe(401);
    const { cookie: adminCookie } = await signUp(app, "beheerder@example.org");
    const asAdmin = await app.inject({
      method: "GET",
      url: "/api/mijn-giften",
      headers: { cookie: adminCookie },
    });
    expect(asAdmin.statusCode).toBe(401);
    expect(asAdmin.json().error).toBe("Niet ingelogd");

    // An hour idle: over.
    await db.update(donorSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const idle = await overview();
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toContain("Vraag een nieuwe link aan");

    await aMinuteLater(app); // one link e-mail a minute per address
    const fresh = await signedInDonor(app, DONOR);
    const out = await app.inject({
      method: "DELETE",
      url: "/api/mijn-giften/session",
      headers: { cookie: fresh, origin: app.services.config.PUBLIC_URL },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toContain("Max-Age=0");
    const after = await app.inject({
      method: "GET",
      url: "/api/mijn-giften",
      headers: { cookie: fresh },
    });
    expect(after.statusCode).toBe(401);

    // The page asks whether it is signed in without meeting a 401: an address, or null.
    const session = (headers: { cookie?: string }) =>
      app.inject({ method: "GET", url: "/api/mijn-giften/session", headers });
    await aMinuteLater(app);
    const signedIn = await signedInDonor(app, DONOR);
    expect((await session({ cookie: signedIn })).json()).toEqual({ email: DONOR });
    for (const headers of [{}, { cookie: fresh }, { cookie }, { cookie: adminCookie }]) {
      const answer = await session(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ email: null });
    }
  });

  it("an agreement alone is enough for a link; the donor sees and downloads only their own", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const agreement = (email: string, values: Partial<typeof periodicGifts.$inferInsert> = {}) =>
      db
        .insert(periodicGifts)
        .values({
          firstName: "Yusuf",
          lastName: "Bakker",
          street: "Dorpsstraat 1",
          postalCode: "1234 AB",
          city: "Utrecht",
          email,
          birthDate: "1980-05-01",
          birthPlace: "Utrecht",
          yearlyAmountCents: 60000,
          startYear: 2026,
          durationYears: 5,
          rhythm: "yearly",
          paymentMethod: "transfer",
          ...values,
        })
        .returning()
        .then((rows) => rows[0]!);
    const older = await agreement("Yusuf@Example.nl", {
      yearlyAmountCents: 24000,
      startYear: 2025,
      durationYears: 10,
      status: "signed",
      signedOn: "2025-02-14",
      createdAt: new Date("2025-02-01T10:00:00Z"),
    });
    const mine = await agreement(DONOR);
    const theirs = await agreement("other@example.nl");

    // No paid gift and no monthly gift: the agreement alone brings the link.
    const cookie = await signedInDonor(app, DONOR);
    const res = await app.inject({ method: "GET", url: "/api/mijn-giften", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.gifts).toEqual([]);
    expect(overview.periodicGifts).toEqual([
      {
        id: mine.id,
        transactionNumber: mine.transactionNumber,
        yearlyAmountCents: 60000,
        startYear: 2026,
        durationYears: 5,
        status: "sent",
        signedOn: null,
      },
      {
        id: older.id,
        transactionNumber: older.transactionNumber,
        yearlyAmountCents: 24000,
        startYear: 2025,
        durationYears: 10,
        status: "signed",
        signedOn: "2025-02-14",
      },
    ]);
    expect(JSON.stringify(overview)).not.toContain(theirs.transactionNumber);

    const get = (id: string, headers: Record<string, string> = { cookie }) =>
      app.inject({
        method: "GET",
        url: `/api/mijn-giften/periodic-gifts/${id}/agreement`,
        headers,
      });
    const download = await get(mine.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="overeenkomst-periodieke-gift-${mine.transactionNumber}.pdf"`,
    );
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(await pdfText(download.rawPayload)).toContain(mine.transactionNumber);

    const refused = await get(theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: "Niet gevonden",
      message: "Deze overeenkomst is niet gevonden.",
    });
    expect((await get(mine.id, {})).statusCode).toBe(401);
    expect((await get("geen-id")).statusCode).toBe(400);
  });
});
