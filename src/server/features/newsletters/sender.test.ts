import { describe, expect, it } from "vitest";
import { classify } from "../../smtp-errors";
import { NewsletterSender } from "./sender";
import type { ClaimedDelivery, DeliveryStore } from "./store";

/** nodemailer's errors carry the SMTP reply code, its own code and the command. */
const smtpError = (responseCode: number | undefined, code: string, command?: string) =>
  Object.assign(new Error("x"), { responseCode, code, command });

describe("how a nodemailer error counts (docs/decisions/050)", () => {
  it("a 5xx to the recipient or the message is permanent: the address is suppressed", () => {
    expect(classify(smtpError(550, "EENVELOPE", "RCPT TO"))).toBe("permanent");
    expect(classify(smtpError(554, "EMESSAGE", "DATA"))).toBe("permanent");
  });

  it("a 4xx (greylisting, a full mailbox) is temporary: retried for this recipient", () => {
    expect(classify(smtpError(451, "EENVELOPE", "RCPT TO"))).toBe("temporary");
    expect(classify(smtpError(452, "EMESSAGE", "DATA"))).toBe("temporary");
  });

  it("no reply, 421, a refused login or sender: the server is unreachable, nobody is suppressed", () => {
    expect(classify(smtpError(undefined, "ECONNECTION"))).toBe("unreachable");
    expect(classify(smtpError(undefined, "ETIMEDOUT"))).toBe("unreachable");
    expect(classify(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(
      "unreachable",
    );
    expect(classify(smtpError(421, "EENVELOPE", "RCPT TO"))).toBe("unreachable");
    expect(classify(smtpError(535, "EAUTH", "AUTH PLAIN"))).toBe("unreachable");
    expect(classify(smtpError(550, "EENVELOPE", "MAIL FROM"))).toBe("unreachable");
  });
});

describe("the sender's statements", () => {
  it("replies that arrive in the same turn share one mark-and-claim statement", async () => {
    const rows: ClaimedDelivery[] = Array.from({ length: 64 }, (_, i) => ({
      id: `rij-${i}`,
      newsletter_id: "nieuwsbrief",
      email: `lezer${i}@example.org`,
      attempts: 0,
      claim_token: `token-${i}`,
    }));
    const queued = [...rows];
    const marked: string[] = [];
    let statements = 0;
    // A store that answers at once, as PGlite does: its statement runs on the app's thread.
    const store = {
      next: async (done: ClaimedDelivery[], claim: number) => {
        statements++;
        marked.push(...done.map((r) => r.id));
        return queued.splice(0, claim);
      },
      flagAbandoned: async () => 0,
      clearOutage: async () => false,
      clearOutageIfIdle: async () => false,
    } as unknown as DeliveryStore;
    // Every message on the wire is answered in the same turn of the event loop.
    const transport = { sendMail: () => new Promise((resolve) => setImmediate(resolve)) };
    const sender = new NewsletterSender({
      store,
      transport,
      build: async (row) => ({ to: row.email }),
      concurrency: 8,
      retryDelays: [1],
      flagAllAtStart: false,
      leaseCheckMs: 60_000,
    });
    await sender.start();
    while (marked.length < rows.length) await new Promise((r) => setTimeout(r, 5));
    await sender.stop();

    expect(marked.sort()).toEqual(rows.map((r) => r.id).sort());
    // Eight lanes answered together: one statement marks all eight and claims their next
    // rows (64 / 8 = 8 statements, and one more that finds the queue empty), not one each.
    expect(statements).toBeLessThanOrEqual(64 / 8 + 2);
  });
});
