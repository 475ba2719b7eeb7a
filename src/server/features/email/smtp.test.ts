import { createElement } from "react";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { donations } from "../../db/schema";
import { TestEmail } from "../../emails/test-email";
import { createTestStore, engines, type TestStore } from "../../test/databases";
import { type MailerHarness, startMailer } from "./test-helpers";
import { until } from "../../test/wait";
import { type MailSink, startMailSink } from "../../test/mail-sink";
import { freePortForTest } from "../../test/free-port";

/** A mail server stand-in that accepts everything and records the recipients. */
function recordingTransport() {
  const sent: string[] = [];
  const transport = {
    sendMail: async (mail: { to: string }) => {
      sent.push(mail.to);
    },
  };
  return { sent, transport };
}

describe.each(engines)("e-mail over SMTP on %s", (engine) => {
  let store: TestStore;
  let harness: MailerHarness | undefined;
  let sink: MailSink | undefined;

  afterEach(async () => {
    await harness?.close();
    await sink?.close();
    harness = sink = undefined;
    await store?.cleanup();
  });

  const message = (to: string) => ({
    template: "test-email",
    to,
    subject: "Testbericht van Stichting Qamar",
    element: createElement(TestEmail, { siteUrl: "http://localhost:3000", sentAt: new Date() }),
    replyTo: "info@stichtingqamar.nl",
    headers: { "List-Unsubscribe": "<http://localhost:3000/api/unsubscribe?email=x&token=y>" },
  });

  it("delivers to a real SMTP server and marks the row sent", async () => {
    store = await createTestStore(engine);
    sink = await startMailSink();
    harness = await startMailer(store, {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    });
    const { id } = await harness.mailer.send(message("donateur@example.nl"));
    await until(async () => (await harness!.row(id))?.status === "sent");

    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.subject).toBe("Testbericht van Stichting Qamar");
    expect(mail.to).toMatchObject({ value: [{ address: "donateur@example.nl" }] });
    expect(mail.from).toMatchObject({
      value: [{ address: "noreply@stichtingqamar.nl", name: "Stichting Qamar" }],
    });
    expect(mail.replyTo).toMatchObject({ value: [{ address: "info@stichtingqamar.nl" }] });
    const unsubscribe = mail.headerLines.find((h) => h.key === "list-unsubscribe");
    expect(unsubscribe?.line).toContain("<http://localhost:3000/api/unsubscribe?email=x&token=y>");
    for (const body of [mail.html || "", mail.text ?? ""]) {
      expect(body).toContain("Als u dit leest, worden e-mails van de website goed verstuurd.");
      expect(body).toContain("Stichting Qamar");
    }
    expect(mail.html).toContain("#14532d");
    const row = (await harness.row(id))!;
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it("keeps the e-mail through an SMTP outage and delivers it once when SMTP returns", async () => {
    store = await createTestStore(engine);
    const port = await freePortForTest(); // nothing listens here yet
    harness = await startMailer(store, {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const { id } = await harness.mailer.send(message("wacht@example.nl"));

    await until(async () => ((await harness!.row(id))?.attempts ?? 0) >= 1);
    const waiting = (await harness.row(id))!;
    expect(waiting.status).toBe("queued");
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    sink = await startMailSink(port);
    await until(async () => (await harness!.row(id))?.status === "sent", 30_000);
    await new Promise((r) => setTimeout(r, 1500)); // nothing arrives twice
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to).toMatchObject({ value: [{ address: "wacht@example.nl" }] });
  });

  it("a send cut off by its time limit is not delivered after all: the retry delivers it once", async () => {
    store = await createTestStore(engine);
    // A server that answers the first session's MAIL FROM and RCPT TO slowly: each reply
    // within the socket timeout, the send as a whole past the mailer's 2 seconds.
    const received: string[] = [];
    let sessions = 0;
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onMailFrom(_address, session, callback) {
        session.user = String(++sessions);
        setTimeout(callback, session.user === "1" ? 1200 : 0);
      },
      onRcptTo(_address, session, callback) {
        setTimeout(callback, session.user === "1" ? 1200 : 0);
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(String(session.user));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    sink = { port: 0, messages: [], close: () => new Promise((r) => slow.close(() => r())) };
    harness = await startMailer(store, {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${(slow.server.address() as { port: number }).port}`,
      MAIL_SEND_TIMEOUT_SECONDS: 2,
    });
    const { id } = await harness.mailer.send(message("traag@example.nl"));
    await until(async () => (await harness!.row(id))?.status === "sent", 30_000);
    await new Promise((r) => setTimeout(r, 1500)); // the first session had time to finish
    expect(await harness.row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(received).toEqual(["2"]);
    expect(harness.warnings.join("\n")).toContain("SMTP send took longer than 2 s");
  });

  it("a recipient the server refuses for good (550) fails the row at once, with the reply", async () => {
    store = await createTestStore(engine);
    sink = await startMailSink(0, ["weg@example.nl"]);
    harness = await startMailer(store, {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    });
    const { id } = await harness.mailer.send(message("weg@example.nl"));
    await until(async () => (await harness!.row(id))?.status === "failed");
    const row = (await harness.row(id))!;
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("550 Mailbox unavailable");
    expect(sink.messages).toHaveLength(0);
  });

  it("after the quick retries, tries again later (hourly) until the e-mail goes out once", async () => {
    store = await createTestStore(engine);
    let tries = 0;
    const delivered: string[] = [];
    const transport = {
      sendMail: async (mail: { to: string }) => {
        tries++;
        if (tries <= 4) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        delivered.push(mail.to);
      },
    };
    // Two quick tries, then one every second (an hour outside tests).
    harness = await startMailer(
      store,
      { MAIL_TRANSPORT: "smtp" },
      { transport, retry: { limit: 1, laterSeconds: 1 } },
    );
    const { id } = await harness.mailer.send(message("later@example.nl"));
    await until(async () => (await harness!.row(id))?.status === "sent", 60_000);
    expect(await harness.row(id)).toMatchObject({ attempts: 5 });
    expect(delivered).toEqual(["later@example.nl"]);
    expect(harness.warnings.filter((w) => w.includes('"final":false'))).toHaveLength(3);
  });

  it("an attachment that can no longer be made fails the e-mail at once, without the server", async () => {
    store = await createTestStore(engine);
    const { sent, transport } = recordingTransport();
    harness = await startMailer(store, { MAIL_TRANSPORT: "smtp" }, { transport });
    // The receipt's donation was refunded before its e-mail went out.
    const [donation] = await harness.database.db
      .insert(donations)
      .values({
        kind: "one-off",
        purpose: "Algemeen",
        amountCents: 2500,
        status: "refunded",
        provider: "demo",
        email: "terug@example.nl",
      })
      .returning({ id: donations.id });
    const { id } = await harness.mailer.send({
      ...message("terug@example.nl"),
      attachments: [{ kind: "receipt", donationId: donation!.id }],
    });
    await until(async () => ((await harness!.row(id))?.attempts ?? 0) >= 1);
    const row = (await harness.row(id))!;
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toBe(`E-mail niet op te maken: no paid donation ${donation!.id}`);
    expect(sent).toEqual([]);
    expect(harness.warnings).toHaveLength(1);
    expect(harness.warnings[0]).toContain('"final":true');
  });

  it("a yearly statement whose gifts were all given back before it went out fails at once", async () => {
    store = await createTestStore(engine);
    const { sent, transport } = recordingTransport();
    harness = await startMailer(store, { MAIL_TRANSPORT: "smtp" }, { transport });
    await harness.database.db.insert(donations).values({
      kind: "one-off",
      purpose: "Algemeen",
      amountCents: 2500,
      status: "refunded",
      provider: "demo",
      email: "terug@example.nl",
      paidAt: new Date("2025-05-01T10:00:00Z"),
    });
    const { id } = await harness.mailer.send({
      ...message("terug@example.nl"),
      attachments: [{ kind: "statement", email: "terug@example.nl", year: 2025 }],
    });
    await until(async () => ((await harness!.row(id))?.attempts ?? 0) >= 1);
    const row = (await harness.row(id))!;
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toBe("E-mail niet op te maken: no gifts in 2025 for the statement");
    expect(sent).toEqual([]);
  });

  it("gives up on an e-mail once it is older than the limit (48 hours)", async () => {
    store = await createTestStore(engine);
    let tries = 0;
    const transport = {
      sendMail: async () => {
        tries++;
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      },
    };
    harness = await startMailer(
      store,
      { MAIL_TRANSPORT: "smtp" },
      { transport, retry: { limit: 1, giveUpAfterSeconds: 0 } },
    );
    const { id } = await harness.mailer.send(message("weg@example.nl"));
    await until(async () => (await harness!.row(id))?.status === "failed");
    expect(await harness.row(id)).toMatchObject({
      attempts: 2,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
    });
    expect(tries).toBe(2);
  });
});
