import { MAX_DELIVERY_ATTEMPTS } from "@shared/schemas/newsletter";
import {
  type Channel,
  type HeldMessage,
  type NewsletterMessage,
  type NewsletterTransport,
  SendError,
} from "./channel";
import type { ReleaseJournal } from "./release-journal";
import type { ClaimedDelivery, DeliveryStore } from "./store";

/** Builds the message of one delivery; null when its newsletter is gone. */
export interface MessageSource {
  build(delivery: ClaimedDelivery): Promise<NewsletterMessage | null>;
}

export interface SenderLog {
  warn(details: object, message: string): void;
}

export interface SenderOptions {
  store: DeliveryStore;
  transport: NewsletterTransport;
  messages: MessageSource;
  /** Parallel connections (lanes) in this process. */
  concurrency: number;
  /** Messages per second for this process; 0 = no limit. */
  ratePerSecond: number;
  /** How long a claim holds its rows; a message takes milliseconds, so this is generous. */
  leaseSeconds?: number;
  /** Idle poll for work queued by another instance or due after a back-off. */
  pollMs?: number;
  /** Rows left 'sending' at start belong to a dead worker (true with PGlite: one process). */
  releaseAbandonedAtStart?: boolean;
  /**
   * Records which messages were released (SMTP on PGlite), so a crash between a round's
   * commit and its dots is recovered at start instead of losing the round.
   */
  journal?: ReleaseJournal;
  log?: SenderLog;
}

interface Prepared {
  row: ClaimedDelivery;
  held: HeldMessage;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The newsletter queue worker (listmonk's manager, STYLE.md rule 12): claims delivery
 * rows and sends them in rounds of `concurrency` messages (one per connection) at
 * `ratePerSecond`. In each round every message is brought to its point of no return,
 * one commit marks them all 'sent', and only then are they released
 * (docs/decisions/050). It knows the store and the transport, not Fastify.
 */
export class NewsletterSender {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeIdle: (() => void) | undefined;
  private readonly channels: (Channel | undefined)[] = [];
  private accepted: string[] = [];
  private nextSlot = 0;
  private connectionFailures = 0;
  private journaled = false;

  constructor(private readonly options: SenderOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** New work was queued: stop idling. */
  wake(): void {
    this.wakeIdle?.();
  }

  /** Finishes the round in flight, gives unsent claims back, closes connections. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    for (const channel of this.channels) channel?.close();
    this.channels.length = 0;
  }

  private async run(): Promise<void> {
    const { store, log } = this.options;
    if (this.options.releaseAbandonedAtStart) await this.recover();
    while (this.running) {
      let rows: ClaimedDelivery[] = [];
      try {
        rows = await store.claim(this.options.concurrency * 8, this.options.leaseSeconds ?? 120);
      } catch (error) {
        log?.warn({ err: error }, "claiming newsletter deliveries failed");
      }
      if (rows.length === 0) {
        // Idle and every answer stored: the journal has nothing left to prove.
        if ((await this.flushAccepted()) && this.journaled) {
          this.options.journal?.clear();
          this.journaled = false;
        }
        await this.idle(this.options.pollMs ?? 2000);
        continue;
      }
      while (this.running && rows.length > 0) {
        await this.round(rows.splice(0, this.options.concurrency));
      }
      if (rows.length > 0) await store.unclaim(rows).catch(() => {});
      await this.flushAccepted();
    }
    if ((await this.flushAccepted()) && this.journaled) this.options.journal?.clear();
  }

  /** At start: what a dead worker left behind (docs/decisions/050). */
  private async recover(): Promise<void> {
    const { store, log, journal } = this.options;
    try {
      if (journal) {
        const result = await store.recoverUnreleased(journal.released());
        if (result.requeued > 0) log?.warn(result, "unreleased newsletter deliveries requeued");
      }
      const released = await store.releaseAbandoned();
      if (released > 0)
        log?.warn({ released }, "newsletter deliveries of a stopped worker requeued");
      journal?.clear();
    } catch (error) {
      log?.warn({ err: error }, "newsletter recovery failed");
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeIdle = done;
    });
  }

  private async round(rows: ClaimedDelivery[]): Promise<void> {
    const prepared = await Promise.all(rows.map((row, lane) => this.prepare(lane, row)));
    const ready: Prepared[] = [];
    for (const p of prepared) {
      if (!p) continue;
      if (p.held.alive?.() === false) {
        await this.refused(p.row, new SendError("Verbinding verbroken", "connection"));
      } else ready.push(p);
    }
    let marked = new Set<string>();
    try {
      marked = await this.options.store.markSent(
        ready.map((p) => ({ row: p.row, inCommit: p.held.inCommit })),
      );
    } catch (error) {
      this.options.log?.warn({ err: error }, "marking newsletter deliveries sent failed");
    }
    // Straight after the commit, in one synchronous pass: journal the round (on PGlite),
    // then release every dot. A crash before the journal line leaves rows that are 'sent'
    // but provably never released: they are sent again at start (decision 050).
    const ids = ready.filter((p) => marked.has(p.row.id)).map((p) => p.row.id);
    if (this.options.journal && ids.length > 0) {
      this.options.journal.record(ids);
      this.journaled = true;
    }
    const releases: Promise<void>[] = [];
    for (const p of ready) {
      if (marked.has(p.row.id)) releases.push(this.release(p));
      else p.held.abort(); // claim lost (lease expired, row taken over or deleted)
    }
    await Promise.all(releases);
    if (this.accepted.length >= 200) await this.flushAccepted();
  }

  /** Up to the point of no return; null when the message is not going out in this round. */
  private async prepare(lane: number, row: ClaimedDelivery): Promise<Prepared | null> {
    try {
      await this.rateSlot();
      const message = await this.options.messages.build(row);
      if (!message) {
        await this.options.store.markFailed(row, "De nieuwsbrief bestaat niet meer");
        return null;
      }
      const held = await (await this.channel(lane)).prepare(message);
      return { row, held };
    } catch (error) {
      await this.refused(row, asSendError(error)).catch((e) =>
        this.options.log?.warn({ err: e, deliveryId: row.id }, "newsletter delivery error"),
      );
      return null;
    }
  }

  private async release({ row, held }: Prepared): Promise<void> {
    const { store } = this.options;
    this.connectionFailures = 0;
    try {
      await held.release();
      this.accepted.push(row.id);
    } catch (error) {
      const e = asSendError(error);
      // The connection died before the dot: never delivered, so it goes out again later.
      if (e.beforeRelease) return store.unsend(row, e.message);
      // The server refused the finished message: it was not delivered.
      if (e.kind !== "connection") return store.markFailed(row, e.message);
      // Gone after the dot: it may have been accepted. Never send twice (decision 050).
      await store.markUnconfirmed(row, `Ontvangst niet bevestigd: ${e.message}`);
    }
  }

  /** Spaces sends evenly across all lanes: 1/rate seconds apart. */
  private async rateSlot(): Promise<void> {
    const rate = this.options.ratePerSecond;
    if (!rate) return;
    const now = performance.now();
    const slot = Math.max(this.nextSlot, now);
    this.nextSlot = slot + 1000 / rate;
    if (slot > now) await sleep(slot - now);
  }

  private async channel(lane: number): Promise<Channel> {
    const current = this.channels[lane];
    if (current?.usable) return current;
    current?.close();
    this.channels[lane] = undefined;
    const opened = await this.options.transport.open();
    this.channels[lane] = opened;
    return opened;
  }

  private async refused(row: ClaimedDelivery, error: SendError): Promise<void> {
    const { store, log } = this.options;
    if (error.kind === "connection") {
      // Not the recipient's fault: wait, with a growing pause while the server is away.
      this.connectionFailures++;
      const delay = Math.min(2 ** Math.min(this.connectionFailures, 6), 60);
      log?.warn({ deliveryId: row.id, delay, error: error.message }, "SMTP unreachable");
      await store.retryLater(row, error.message, delay, false);
      await sleep(Math.min(delay * 1000, 5000));
      return;
    }
    if (error.kind === "temporary" && row.attempts + 1 < MAX_DELIVERY_ATTEMPTS) {
      return store.retryLater(row, error.message, 60, true);
    }
    await store.markFailed(row, error.message);
  }

  /** Stores the servers' answers; false when that failed (they stay unconfirmed). */
  private async flushAccepted(): Promise<boolean> {
    const ids = this.accepted;
    this.accepted = [];
    return this.options.store.markAccepted(ids).then(
      () => true,
      () => {
        this.accepted.push(...ids); // try again later; the journal stays until then
        return false;
      },
    );
  }
}

function asSendError(error: unknown): SendError {
  if (error instanceof SendError) return error;
  return new SendError(error instanceof Error ? error.message : String(error), "connection");
}
