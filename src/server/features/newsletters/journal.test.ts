import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { NewsletterMessage } from "./channel";
import { fileReleaseJournal } from "./release-journal";
import { NewsletterSender } from "./sender";
import { smtpNewsletterTransport } from "./smtp-channel";
import type { ClaimedDelivery, DeliveryStore } from "./store";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink";

/**
 * The release journal is only worth anything if a round's ids are recorded after its
 * commit and before any of its final dots leaves (docs/decisions/050): a row that is not
 * in the journal was provably never released. Checked on real sockets against a real
 * SMTP server.
 */
let sink: SmtpSink | undefined;
const originalWrite = net.Socket.prototype.write;
afterEach(async () => {
  net.Socket.prototype.write = originalWrite;
  await sink?.close();
});

function store(count: number): DeliveryStore & { done(): boolean } {
  let queued = Array.from({ length: count }, (_, i) => i);
  let sent = 0;
  return {
    done: () => sent === count,
    async claim(limit) {
      const picked = queued.slice(0, limit);
      queued = queued.slice(limit);
      return picked.map(
        (i): ClaimedDelivery => ({
          id: `d${i}`,
          newsletterId: "n",
          batch: 1,
          email: `r${i}@example.org`,
          name: null,
          attempts: 0,
          claimToken: "t",
        }),
      );
    },
    async markSent(items) {
      return new Set(items.map((i) => i.row.id));
    },
    async markAccepted(ids) {
      sent += ids.length;
    },
    async markUnconfirmed() {},
    async markFailed() {},
    async unsend() {},
    async retryLater() {},
    async unclaim() {},
    async releaseAbandoned() {
      return 0;
    },
    async recoverUnreleased() {
      return { requeued: 0, settled: 0, uncertain: 0 };
    },
  };
}

const message = (d: ClaimedDelivery): NewsletterMessage => ({
  deliveryId: d.id,
  to: d.email,
  from: "Stichting Qamar <noreply@stichtingqamar.nl>",
  subject: "Nieuws",
  messageId: `<${d.id}@stichtingqamar.nl>`,
  headers: {},
  raw: () =>
    Buffer.from(`Subject: Nieuws\r\nTo: ${d.email}\r\n\r\n${"Beste lezer. ".repeat(400)}\r\n`),
  bodies: () => ({ html: "", text: "" }),
});

describe("release journal", () => {
  it("records each round before its final dots are written", async () => {
    sink = await startSmtpSink();
    const events: string[] = [];
    // True from a journal line until the next promise job: a dot written while it is
    // true left in the same synchronous pass, with no other work in between.
    let samePass = false;
    net.Socket.prototype.write = function (this: net.Socket, chunk: unknown, ...rest: unknown[]) {
      const text = Buffer.isBuffer(chunk) || typeof chunk === "string" ? chunk.toString() : "";
      if (text.length <= 5 && text.endsWith(".\r\n")) events.push(samePass ? "dot" : "late dot");
      return (originalWrite as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof originalWrite;
    const deliveries = store(24);
    const sender = new NewsletterSender({
      store: deliveries,
      transport: smtpNewsletterTransport(sink.url),
      messages: { build: async (d) => message(d) },
      concurrency: 4,
      ratePerSecond: 0,
      pollMs: 20,
      journal: {
        record: (ids) => {
          events.push(`journal ${ids.length}`);
          samePass = true;
          queueMicrotask(() => {
            samePass = false;
          });
        },
        recordHandedOver: (ids) => events.push(samePass ? `handed ${ids.length}` : "late handed"),
        read: () => ({ released: new Set(), handedOver: new Set() }),
        clear: () => events.push("clear"),
      },
    });
    sender.start();
    const end = Date.now() + 20_000;
    while (!deliveries.done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    await sender.stop();

    expect(sink.messages).toHaveLength(24);
    // Six rounds of four: each 'journal 4' comes before that round's four dots, and
    // 'handed 4' after them, all in one synchronous pass.
    const rounds = events.filter((e) => e.startsWith("journal"));
    expect(rounds).toEqual(Array(6).fill("journal 4"));
    expect(events.filter((e) => e.startsWith("handed"))).toEqual(Array(6).fill("handed 4"));
    let dots = 0;
    let journaled = 0;
    let handed = 0;
    for (const e of events) {
      if (e === "dot") {
        dots++;
        expect(dots).toBeLessThanOrEqual(journaled);
        expect(dots).toBeGreaterThan(handed);
      } else if (e.startsWith("journal")) {
        expect(dots).toBe(journaled);
        journaled += 4;
      } else if (e.startsWith("handed")) {
        expect(dots).toBe(journaled);
        handed += 4;
      }
    }
    expect(dots).toBe(24);
    expect(events).not.toContain("late dot");
    expect(events).not.toContain("late handed");
    // Idle with every answer stored: the journal is cleared.
    expect(events.at(-1)).toBe("clear");
  });
});

describe("release journal file", () => {
  it("reads back released and handed-over ids, from this process or after a restart", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "qamar-journal-"));
    try {
      const journal = fileReleaseJournal(dir, "instance-1");
      expect(journal.read()).toEqual({ released: new Set(), handedOver: new Set() });
      journal.record(["a", "b", "c"]);
      journal.recordHandedOver(["a", "b"]);
      journal.record(["d"]);
      // What a restarted process finds: a killed round's ids without their second line.
      const after = fileReleaseJournal(dir, "instance-1").read();
      expect(after).toEqual({
        released: new Set(["a", "b", "c", "d"]),
        handedOver: new Set(["a", "b"]),
      });
      // Another instance's journal in the same folder is a file of its own.
      expect(fileReleaseJournal(dir, "instance-2").read().released.size).toBe(0);
      journal.clear();
      expect(journal.read()).toEqual({ released: new Set(), handedOver: new Set() });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
