import type { SendMailOptions } from "nodemailer";
import type { ClaimedDelivery, DeliveryStore, MailOutage } from "./store";

/** Builds the message of one delivery; null when its newsletter is gone. */
export interface MessageSource {
  build(delivery: ClaimedDelivery): Promise<SendMailOptions | null>;
}

/** nodemailer's transport (pooled SMTP, or the outbox), as the sender uses it. */
export interface NewsletterTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export interface SenderLog {
  warn(details: object, message: string): void;
}

export interface SenderOptions {
  store: DeliveryStore;
  transport: NewsletterTransport;
  messages: MessageSource;
  /** Messages in flight at once (the transport's pool has as many connections). */
  concurrency: number;
  /** Pauses after temporary failures, in seconds; the last one repeats. */
  retryDelays: number[];
  /** PGlite (one process): every row still claimed at start belongs to a dead worker. */
  flagAllAtStart: boolean;
  /** How often to look for claims whose lease ran out (PostgreSQL: a worker that died). */
  leaseCheckMs: number;
  /** Idle poll for rows queued by another instance or due after a pause. */
  pollMs?: number;
  /** The outage began, changed or ended (null). */
  onOutage?(outage: MailOutage | null): void;
  log?: SenderLog;
}

type Failure = "permanent" | "temporary" | "unreachable";

/** How long lanes that have their answer wait for the others to share a commit. */
const LINGER_MS = 20;

/**
 * How a nodemailer error counts: a 5xx reply for this recipient or message is permanent;
 * a 4xx reply is temporary; no reply at all (refused, timed out, connection lost), a
 * refused login or sender, or 421 (the server closes) means the server is unreachable.
 */
export function classify(error: unknown): Failure {
  const e = error as { responseCode?: unknown; code?: unknown; command?: unknown };
  const code = typeof e?.responseCode === "number" ? e.responseCode : undefined;
  if (code === undefined || code === 421 || e.code === "EAUTH") return "unreachable";
  if (typeof e.command === "string" && /^(MAIL FROM|AUTH|EHLO|HELO|CONN)/i.test(e.command))
    return "unreachable";
  return code >= 500 ? "permanent" : "temporary";
}

const errorText = (error: unknown) =>
  (error as { response?: unknown })?.response &&
  typeof (error as { response: unknown }).response === "string"
    ? (error as { response: string }).response
    : error instanceof Error
      ? error.message
      : String(error);

interface Waiting {
  done: ClaimedDelivery | undefined;
  claim: boolean;
  resolve: (row: ClaimedDelivery | null) => void;
  reject: (error: unknown) => void;
}

/**
 * The newsletter worker (docs/decisions/050): `concurrency` lanes, each holds one
 * delivery row at a time: claims it, hands its message to nodemailer, and has it marked
 * sent on the server's 250 in the statement that claims its next row. Lanes that finish
 * while a statement runs share the next one (a group commit). So at most `concurrency`
 * rows are claimed without being marked; after a crash those are flagged uncertain,
 * never sent again by themselves. It knows the store and the transport, not Fastify.
 */
export class NewsletterSender {
  private running = false;
  private lanes: Promise<void>[] = [];
  private wakers = new Set<() => void>();
  private pausedUntil = 0;
  private outageFailures = 0;
  private outageKnown = true; // unknown at start: clear any left by an earlier run on success
  private leaseTimer: ReturnType<typeof setInterval> | undefined;
  private waiting: Waiting[] = [];
  private flushing = false;
  /** Lanes waiting for their server's answer. */
  private sending = 0;
  private linger: ReturnType<typeof setTimeout> | undefined;

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

  /** Finishes the messages in flight and marks them, then closes the transport. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await Promise.all(this.lanes);
    this.lanes = [];
    clearInterval(this.leaseTimer);
    this.options.transport.close?.();
  }

  private async lane(): Promise<void> {
    const { log } = this.options;
    let done: ClaimedDelivery | undefined;
    while (this.running || done) {
      const paused = this.pausedUntil - Date.now();
      let row: ClaimedDelivery | null = null;
      try {
        row = await this.next(done, this.running && paused <= 0);
        done = undefined;
      } catch (error) {
        log?.warn({ err: error }, "claiming newsletter deliveries failed");
      }
      if (!row) {
        if (this.running) await this.idle(paused > 0 ? paused : (this.options.pollMs ?? 2000));
        continue;
      }
      this.sending++;
      const delivered = await this.deliver(row).finally(() => this.sending--);
      if (delivered) done = row;
    }
  }

  /** Marks `done` and claims a row for this lane, together with the other lanes. */
  private next(done: ClaimedDelivery | undefined, claim: boolean): Promise<ClaimedDelivery | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ done, claim, resolve, reject });
      this.schedule();
    });
  }

  /**
   * One statement for every waiting lane: at once when no lane is still waiting for its
   * server's answer, else after at most LINGER_MS, so lanes answered together share a
   * commit and a slow server does not hold the others back.
   */
  private schedule(): void {
    if (this.flushing || this.waiting.length === 0) return;
    if (this.sending === 0) {
      clearTimeout(this.linger);
      this.linger = undefined;
      void this.flush();
    } else {
      this.linger ??= setTimeout(() => {
        this.linger = undefined;
        void this.flush();
      }, LINGER_MS);
    }
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    const batch = this.waiting.splice(0);
    const claiming = batch.filter((w) => w.claim);
    try {
      const rows = await this.options.store.next(
        batch.flatMap((w) => (w.done ? [w.done] : [])),
        claiming.length,
      );
      for (const w of batch) w.resolve(w.claim ? (rows[claiming.indexOf(w)] ?? null) : null);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
    this.flushing = false;
    this.schedule();
  }

  /** Sends one message; true when the server answered 250. */
  private async deliver(row: ClaimedDelivery): Promise<boolean> {
    const { store, messages, transport, log } = this.options;
    try {
      const message = await messages.build(row);
      if (!message) {
        await store.fail(row, "De nieuwsbrief bestaat niet meer");
        return false;
      }
      await transport.sendMail(message);
    } catch (error) {
      await this.failed(row, error).catch((e) =>
        log?.warn({ err: e, deliveryId: row.id }, "storing a newsletter failure failed"),
      );
      return false;
    }
    if (this.outageKnown) await this.reachable();
    return true;
  }

  private async failed(row: ClaimedDelivery, error: unknown): Promise<void> {
    const { store, retryDelays, log } = this.options;
    const kind = classify(error);
    const text = errorText(error);
    if (kind === "permanent") return store.refuse(row, text);
    if (kind === "temporary") {
      const delay = retryDelays[Math.min(row.attempts, retryDelays.length - 1)]!;
      await store.retryLater(row, text, delay);
      return;
    }
    // The server is away: every lane waits, with growing pauses while that lasts.
    if (Date.now() >= this.pausedUntil) {
      const delay = retryDelays[Math.min(this.outageFailures, retryDelays.length - 1)]!;
      this.outageFailures++;
      this.pausedUntil = Date.now() + delay * 1000;
      log?.warn({ delay, error: text }, "SMTP server unreachable");
      this.outageKnown = true;
      const outage = await store.setOutage(new Date(this.pausedUntil), text);
      this.options.onOutage?.(outage);
    }
    await store.retryLater(row, text, Math.max(0, (this.pausedUntil - Date.now()) / 1000));
  }

  private async reachable(): Promise<void> {
    this.outageKnown = false;
    this.outageFailures = 0;
    if (await this.options.store.clearOutage().catch(() => false)) this.options.onOutage?.(null);
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
    });
  }
}
