import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { newsletterMessageId } from "./messages";
import { allSettled, insertSubscribers, newsletterInput } from "./test-helpers";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink";
import { adminClient } from "../../test/auth";
import { until } from "../../test/wait";

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

async function smtpApp(engine: (typeof engines)[number], smtpUrl: string, delays = "0.3") {
  const { app } = await buildTestApp({
    engine,
    env: {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtpUrl,
      NEWSLETTER_RATE_PER_SECOND: "0",
      // Seconds instead of minutes, so the retries happen within the test.
      NEWSLETTER_RETRY_DELAYS: delays,
    },
  });
  return { app, admin: await adminClient(app) };
}

const exactlyOnce = (s: SmtpSink, emails: string[]) =>
  expect([...s.counts().entries()].sort()).toEqual(emails.map((e) => [e, 1]).sort());

/** The addresses the sink got more than one message for. */
const mailedTwice = (s: SmtpSink) => [...s.counts()].filter(([, n]) => n > 1).map(([to]) => to);

/**
 * Waits until every delivery has settled. A second message to any address ends the wait
 * at once and fails, naming the address: a double claim (store.ts) shows as that, within
 * a second or two, and not as the test's timeout (the wait is shorter than the test's).
 */
async function settledNoneTwice(app: FastifyInstance, s: SmtpSink) {
  await until(async () => mailedTwice(s).length > 0 || (await allSettled(app)), 20_000);
  expect(mailedTwice(s), "addresses mailed twice").toEqual([]);
}

describe.each(engines)("newsletters over SMTP on %s", (engine) => {
  it("sends each recipient exactly one message with a stable Message-ID and unsubscribe headers", async () => {
    sink = await startSmtpSink();
    const { app, admin } = await smtpApp(engine, sink.url);
    const emails = Array.from({ length: 40 }, (_, i) => `lezer${i}@example.org`);
    await insertSubscribers(app, emails);
    const { body } = await admin.post("/newsletters", newsletterInput());
    const id = body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    await settledNoneTwice(app, sink);

    exactlyOnce(sink, emails);
    for (const m of sink.messages) {
      expect(m.messageId).toBe(newsletterMessageId(id, m.to, "stichtingqamar.nl"));
      expect(m.headers["list-unsubscribe"]).toMatch(
        new RegExp(
          `^<http://localhost:\\d+/api/unsubscribe\\?email=${encodeURIComponent(m.to)}&token=[0-9a-f]{64}>, <mailto:info@`,
        ),
      );
      expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(m.headers.subject).toBe("Nieuws over de winterhulp");
    }
  });

  it("greylisting: 451 on the first two attempts, then accepted: one message each, nobody suppressed", async () => {
    const tries = new Map<string, number>();
    const greylisted = new Set(["grijs1@example.org", "grijs2@example.org"]);
    sink = await startSmtpSink({
      reject: (to) => {
        if (!greylisted.has(to)) return null;
        const n = (tries.get(to) ?? 0) + 1;
        tries.set(to, n);
        return n <= 2 ? 451 : null;
      },
    });
    const { app, admin } = await smtpApp(engine, sink.url);
    const emails = [...greylisted, "a@example.org", "b@example.org", "c@example.org"];
    await insertSubscribers(app, emails);
    const { body } = await admin.post("/newsletters", newsletterInput());
    await admin.post(`/newsletters/${body.newsletter.id}/send`);
    await settledNoneTwice(app, sink);

    exactlyOnce(sink, emails);
    expect(Object.fromEntries(tries)).toEqual({ "grijs1@example.org": 3, "grijs2@example.org": 3 });
    const list = await admin.get("/subscribers");
    expect(list.body.subscribers.filter((s: { suppressed: unknown }) => s.suppressed)).toEqual([]);
    expect((await admin.get(`/newsletters/${body.newsletter.id}/progress`)).body).toMatchObject({
      sent: 5,
      failed: 0,
    });
  });

  it("550: the address fails at once, is suppressed with the reply, and lifting it puts it in the next send", async () => {
    sink = await startSmtpSink({ reject: (to) => (to === "weg@example.org" ? 550 : null) });
    const { app, admin } = await smtpApp(engine, sink.url);
    await insertSubscribers(app, ["weg@example.org", "blijft@example.org"]);
    const first = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await admin.post(`/newsletters/${first}/send`);
    await settledNoneTwice(app, sink);
    expect((await admin.get(`/newsletters/${first}/progress`)).body).toMatchObject({
      sent: 1,
      failed: 1,
    });
    // One attempt only: a permanent refusal is not retried.
    const { rows } = await app.services.database.query<{ attempts: number }>(
      "select attempts from newsletter_deliveries where email = 'weg@example.org'",
    );
    expect(rows).toEqual([{ attempts: 1 }]);

    const list = await admin.get("/subscribers");
    const weg = list.body.subscribers.find((s: { email: string }) => s.email === "weg@example.org");
    expect(weg.subscribed).toBe(true);
    expect(weg.suppressed.reason).toMatch(/^550 /);
    // The admin reads who failed and why, and that a retry skips the blocked address.
    const failed = await admin.get(`/newsletters/${first}/problems?which=failed`);
    expect(failed.body).toEqual({
      total: 1,
      addresses: [
        {
          email: "weg@example.org",
          error: expect.stringMatching(/^550 /),
          attempts: 1,
          skipped: "suppressed",
        },
      ],
    });
    expect((await admin.get(`/newsletters/${first}/problems?which=uncertain`)).body).toEqual({
      total: 0,
      addresses: [],
    });

    // Suppressed: the next newsletter skips it.
    const second = (await admin.post("/newsletters", newsletterInput({ title: "Twee" }))).body
      .newsletter.id;
    expect((await admin.get(`/newsletters/${second}/send-counts`)).body).toEqual({
      everyone: 1,
      not_received: 1,
    });
    // Lifted (and the address works again): the next send includes it.
    const lifted = await admin.delete(`/subscribers/${weg.id}/suppression`);
    expect(lifted.status).toBe(200);
    expect(lifted.body.subscriber.suppressed).toBeNull();
    sink.messages.length = 0;
    await sink.close();
    sink = await startSmtpSink({ port: sink.port });
    await admin.post(`/newsletters/${second}/send`);
    await settledNoneTwice(app, sink);
    exactlyOnce(sink, ["weg@example.org", "blijft@example.org"]);
  });

  it("an outage no message waits for any more is not shown, and an idle sender ends it", async () => {
    sink = await startSmtpSink();
    const { app, admin } = await smtpApp(engine, sink.url);
    const { database } = app.services;
    // Left behind by a send that ended elsewhere (another instance sent the rest).
    const leftBehind = () =>
      database.query(
        `insert into mail_outage (id, since, next_attempt_at, error)
         values (1, now(), now() + interval '1 minute', 'connect ECONNREFUSED')`,
      );
    await leftBehind();
    expect((await admin.get("/newsletters/mail-status")).body.outage).toBeNull();
    expect((await admin.get("/newsletters")).body.mail_outage).toBeNull();

    await insertSubscribers(app, ["lezer@example.org"]);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;

    // Once this instance's sender has nothing to do, it ends the outage for good (and
    // announces that), though it never met it itself.
    await admin.post(`/newsletters/${id}/send`);
    await settledNoneTwice(app, sink);
    exactlyOnce(sink, ["lezer@example.org"]);
    await database.exec("delete from mail_outage");
    await leftBehind();
    await until(async () => (await database.query("select 1 from mail_outage")).rows.length === 0);
  });

  it("SMTP down, then up: the outage shows through the API, and every message arrives once", async () => {
    // A port with nothing listening: connections are refused.
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();
    const { app, admin } = await smtpApp(engine, `smtp://127.0.0.1:${port}`, "0.5");
    const emails = Array.from({ length: 12 }, (_, i) => `lezer${i}@example.org`);
    await insertSubscribers(app, emails);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);

    await until(async () => (await admin.get("/newsletters/mail-status")).body.outage !== null);
    const { outage } = (await admin.get("/newsletters/mail-status")).body;
    expect(Date.parse(outage.next_attempt_at)).toBeGreaterThanOrEqual(Date.parse(outage.since));
    const progress = (await admin.get(`/newsletters/${id}/progress`)).body;
    expect(progress.done).toBe(false);
    expect(progress.outage).toMatchObject({ since: outage.since });
    expect((await admin.get("/newsletters")).body.mail_outage).toMatchObject({
      since: outage.since,
    });

    sink = await startSmtpSink({ port });
    await settledNoneTwice(app, sink);
    exactlyOnce(sink, emails);
    expect((await admin.get("/newsletters/mail-status")).body.outage).toBeNull();
    expect((await admin.get(`/newsletters/${id}/progress`)).body).toMatchObject({
      sent: 12,
      failed: 0,
      outage: null,
    });
  });

  it("resend 'alleen wie hem nog niet ontving' reaches only the new subscribers; 'iedereen opnieuw' everyone", async () => {
    sink = await startSmtpSink();
    const { app, admin } = await smtpApp(engine, sink.url);
    const old = ["oud1@example.org", "oud2@example.org", "oud3@example.org"];
    await insertSubscribers(app, old);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    expect((await admin.get(`/newsletters/${id}/send-counts`)).body).toEqual({
      everyone: 3,
      not_received: 3,
    });
    await admin.post(`/newsletters/${id}/send`);
    await settledNoneTwice(app, sink);
    await insertSubscribers(app, ["nieuw@example.org"]);
    expect((await admin.get(`/newsletters/${id}/send-counts`)).body).toEqual({
      everyone: 4,
      not_received: 1,
    });

    const resent = await admin.post(`/newsletters/${id}/resend`, {});
    expect(resent.body.totalRecipients).toBe(1);
    await settledNoneTwice(app, sink);
    exactlyOnce(sink, [...old, "nieuw@example.org"]);

    const everyone = await admin.post(`/newsletters/${id}/resend`, { mode: "everyone" });
    expect(everyone.body.totalRecipients).toBe(4);
    await until(() => allSettled(app));
    expect(sink.messages).toHaveLength(8);
    // The same message again: one Message-ID per newsletter and address.
    const ids = new Map<string, Set<string | null>>();
    for (const m of sink.messages) ids.set(m.to, (ids.get(m.to) ?? new Set()).add(m.messageId));
    expect([...ids.values()].every((s) => s.size === 1)).toBe(true);
  });

  it("an address waiting for a retry does not hold 'Opnieuw versturen' up, and still gets one message", async () => {
    let greylisting = true;
    sink = await startSmtpSink({
      reject: (to) => (greylisting && to === "grijs@example.org" ? 451 : null),
    });
    // The retry waits a minute: the resend comes while the address is still waiting.
    const { app, admin } = await smtpApp(engine, sink.url, "60");
    const db = app.services.database;
    const old = ["grijs@example.org", "oud@example.org"];
    await insertSubscribers(app, old);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    const waiting = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from newsletter_deliveries
            where email = 'grijs@example.org' and status = 'queued' and attempts = 1
              and claim_token is null and not_before > now()`,
        )
      ).rows[0]!.n === 1;
    await until(async () => (await waiting()) && sink!.counts().get("oud@example.org") === 1);

    await insertSubscribers(app, ["nieuw@example.org"]);
    const resent = await admin.post(`/newsletters/${id}/resend`, {});
    expect(resent.status).toBe(202);
    // The new subscriber, and the waiting address carried over with its retry state.
    expect(resent.body).toMatchObject({ batch: 2, totalRecipients: 2 });
    const { rows } = await db.query<{ batch: number; status: string; attempts: number }>(
      `select batch, status, attempts from newsletter_deliveries
        where newsletter_id = $1 and email = 'grijs@example.org'`,
      [id],
    );
    expect(rows).toEqual([{ batch: 2, status: "queued", attempts: 1 }]);

    greylisting = false;
    await db.query("update newsletter_deliveries set not_before = now() where status = 'queued'");
    await settledNoneTwice(app, sink);
    exactlyOnce(sink, [...old, "nieuw@example.org"]);
    expect((await admin.get(`/newsletters/${id}/progress`)).body).toMatchObject({
      batch: 2,
      total: 2,
      sent: 2,
      failed: 0,
    });
  });

  it("a re-sent failed or uncertain row starts the retry schedule again: a 4xx waits the first delay", async () => {
    let greylisting = false;
    sink = await startSmtpSink({ reject: () => (greylisting ? 451 : null) });
    // The first delay 30 s, then an hour: a re-sent row must not start at the hour.
    const { app, admin } = await smtpApp(engine, sink.url, "30,3600");
    const db = app.services.database;
    await insertSubscribers(app, ["mislukt@example.org", "onzeker@example.org"]);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    await settledNoneTwice(app, sink);
    // After a few tries: one failed for good, one left in doubt by a crash.
    await db.query(
      `update newsletter_deliveries set status = 'failed', attempts = 4, sent_at = null,
              last_error = 'Niet afgeleverd binnen 48 uur: 452 Mailbox vol'
        where email = 'mislukt@example.org'`,
    );
    await db.query(
      `update newsletter_deliveries set uncertain = true, attempts = 4, accepted_at = null,
              last_error = 'Mogelijk niet afgeleverd' where email = 'onzeker@example.org'`,
    );

    greylisting = true;
    expect((await admin.post(`/newsletters/${id}/retry-failed`, {})).body).toEqual({ queued: 1 });
    expect((await admin.post(`/newsletters/${id}/resend-uncertain`)).body).toEqual({ queued: 1 });
    const waiting = async () =>
      (
        await db.query<{ email: string; attempts: number; wait: number }>(
          `select email, attempts, extract(epoch from not_before - now())::float8 as wait
             from newsletter_deliveries
            where status = 'queued' and claim_token is null and not_before is not null
            order by email`,
        )
      ).rows;
    await until(async () => (await waiting()).length === 2);
    const rows = await waiting();
    expect(rows.map(({ email, attempts }) => [email, attempts])).toEqual([
      ["mislukt@example.org", 1],
      ["onzeker@example.org", 1],
    ]);
    for (const { wait } of rows) expect(wait).toBeLessThanOrEqual(30);
  });

  it("a CRLF subject is refused (400, Dutch); forced into the store, it is still one Subject header", async () => {
    sink = await startSmtpSink({ keepRaw: true });
    const { app, admin } = await smtpApp(engine, sink.url);
    const evil = "Hallo\r\nBcc: x@evil.example";
    const refused = await admin.post("/newsletters", newsletterInput({ subject: evil }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Het onderwerp mag geen regeleinden bevatten");

    await insertSubscribers(app, ["lezer@example.org"]);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await app.services.database.query("update newsletters set subject = $1 where id = $2", [
      evil,
      id,
    ]);
    await admin.post(`/newsletters/${id}/send`);
    await settledNoneTwice(app, sink);
    expect(sink.messages).toHaveLength(1);
    const raw = sink.messages[0]!.raw!;
    const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(head.match(/^subject:/gim)).toHaveLength(1);
    expect(head).not.toMatch(/^bcc:/im);
    expect(sink.messages.map((m) => m.to)).toEqual(["lezer@example.org"]);
  });

  it("retry-failed retries every failed delivery by default; 'alleen Gmail' only those", async () => {
    let down = true;
    const refuse = new Set(["a@gmail.com", "c@example.org"]);
    // 4xx until the retry window (0 hours here) has passed: the rows fail, unsuppressed.
    sink = await startSmtpSink({ reject: (to) => (down && refuse.has(to) ? 452 : null) });
    const { app } = await buildTestApp({
      engine,
      env: {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: sink.url,
        NEWSLETTER_RATE_PER_SECOND: "0",
        NEWSLETTER_RETRY_DELAYS: "0.1",
        NEWSLETTER_RETRY_HOURS: "0",
      },
    });
    const admin = await adminClient(app);
    const emails = ["a@gmail.com", "c@example.org", "d@example.org"];
    await insertSubscribers(app, emails);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    await settledNoneTwice(app, sink);
    expect((await admin.get(`/newsletters/${id}/progress`)).body).toMatchObject({ failed: 2 });
    down = false;
    const gmail = await admin.post(`/newsletters/${id}/retry-failed`, { gmailOnly: true });
    expect(gmail.body).toEqual({ queued: 1 });
    await settledNoneTwice(app, sink);
    expect(sink.messages.map((m) => m.to)).toContain("a@gmail.com");
    expect(sink.messages.map((m) => m.to)).not.toContain("c@example.org");
    const rest = await admin.post(`/newsletters/${id}/retry-failed`, {});
    expect(rest.body).toEqual({ queued: 1 });
    await settledNoneTwice(app, sink);
    exactlyOnce(sink, emails);
  });
});
