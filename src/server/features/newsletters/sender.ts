import { MAX_DELIVERY_ATTEMPTS } from "@shared/schemas/newsletter";
import {
  type Channel,
  type HeldMessage,
  type NewsletterMessage,
  type NewsletterTransport,
  SendError,
} from "./channel";
import type { ReleaseJournal } from "./release-journal";
import type { ClaimedDelivery, DeliveryStore, InstanceStore, WorkerInstance } from "./store";

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
  /**
   * PostgreSQL, where several processes share the rows: this worker's heartbeat, and the
   * take-over of rows held by workers whose heartbeat went stale (decision 050).
   */
  instance?: InstanceOptions;
  log?: SenderLog;
}

export interface InstanceOptions {
  self: WorkerInstance;
  store: InstanceStore;
  heartbeatMs: number;
  /** A worker whose heartbeat is older than this is gone. */
  staleSeconds: number;
  /**
   * Whether a gone worker's 'sent' rows without a 250 can be settled from here: its
   * journal (readable here, and its process provably ended), "none" (it kept no journal:
   * they stay sent, as before), or undefined (its journal is elsewhere: left alone).
   */
  journalOf(gone: WorkerInstance): ReleaseJournal | "none" | undefined;
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
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private lastTakeOver = Number.NEGATIVE_INFINITY;

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
    clearInterval(this.heartbeat);
    for (const channel of this.channels) channel?.close();
    this.channels.length = 0;
  }

  private async run(): Promise<void> {
    const { store, log } = this.options;
    const { instance } = this.options;
    if (this.options.releaseAbandonedAtStart) await this.recover();
    if (instance) await this.beat(instance);
    while (this.running) {
      let rows: ClaimedDelivery[] = [];
      if (instance && performance.now() - this.lastTakeOver >= instance.heartbeatMs) {
        this.lastTakeOver = performance.now();
        await this.takeOver(instance);
      }
      try {
        rows = await store.claim(
          this.options.concurrency * 8,
          this.options.leaseSeconds ?? 120,
          instance?.self.id,
        );
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
    const flushed = await this.flushAccepted();
    if (flushed && this.journaled) this.options.journal?.clear();
    // Stopped cleanly with every answer stored: nothing of ours is left to recover.
    if (instance && flushed) await instance.store.forgetInstance(instance.self.id).catch(() => {});
  }

  /** Writes the heartbeat now and then every `heartbeatMs` while running. */
  private async beat(instance: InstanceOptions): Promise<void> {
    const write = () =>
      instance.store
        .heartbeat(instance.self)
        .catch((error) => this.options.log?.warn({ err: error }, "newsletter heartbeat failed"));
    await write();
    this.heartbeat = setInterval(write, instance.heartbeatMs);
    this.heartbeat.unref?.();
  }

  /**
   * Rows held by workers whose heartbeat went stale (decision 050, PostgreSQL): their
   * 'sending' rows were never released and go back to the queue at once; their 'sent'
   * rows without a 250 are settled from the gone worker's journal where it can be read.
   */
  private async takeOver(instance: InstanceOptions): Promise<void> {
    const { store, staleSeconds } = instance;
    const { log } = this.options;
    try {
      for (const gone of await store.staleInstances(instance.self.id, staleSeconds)) {
        const released = await store.releaseAbandonedBy(gone.id, staleSeconds);
        if (released > 0)
          log?.warn({ released, instance: gone.id }, "deliveries of a stopped worker requeued");
        const journal = instance.journalOf(gone);
        if (!journal) continue; // its journal is on another host: left for a worker there
        const result = await this.options.store.recoverUnreleased(
          journal === "none" ? "all" : journal.read(),
          gone.id,
        );
        if (result.requeued > 0)
          log?.warn({ ...result, instance: gone.id }, "unreleased deliveries requeued");
        if (journal !== "none") journal.clear();
        await store.forgetInstance(gone.id, staleSeconds);
      }
    } catch (error) {
      log?.warn({ err: error }, "taking over a stopped newsletter worker failed");
    }
  }

  /** At start: what a dead worker left behind (docs/decisions/050). */
  private async recover(): Promise<void> {
    const { store, log, journal } = this.options;
    try {
      if (journal) {
        const result = await store.recoverUnreleased(journal.read());
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
    // Straight after the commit, in one synchronous pass: journal the round, release every
    // dot, journal which dots were handed to their sockets. A crash before the first line
    // leaves rows that are 'sent' but provably never released: they are sent again at
    // start. A crash between the two lines leaves the round in doubt: those rows are
    // marked uncertain, for the admin to send again (decision 050).
    const { journal } = this.options;
    const ids = ready.filter((p) => marked.has(p.row.id)).map((p) => p.row.id);
    if (journal && ids.length > 0) {
      journal.record(ids);
      this.journaled = true;
    }
    const releases: Promise<void>[] = [];
    const handedOver: string[] = [];
    for (const p of ready) {
      if (!marked.has(p.row.id)) {
        p.held.abort(); // claim lost (lease expired, row taken over or deleted)
        continue;
      }
      releases.push(this.release(p));
      if (p.held.handedOver?.() !== false) handedOver.push(p.row.id);
    }
    if (journal && handedOver.length > 0) journal.recordHandedOver(handedOver);
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
