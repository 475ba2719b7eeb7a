import { afterEach, describe, expect, it } from "vitest";
import { classify } from "../../smtp-errors";
import { threadedSmtpTransport } from "./smtp-thread";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink";

let sink: SmtpSink | undefined;
let transport: ReturnType<typeof threadedSmtpTransport> | undefined;
afterEach(async () => {
  transport?.close();
  await sink?.close();
  sink = transport = undefined;
});

const message = (to: string) => ({
  from: "Stichting Qamar <info@stichtingqamar.nl>",
  to,
  subject: "Nieuws over de winterhulp",
  messageId: `<nieuwsbrief.${to}@stichtingqamar.nl>`,
  headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  text: "Beste lezer,\n\nDankzij u konden we deze winter 1000 gezinnen helpen.",
});

/** The error a send rejected with (fails the test when it was accepted). */
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable("the message was accepted"),
    (e: unknown) => e as Error & Record<string, unknown>,
  );

describe("nodemailer's pooled transport on a thread of its own", () => {
  it("delivers each message as nodemailer composes it and resolves with the server's 250", async () => {
    sink = await startSmtpSink();
    transport = threadedSmtpTransport({ url: sink.url, pool: true, maxConnections: 3 });
    const to = Array.from({ length: 12 }, (_, i) => `lezer${i}@example.org`);
    const infos = await Promise.all(to.map((t) => transport!.sendMail(message(t))));

    expect(infos.map((i) => (i as { response: string }).response)).toEqual(
      to.map(() => expect.stringMatching(/^250 /)),
    );
    expect([...sink.counts().entries()].sort()).toEqual(to.map((t) => [t, 1]).sort());
    const first = sink.messages.find((m) => m.to === "lezer0@example.org")!;
    expect(first.messageId).toBe("<nieuwsbrief.lezer0@example.org@stichtingqamar.nl>");
    expect(first.headers.subject).toBe("Nieuws over de winterhulp");
    expect(first.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("rejects with nodemailer's reply code and command, so a failure counts as it would on this thread", async () => {
    sink = await startSmtpSink({
      reject: (r) => (r.startsWith("weg") ? 550 : r.startsWith("grijs") ? 451 : null),
    });
    transport = threadedSmtpTransport({ url: sink.url, pool: true, maxConnections: 2 });

    const gone = await rejection(transport.sendMail(message("weg@example.org")));
    expect(gone).toBeInstanceOf(Error);
    expect(gone).toMatchObject({ responseCode: 550, command: "RCPT TO" });
    expect(String(gone.response)).toContain("Ontvanger geweigerd (550)");
    expect(classify(gone)).toBe("permanent");

    const greylisted = await rejection(transport.sendMail(message("grijs@example.org")));
    expect(greylisted).toMatchObject({ responseCode: 451 });
    expect(classify(greylisted)).toBe("temporary");

    // The pool goes on with the next message.
    await transport.sendMail(message("lezer@example.org"));
    expect(sink.messages.map((m) => m.to)).toEqual(["lezer@example.org"]);
  });

  it("refuses a message it cannot hand to the thread, and goes on with the next", async () => {
    sink = await startSmtpSink();
    transport = threadedSmtpTransport({ url: sink.url, pool: true });
    const attachment = { filename: "a.txt", content: { pipe() {} } }; // a stream: not data
    const refused = await rejection(
      transport.sendMail({ ...message("lezer@example.org"), attachments: [attachment] } as never),
    );
    expect(refused.name).toBe("DataCloneError");
    await transport.sendMail(message("lezer@example.org"));
    expect(sink.messages.map((m) => m.to)).toEqual(["lezer@example.org"]);
  });

  it("a server that does not answer is 'unreachable'; after close() the next message starts a new thread", async () => {
    sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    transport = threadedSmtpTransport({ url: `smtp://127.0.0.1:${port}`, pool: true });
    const refused = await rejection(transport.sendMail(message("lezer@example.org")));
    expect(refused.responseCode).toBeUndefined();
    expect(classify(refused)).toBe("unreachable");
    transport.close();

    sink = await startSmtpSink({ port });
    await transport.sendMail(message("lezer@example.org"));
    expect(sink.messages.map((m) => m.to)).toEqual(["lezer@example.org"]);
  });
});
