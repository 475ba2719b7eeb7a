import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { outboundEmails } from "../../db/schema";
import { TestEmail } from "../../emails/test-email";
import { createTestStore, engines, type TestStore } from "../../test/databases";
import { EMAIL_SEND_JOB } from "./mailer";
import { type MailerHarness, startMailer } from "./test-helpers";
import { until } from "../../test/wait";

describe.each(engines)("e-mail outbox on %s", (engine) => {
  let store: TestStore;
  const open: MailerHarness[] = [];
  const start = async (
    ...args: Parameters<typeof startMailer> extends [unknown, ...infer R] ? R : never
  ) => {
    const harness = await startMailer(store, ...args);
    open.push(harness);
    return harness;
  };

  afterEach(async () => {
    for (const harness of open.splice(0)) await harness.close();
    await store?.cleanup();
  });

  it("stores the row as queued first, then as stored, with Dutch html and text", async () => {
    store = await createTestStore(engine);
    // No workers yet: what send() leaves behind before any delivery.
    const sender = await start({}, { work: false });
    const { id } = await sender.mailer.sendTest("donateur@example.nl");
    const queued = await sender.row(id);
    expect(queued).toMatchObject({
      status: "queued",
      template: "test-email",
      toAddress: "donateur@example.nl",
      fromAddress: "Stichting Qamar <noreply@stichtingqamar.nl>",
      replyTo: "info@stichtingqamar.nl",
      subject: "Testbericht van Stichting Qamar",
      attempts: 0,
    });
    expect((await sender.queue.getJob(EMAIL_SEND_JOB, id))?.data).toEqual({ emailId: id });
    await sender.close();
    open.splice(open.indexOf(sender), 1);

    const worker = await start();
    await until(async () => (await worker.row(id))?.status === "stored");
    const row = (await worker.row(id))!;
    expect(row.sentAt).toBeNull();
    for (const body of [row.html, row.text]) {
      expect(body).toContain("Als u dit leest, worden e-mails van de website goed verstuurd.");
      expect(body).toContain("Stichting Qamar");
      expect(body).toContain("KvK 12345678");
    }
    expect(row.html).toMatch(/^<!DOCTYPE html/);
    expect(row.html).toContain('lang="nl"');
    expect(row.text).not.toContain("<");
  });

  it("writes the row in the caller's transaction and sends it after commit", async () => {
    store = await createTestStore(engine);
    const { database, mailer, row } = await start();
    const element = createElement(TestEmail, {
      siteUrl: "http://localhost:3000",
      sentAt: new Date(),
    });
    const message = { template: "test-email", to: "a@example.nl", subject: "Test", element };
    const { id } = await database.db.transaction((tx) => mailer.send({ ...message, db: tx }));
    await until(async () => (await row(id))?.status === "stored");

    let rolledBack = "";
    await database.db
      .transaction(async (tx) => {
        rolledBack = (await mailer.send({ ...message, db: tx })).id;
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(rolledBack).not.toBe("");
    expect(await row(rolledBack)).toBeUndefined();
    expect(await database.db.$count(outboundEmails)).toBe(1);
  });

  it("sweeps rows left queued without a job, and only those", async () => {
    store = await createTestStore(engine);
    const sender = await start({}, { work: false });
    const { database, mailer, row } = sender;
    const backdate = (id: string) =>
      database.query(
        "update outbound_emails set created_at = now() - interval '3 minutes' where id = $1",
        [id],
      );
    const jobsFor = async (id: string) =>
      (
        await database.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = $1 and data->>'emailId' = $2",
          [EMAIL_SEND_JOB, id],
        )
      ).rows[0]!.n;

    // A crash between insert and enqueue: a row and no job.
    const [orphan] = await database.db
      .insert(outboundEmails)
      .values({
        template: "test-email",
        toAddress: "a@example.nl",
        fromAddress: "x@example.nl",
        subject: "Wees",
        html: "<p>x</p>",
        text: "x",
      })
      .returning();
    await backdate(orphan!.id);
    // A row whose job is still waiting, and a fresh row.
    const waiting = await mailer.sendTest("b@example.nl");
    await backdate(waiting.id);
    await mailer.sendTest("c@example.nl");

    expect(await mailer.sweep()).toBe(1);
    expect(await jobsFor(orphan!.id)).toBe(1);
    expect(await jobsFor(waiting.id)).toBe(1);
    expect(await mailer.sweep()).toBe(0); // the orphan has a live job now
    expect((await row(orphan!.id))?.status).toBe("queued");

    await sender.close();
    open.splice(open.indexOf(sender), 1);
    const worker = await start();
    await until(async () => (await worker.row(orphan!.id))?.status === "stored");
  });

  it("sends an e-mail once when two jobs deliver it at the same time", async () => {
    store = await createTestStore(engine);
    // A mail server that holds each message until the test lets it through.
    const sent: string[] = [];
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    const transport = {
      async sendMail(message: { to?: unknown }) {
        sent.push(String(message.to));
        await held;
      },
    };
    const { mailer, row } = await start(
      { MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:1" },
      { transport, work: false },
    );
    const { id } = await mailer.sendTest("een-keer@example.nl");

    // A resend and a sweep (or a retry on another instance) both start a delivery.
    const first = mailer.deliver(id, 0);
    await until(() => sent.length === 1);
    await mailer.deliver(id, 0); // finds the first one sending: leaves the row alone
    letThrough();
    await first;

    expect(sent).toEqual(["een-keer@example.nl"]);
    const done = (await row(id))!;
    expect(done.status).toBe("sent");
    expect(done.attempts).toBe(1);
    expect(done.sendingUntil).toBeNull();
  });

  it("takes up an e-mail whose sending attempt was cut off by a crash", async () => {
    store = await createTestStore(engine);
    const sent: string[] = [];
    const transport = {
      async sendMail(message: { to?: unknown }) {
        sent.push(String(message.to));
      },
    };
    const { database, mailer, row } = await start(
      { MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:1" },
      { transport, work: false },
    );
    const { id } = await mailer.sendTest("na-crash@example.nl");
    // An attempt claimed the row and its process died: the claim has run out.
    await database.query(
      "update outbound_emails set sending_until = now() - interval '1 second' where id = $1",
      [id],
    );
    await mailer.deliver(id, 1);
    expect(sent).toEqual(["na-crash@example.nl"]);
    expect((await row(id))?.status).toBe("sent");
  });
});
