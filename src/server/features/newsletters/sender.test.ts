import { describe, expect, it } from "vitest";
import { type Channel, type NewsletterTransport, SendError } from "./channel";
import { NewsletterSender } from "./sender";
import type { ClaimedDelivery, DeliveryStore } from "./store";

/**
 * The sender's protocol with an in-memory store and a scripted transport
 * (docs/decisions/050): what happens in which order, whatever the database or SMTP.
 */
type Status = "queued" | "sending" | "sent" | "failed";

function fakeStore(emails: string[], events: string[], options: { lose?: Set<string> } = {}) {
  const rows = new Map(
    emails.map((email, i) => [
      `d${i}`,
      {
        id: `d${i}`,
        email,
        status: "queued" as Status,
        attempts: 0,
        error: "",
        unconfirmed: false,
      },
    ]),
  );
  const store: DeliveryStore = {
    async claim(limit) {
      const picked = [...rows.values()].filter((r) => r.status === "queued").slice(0, limit);
      for (const r of picked) r.status = "sending";
      return picked.map(
        (r): ClaimedDelivery => ({
          id: r.id,
          newsletterId: "n1",
          batch: 1,
          email: r.email,
          name: null,
          attempts: r.attempts,
          claimToken: "t",
        }),
      );
    },
    async markSent(items) {
      const ids = items.map((i) => i.row.id).filter((id) => !options.lose?.has(id));
      events.push(`commit ${ids.join(",")}`);
      for (const id of ids) {
        rows.get(id)!.status = "sent";
        rows.get(id)!.attempts++;
      }
      return new Set(ids);
    },
    async markAccepted() {},
    async markUnconfirmed(row, error) {
      rows.get(row.id)!.unconfirmed = true;
      rows.get(row.id)!.error = error;
    },
    async markFailed(row, error) {
      const r = rows.get(row.id)!;
      if (r.status === "sending") r.attempts++;
      r.status = "failed";
      r.error = error;
    },
    async unsend(row, error) {
      const r = rows.get(row.id)!;
      r.status = "failed"; // park it: one pass only
      r.attempts--;
      r.error = `unsent: ${error}`;
    },
    async retryLater(row, error, _delay, count) {
      const r = rows.get(row.id)!;
      r.status = options.lose?.has(row.id) ? r.status : "failed"; // park it: one pass only
      r.error = `later: ${error}`;
      if (count) r.attempts++;
    },
    async unclaim() {},
    async releaseAbandoned() {
      return 0;
    },
    async recoverUnreleased() {
      return { requeued: 0, settled: 0, uncertain: 0 };
    },
  };
  return { store, rows };
}

type Script = (to: string) => { prepare?: SendError; release?: SendError } | undefined;

function fakeTransport(
  events: string[],
  script: Script = () => undefined,
  gauge?: { now: number; max: number; starts: number[] },
) {
  const transport: NewsletterTransport = {
    kind: "test",
    async open(): Promise<Channel> {
      return {
        usable: true,
        close() {},
        async prepare(message) {
          if (gauge) {
            gauge.max = Math.max(gauge.max, ++gauge.now);
            gauge.starts.push(performance.now());
          }
          await new Promise((r) => setTimeout(r, 5));
          if (gauge) gauge.now--;
          const outcome = script(message.to);
          if (outcome?.prepare) throw outcome.prepare;
          events.push(`prepare ${message.deliveryId}`);
          return {
            release: async () => {
              events.push(`release ${message.deliveryId}`);
              if (outcome?.release) throw outcome.release;
            },
            abort: () => events.push(`abort ${message.deliveryId}`),
          };
        },
      };
    },
  };
  return transport;
}

const messages = {
  async build(d: ClaimedDelivery) {
    return {
      deliveryId: d.id,
      to: d.email,
      from: "x@stichtingqamar.nl",
      subject: "s",
      messageId: `<${d.id}@x>`,
      headers: {},
      raw: () => Buffer.from(""),
      bodies: () => ({ html: "", text: "" }),
    };
  },
};

async function runUntilQuiet(sender: NewsletterSender, done: () => boolean) {
  sender.start();
  const end = Date.now() + 10_000;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  await sender.stop();
}

const emails = (n: number) => Array.from({ length: n }, (_, i) => `r${i}@example.org`);

describe("newsletter sender", () => {
  it("commits each round as sent before releasing any of its messages", async () => {
    const events: string[] = [];
    const { store, rows } = fakeStore(emails(10), events);
    const sender = new NewsletterSender({
      store,
      transport: fakeTransport(events),
      messages,
      concurrency: 4,
      ratePerSecond: 0,
      pollMs: 20,
    });
    await runUntilQuiet(sender, () => [...rows.values()].every((r) => r.status === "sent"));
    const commits = events.filter((e) => e.startsWith("commit"));
    expect(commits.map((c) => c.split(",").length)).toEqual([4, 4, 2]);
    for (const row of rows.values()) {
      const prepared = events.indexOf(`prepare ${row.id}`);
      const committed = events.findIndex(
        (e) => e.startsWith("commit") && e.split(/[ ,]/).includes(row.id),
      );
      const released = events.indexOf(`release ${row.id}`);
      expect(prepared).toBeLessThan(committed);
      expect(committed).toBeLessThan(released);
      expect(events.filter((e) => e === `release ${row.id}`)).toHaveLength(1);
    }
  });

  it("never releases a message whose claim was lost; it is dropped unsent", async () => {
    const events: string[] = [];
    const lose = new Set(["d1"]);
    const { store, rows } = fakeStore(emails(3), events, { lose });
    const sender = new NewsletterSender({
      store,
      transport: fakeTransport(events),
      messages,
      concurrency: 3,
      ratePerSecond: 0,
      pollMs: 20,
    });
    await runUntilQuiet(sender, () => rows.get("d0")!.status === "sent");
    expect(events).toContain("abort d1");
    expect(events).not.toContain("release d1");
    expect(rows.get("d1")!.status).toBe("sending");
  });

  it("fails refused recipients, retries temporary ones later and waits out a dead server", async () => {
    const events: string[] = [];
    const { store, rows } = fakeStore(
      ["perm@x.nl", "temp@x.nl", "down@x.nl", "gone@x.nl", "late@x.nl", "early@x.nl"],
      events,
    );
    const script: Script = (to) =>
      ({
        "perm@x.nl": { prepare: new SendError("550 geen postbus", "permanent") },
        "temp@x.nl": { prepare: new SendError("451 probeer later", "temporary") },
        "down@x.nl": { prepare: new SendError("ECONNREFUSED", "connection") },
        "gone@x.nl": { release: new SendError("verbinding weg", "connection") },
        "late@x.nl": { release: new SendError("554 inhoud geweigerd", "permanent") },
        "early@x.nl": { release: new SendError("weg voor de punt", "connection", true) },
      })[to];
    const sender = new NewsletterSender({
      store,
      transport: fakeTransport(events, script),
      messages,
      concurrency: 6,
      ratePerSecond: 0,
      pollMs: 20,
    });
    await runUntilQuiet(sender, () =>
      [...rows.values()].every((r) => r.status === "failed" || r.status === "sent"),
    );
    const by = (email: string) => [...rows.values()].find((r) => r.email === email)!;
    expect(by("perm@x.nl")).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "550 geen postbus",
    });
    expect(by("temp@x.nl")).toMatchObject({ error: "later: 451 probeer later", attempts: 1 });
    expect(by("down@x.nl")).toMatchObject({ error: "later: ECONNREFUSED", attempts: 0 });
    // Released, then the connection died: maybe delivered, so never sent again.
    expect(by("gone@x.nl")).toMatchObject({ status: "sent", unconfirmed: true });
    // Refused after the dot: not delivered.
    expect(by("late@x.nl")).toMatchObject({ status: "failed", error: "554 inhoud geweigerd" });
    // Its connection died before the dot: not delivered, back in the queue (parked here).
    expect(by("early@x.nl")).toMatchObject({ error: "unsent: weg voor de punt", attempts: 0 });
    expect(events.filter((e) => e.startsWith("release"))).toHaveLength(3);
  });

  it("keeps at most `concurrency` messages in flight and spaces them by the rate", async () => {
    const events: string[] = [];
    const gauge = { now: 0, max: 0, starts: [] as number[] };
    const { store, rows } = fakeStore(emails(12), events);
    const sender = new NewsletterSender({
      store,
      transport: fakeTransport(events, () => undefined, gauge),
      messages,
      concurrency: 3,
      ratePerSecond: 100,
      pollMs: 20,
    });
    await runUntilQuiet(sender, () => [...rows.values()].every((r) => r.status === "sent"));
    expect(gauge.max).toBeLessThanOrEqual(3);
    const { starts } = gauge;
    // 100 a second: the 12 starts are spread over 110 ms of slots. Allow one slot for
    // the first start's own latency; without the limit they all start within ~20 ms.
    expect(starts).toHaveLength(12);
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(100);
  });
});
