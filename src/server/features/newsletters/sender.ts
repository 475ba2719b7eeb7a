import type { MailOutageDto } from "@shared/schemas/newsletter";
import { classify } from "../../smtp-errors";
import type { SendMailOptions } from "nodemailer";
import type { ClaimedDelivery, DeliveryStore } from "./store";

export interface SenderOptions {
  store: DeliveryStore;
  /** nodemailer's transport (pooled SMTP, or the outbox). */
  transport: { sendMail(message: SendMailOptions): Promise<unknown>; close?(): void };
  /** The message of one delivery; null when its newsletter is gone. */
  build(delivery: ClaimedDelivery): Promise<SendMailOptions | null>;
  /** Messages in flight at once (the transport's pool has as many connections). */
  concurrency: number;
  /** Pauses after temporary failures, in seconds; the last one repeats. */
  retryDelays: number[];
  /** PGlite (one process): every row still claimed at start belongs to a dead worker. */
  flagAllAtStart: boolean;
  /** How often to look for claims whose lease ran out (PostgreSQL: a worker that died). */
  leaseCheckMs: number;
  /** The outage began, changed or ended (null). */
  onOutage?(outage: MailOutageDto | null): void;
  log?: { warn(details: object, message: string): void };
}

/** Idle poll for rows queued by another instance or due after a pause. */
const POLL_MS = 2000;
/** How often an idle sender ends an outage no message waits for any more. */
const IDLE_OUTAGE_CHECK_MS = 10_000;

type Claim = (row: ClaimedDelivery | null) => void;

const errorText = (error: unknown) => {
  const response = (error as { response?: unknown })?.response;
  return typeof response === "string" ? response : String((error as Error)?.message ?? error);
};

/**
 * The newsletter worker: `concurrency` lanes, each sending one message at a time. A row
 * is marked sent once the server answered 250, and the same statement claims the lane's
 * next row; the marks and claims of all lanes waiting meanwhile share one statement (one
 * runs at a time). At most one row per lane is claimed without being marked
 * (the one on the wire, or the one just accepted whose mark is on its way); after a crash
 * those are flagged uncertain, never sent again by themselves. It knows the store and the
 * transport, not Fastify.
 */
export class NewsletterSender {
  private running = false;
  private lanes: Promise<void>[] = [];
  private wakers = new Set<() => void>();
  private pausedUntil = 0;
  private outageFailures = 0;
  private outageKnown = true; // unknown at start: clear any left by an earlier run on success
  private leaseTimer: ReturnType<typeof setInterval> | undefined;
  /** Rows whose 250 came, to be marked by the next statement. */
  private accepted: ClaimedDelivery[] = [];
  /** Rows the lanes asked for, to be claimed by the next statement. */
  private wanted: Claim[] = [];
  private flushing: Promise<void> | undefined;
  private nextIdleOutageCheck = 0;

  constructor(private readonly options: SenderOptions) {}

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const { store, log } = this.options;
    const flagged = await store.flagAbandoned(this.options.flagAllAtStart).catch((error) => {
      log?.warn({ err: error }, "flagging abandoned deliveries failed");
      return 0;
    });
    if (flagged > 0) log?.warn({ flagged }, "newsletter deliveries in doubt after a restart");
    this.leaseTimer = setInterval(() => {
      store.flagAbandoned(false).catch(() => {});
    }, this.options.leaseCheckMs);
    this.leaseTimer.unref?.();
    for (let i = 0; i < this.options.concurrency; i++) this.lanes.push(this.lane());
  }

  /** New work was queued: stop idling. */
  wake(): void {
    for (const wake of this.wakers) wake();
  }

  /** Sends the messages already claimed and marks them, then closes the transport. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await Promise.all(this.lanes);
    this.flush();
    while (this.flushing) await this.flushing;
    this.lanes = [];
    clearInterval(this.leaseTimer);
    this.options.transport.close?.();
  }

  private async lane(): Promise<void> {
    for (;;) {
      // Claimed only now: the statement that marks this lane's last row claims the next
      // one, so a lane never holds more than one row without its mark.
      const row = await this.claim();
      if (!row) {
        if (!this.running) return;
        this.endIdleOutage();
        const paused = this.pausedUntil - Date.now();
        await this.idle(paused > 0 ? paused : POLL_MS);
        continue;
      }
      if (await this.deliver(row)) this.accepted.push(row);
    }
  }

  /** A row for a lane from the next statement; null when stopping, paused or idle. */
  private claim(): Promise<ClaimedDelivery | null> {
    if (!this.running || Date.now() < this.pausedUntil) return Promise.resolve(null);
    const row = new Promise<ClaimedDelivery | null>((resolve) => this.wanted.push(resolve));
    this.flush();
    return row;
  }

  /**
   * One statement for every mark and claim waiting; one at a time. It starts only once
   * the replies that have already arrived are read (`setImmediate`: after this turn's
   * I/O), so they share it. With PGlite a statement runs on this thread without yielding,
   * and would otherwise take each reply that came meanwhile on its own.
   */
  private flush(): void {
    if (this.flushing || this.accepted.length + this.wanted.length === 0) return;
    let claims: Claim[] = [];
    this.flushing = new Promise((resolve) => setImmediate(resolve))
      .then(() => {
        const marks = this.accepted.splice(0);
        claims = this.wanted.splice(0);
        return this.options.store.next(marks, claims.length);
      })
      .then(
        (rows) => {
          for (const [i, claim] of claims.entries()) claim(rows[i] ?? null);
        },
        (error) => {
          // Unmarked rows stay claimed and are flagged uncertain when their lease runs out.
          this.options.log?.warn({ err: error }, "marking or claiming deliveries failed");
          for (const claim of claims) claim(null);
        },
      )
      .finally(() => {
        this.flushing = undefined;
        this.flush();
      });
  }

  /** Sends one message; true when the server answered 250. */
  private async deliver(row: ClaimedDelivery): Promise<boolean> {
    const { store, build, transport, log } = this.options;
    try {
      const message = await build(row);
      if (!message) {
        await store.fail(row, "De nieuwsbrief bestaat niet meer", false);
        return false;
      }
      await transport.sendMail(message);
    } catch (error) {
      await this.failed(row, error).catch((e) =>
        log?.warn({ err: e, deliveryId: row.id }, "storing a newsletter failure failed"),
      );
      return false;
    }
    if (this.outageKnown) {
      this.outageKnown = false;
      this.outageFailures = 0;
      if (await store.clearOutage().catch(() => false)) this.options.onOutage?.(null);
    }
    return true;
  }

  /**
   * Nothing to send here: an outage recorded by this or another instance ends once no
   * message waits any more (the admin pages would otherwise say the server is away until
   * the next newsletter). At most every 10 s, and not while this sender itself is paused.
   */
  private endIdleOutage(): void {
    const now = Date.now();
    if (now < this.nextIdleOutageCheck || now < this.pausedUntil) return;
    this.nextIdleOutageCheck = now + IDLE_OUTAGE_CHECK_MS;
    this.options.store.clearOutageIfIdle().then(
      (ended) => {
        if (ended) {
          this.outageKnown = false;
          this.options.onOutage?.(null);
        }
      },
      () => {},
    );
  }

  private async failed(row: ClaimedDelivery, error: unknown): Promise<void> {
    const { store, retryDelays, log } = this.options;
    const kind = classify(error);
    const text = errorText(error);
    const delay = (n: number) => retryDelays[Math.min(n, retryDelays.length - 1)]!;
    if (kind === "permanent") return store.fail(row, text, true);
    if (kind === "temporary") return store.retryLater(row, text, delay(row.attempts));
    // The server is away: every lane waits, with growing pauses while that lasts.
    if (Date.now() >= this.pausedUntil) {
      const pause = delay(this.outageFailures++);
      this.pausedUntil = Date.now() + pause * 1000;
      log?.warn({ delay: pause, error: text }, "SMTP server unreachable");
      this.outageKnown = true;
      this.options.onOutage?.(await store.setOutage(new Date(this.pausedUntil), text));
    }
    await store.retryLater(row, text, Math.max(0, (this.pausedUntil - Date.now()) / 1000));
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
      this.flush(); // marks left waiting go now
    });
  }
}
