import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import {
  adminClient,
  allSettled,
  insertSubscribers,
  newsletterInput,
  waitUntil,
} from "./test-helpers";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink";

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

async function smtpApp(engine: (typeof engines)[number], smtpUrl: string) {
  const { app } = await buildTestApp({
    engine,
    env: { MAIL_TRANSPORT: "smtp", SMTP_URL: smtpUrl, NEWSLETTER_RATE_PER_SECOND: "0" },
  });
  return { app, admin: await adminClient(app) };
}

describe.each(engines)("newsletters over SMTP on %s", (engine) => {
  it("sends each recipient exactly one message with its own Message-ID and unsubscribe headers", async () => {
    sink = await startSmtpSink();
    const { app, admin } = await smtpApp(engine, sink.url);
    const emails = Array.from({ length: 40 }, (_, i) => `lezer${i}@example.org`);
    await insertSubscribers(app, emails);
    const { body } = await admin.post("/newsletters", newsletterInput());
    await admin.post(`/newsletters/${body.newsletter.id}/send`);
    await waitUntil(() => allSettled(app));

    expect([...sink.counts().entries()].sort()).toEqual(emails.map((e) => [e, 1]).sort());
    const { rows } = await app.services.database.query<{ id: string; email: string }>(
      "select id, email from newsletter_deliveries where status = 'sent' and accepted_at is not null",
    );
    expect(rows).toHaveLength(40);
    const idOf = new Map(rows.map((r) => [r.email, r.id]));
    for (const m of sink.messages) {
      expect(m.messageId).toBe(`<${idOf.get(m.to)}@stichtingqamar.nl>`);
      expect(m.headers["list-unsubscribe"]).toMatch(
        new RegExp(
          `^<http://localhost:\\d+/api/unsubscribe\\?email=${encodeURIComponent(m.to)}&token=[0-9a-f]{64}>, <mailto:info@`,
        ),
      );
      expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(m.headers.subject).toBe("Nieuws over de winterhulp");
    }
  });

  it("marks refused recipients failed; retry-failed delivers them once (and only Gmail if asked)", async () => {
    const refused = new Set(["a@gmail.com", "b@gmail.com", "c@example.org"]);
    sink = await startSmtpSink({ reject: (to) => (refused.has(to) ? 550 : null) });
    const { app, admin } = await smtpApp(engine, sink.url);
    const emails = ["a@gmail.com", "b@gmail.com", "c@example.org", "d@example.org", "e@gmail.com"];
    await insertSubscribers(app, emails);
    const { body } = await admin.post("/newsletters", newsletterInput());
    const id = body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    await waitUntil(() => allSettled(app));
    expect((await admin.get(`/newsletters/${id}/progress`)).body).toMatchObject({
      sent: 2,
      failed: 3,
    });
    const { rows: failed } = await app.services.database.query<{ last_error: string }>(
      "select last_error from newsletter_deliveries where status = 'failed'",
    );
    expect(failed[0]!.last_error).toMatch(/550/);

    // The sink accepts again; only the Gmail addresses are retried first.
    refused.clear();
    const gmail = await admin.post(`/newsletters/${id}/retry-failed`, { gmailOnly: true });
    expect(gmail.body).toEqual({ retriedCount: 2, newFailures: 0, pending: 0 });
    const rest = await admin.post(`/newsletters/${id}/retry-failed`, { gmailOnly: false });
    expect(rest.body).toEqual({ retriedCount: 1, newFailures: 0, pending: 0 });
    expect([...sink.counts().entries()].sort()).toEqual(emails.map((e) => [e, 1]).sort());
    expect((await admin.get(`/newsletters/${id}/progress`)).body).toMatchObject({
      sent: 5,
      failed: 0,
    });
  });

  it("reports new failures and stops retrying after 3 attempts", async () => {
    sink = await startSmtpSink({ reject: (to) => (to === "weigert@example.org" ? 550 : null) });
    const { app, admin } = await smtpApp(engine, sink.url);
    await insertSubscribers(app, ["weigert@example.org"]);
    const { body } = await admin.post("/newsletters", newsletterInput());
    const id = body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    await waitUntil(async () => (await admin.get(`/newsletters/${id}/progress`)).body.done);
    const retry = () => admin.post(`/newsletters/${id}/retry-failed`, { gmailOnly: false });
    expect((await retry()).body).toEqual({ retriedCount: 1, newFailures: 1, pending: 0 });
    expect((await retry()).body).toEqual({ retriedCount: 1, newFailures: 1, pending: 0 });
    expect((await retry()).body).toEqual({ retriedCount: 0, newFailures: 0, pending: 0 });
    expect(sink.messages).toHaveLength(0);
  });
});
