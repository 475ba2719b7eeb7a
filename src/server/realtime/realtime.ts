import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Set by a guard that let the request in (the admin area's): whether its user may still
     * see what it opened. A stream asks it at every heartbeat and ends when the answer is no.
     */
    stillAllowed?: () => Promise<boolean>;
  }
}

/**
 * One notification as fanned out to this process's subscribers. `shared` lets the streams
 * of one channel compute what they send once per notification, not once per client.
 */
interface Notification {
  payload: string;
  shared: Map<unknown, Promise<unknown>>;
}
type Handler = (payload: string, notification: Notification) => void;

/**
 * Postgres LISTEN/NOTIFY as the one realtime bus (docs/architecture.md): a change published
 * by any instance reaches the Server-Sent Event streams of every instance.
 * One LISTEN per channel per process, fanned out to its subscribers.
 */
export class Realtime {
  private readonly channels = new Map<
    string,
    { handlers: Set<Handler>; stop: Promise<() => Promise<void>> }
  >();
  private readonly streams = new Set<FastifyReply>();
  /** How often an open stream sends a comment to keep proxies from closing it. */
  heartbeatMs = 25_000;
  /**
   * How long a guarded stream's last "still allowed" answer covers the events after it;
   * an event later than that asks again before it is written.
   */
  recheckMs = 1_000;

  constructor(private readonly database: Database) {}

  /**
   * Runs `handler` each time the LISTEN connection comes back after it was lost
   * (PostgreSQL): notifications sent while it was down never arrive, so anything built
   * from them (a cache) starts again from the database.
   */
  onReconnect(handler: () => void): () => void {
    return this.database.onListenerState((event) => {
      if (event.state === "restored") handler();
    });
  }

  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const handlers = new Set<Handler>();
      const stop = this.database.listen(channel, (payload) => {
        const notification: Notification = { payload, shared: new Map() };
        for (const h of handlers) h(payload, notification);
      });
      entry = { handlers, stop };
      this.channels.set(channel, entry);
    }
    entry.handlers.add(handler);
    try {
      await entry.stop;
    } catch (error) {
      // LISTEN failed (the database away): the entry is dead for every subscriber, and the
      // next subscribe listens afresh instead of awaiting the same failure for ever.
      entry.handlers.delete(handler);
      if (this.channels.get(channel) === entry) this.channels.delete(channel);
      throw error;
    }
    return async () => {
      const current = this.channels.get(channel);
      if (!current) return;
      current.handlers.delete(handler);
      if (current.handlers.size === 0) {
        this.channels.delete(channel);
        await (await current.stop)();
      }
    };
  }

  publish(channel: string, payload: unknown): Promise<void> {
    return this.database.notify(channel, JSON.stringify(payload));
  }

  /**
   * Streams one channel to the client as Server-Sent Events named `event`.
   * `retry:` makes the browser reconnect by itself after a restart.
   */
  async stream(
    request: FastifyRequest,
    reply: FastifyReply,
    options: {
      channel: string;
      event: string;
      /**
       * The first event's data, read once the stream listens (so a change made while it
       * is read still reaches the client as a later event).
       */
      initial?: () => unknown;
      /**
       * Turns a notification into the event's data; undefined skips it. Streams that pass
       * the same function share one call per notification.
       */
      transform?: (payload: string) => Promise<unknown>;
    },
  ): Promise<void> {
    reply.hijack();
    const res = reply.raw;
    const set = reply.getHeaders() as Record<string, string>;
    const headers = {
      ...set,
      "content-type": "text/event-stream; charset=utf-8",
      // An area that forbids storing (admin) keeps no-store; other streams: no-cache.
      "cache-control": `${set["cache-control"] === "no-store" ? "no-store" : "no-cache"}, no-transform`,
      connection: "keep-alive",
      "x-accel-buffering": "no",
    };
    // HEAD (Fastify answers it from the GET route): the headers, and no stream.
    if (request.method === "HEAD") {
      res.writeHead(200, headers);
      res.end();
      return;
    }
    const write = (event: string, data: string) => res.write(`event: ${event}\ndata: ${data}\n\n`);
    // A stream behind a guard ends as soon as its user loses the right to it (signed out,
    // session expired, admin role taken away): asked at every heartbeat, and before an
    // event when the last answer is older than `recheckMs`. The browser reconnects, and
    // the guard answers the new request.
    const { stillAllowed } = request;
    let open = true;
    let askedAt = 0;
    let allowed = Promise.resolve(true);
    const ask = () => {
      askedAt = Date.now();
      allowed = stillAllowed ? stillAllowed().catch(() => false) : Promise.resolve(true);
      return allowed;
    };
    const mayWrite = async () => {
      if (!stillAllowed) return open;
      const answer = await (Date.now() - askedAt >= this.recheckMs ? ask() : allowed);
      if (!answer) end();
      return open;
    };
    let gone = false;
    request.raw.once("close", () => {
      gone = true;
    });
    // Listen before the first byte goes out: a client that sees the stream open may rely
    // on every later change reaching it.
    const pending: Notification[] = [];
    let ready = false;
    let chain = Promise.resolve();
    const emit = ({ payload, shared }: Notification) => {
      const { transform } = options;
      let result: Promise<unknown> = Promise.resolve(payload);
      if (transform) {
        // One transform per notification for all the clients of this route (1,000 open
        // banners would otherwise run 1,000 identical queries per change).
        let data = shared.get(transform);
        if (!data) {
          data = transform(payload);
          data.catch(() => {});
          shared.set(transform, data);
        }
        result = data;
      }
      // Keep the order of notifications even when transforms take different times.
      chain = chain
        .then(() => result)
        .then(async (d) => {
          if (d === undefined || !(await mayWrite())) return;
          write(options.event, transform ? JSON.stringify(d) : (d as string));
        })
        .catch(() => {});
    };
    let unsubscribe: () => Promise<void>;
    try {
      unsubscribe = await this.subscribe(options.channel, (_payload, notification) =>
        ready ? emit(notification) : pending.push(notification),
      );
    } catch (error) {
      // Not listening, so nothing may be promised: the stream ends at once, and `retry:`
      // brings the browser back in 2 s to a request that listens afresh.
      request.log.warn({ err: error, channel: options.channel }, "LISTEN failed");
      res.writeHead(200, headers);
      res.end("retry: 2000\n\n");
      return;
    }
    // Notifications sent while the LISTEN connection was down never arrive: once it is
    // back, the stream sends its state as it is now, as the caches reload then. If that
    // read fails the stream ends, and the browser comes back in 2 s to a fresh first
    // event instead of keeping a stale one.
    const { initial } = options;
    let missed = false;
    const resend = () => {
      if (!ready) {
        missed = true;
        return;
      }
      chain = chain
        .then(async () => {
          if (!open || !initial) return;
          let data: unknown;
          try {
            data = await initial();
          } catch (error) {
            request.log.warn(
              { err: error, channel: options.channel },
              "state after LISTEN outage failed",
            );
            return end();
          }
          if (data === undefined || !(await mayWrite())) return;
          write(options.event, JSON.stringify(data));
        })
        .catch(() => {});
    };
    const stopResending = initial ? this.onReconnect(resend) : () => {};
    let first: unknown;
    try {
      first = await initial?.();
    } catch (error) {
      // As a failed LISTEN: end at once, and the browser comes back in 2 s.
      request.log.warn({ err: error, channel: options.channel }, "initial state failed");
      stopResending();
      void unsubscribe();
      res.writeHead(200, headers);
      res.end("retry: 2000\n\n");
      return;
    }
    res.writeHead(200, headers);
    res.flushHeaders();
    res.write("retry: 2000\n\n");
    if (first !== undefined) write(options.event, JSON.stringify(first));
    askedAt = Date.now();
    ready = true;
    for (const notification of pending.splice(0)) emit(notification);
    // Restored while the first event was read: it may predate what was missed.
    if (missed) resend();
    const stop = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      stopResending();
      this.streams.delete(reply);
      void unsubscribe();
    };
    const end = () => {
      if (!open) return;
      stop();
      res.end();
    };
    const heartbeat = setInterval(async () => {
      if (!open) return;
      if (!(await ask())) return end();
      if (open) res.write(": ping\n\n");
    }, this.heartbeatMs);
    this.streams.add(reply);
    // A browser that left while the stream was being set up (listening, reading the first
    // event) closed before `stop` was there to hear it: stop now, or its subscription,
    // reconnect handler and heartbeat would live on for ever.
    if (gone) return stop();
    request.raw.on("close", stop);
  }

  /** Ends open streams so shutdown is not held up by idle browsers. */
  async close(): Promise<void> {
    for (const reply of this.streams) reply.raw.end();
    this.streams.clear();
    for (const [channel, entry] of this.channels) {
      this.channels.delete(channel);
      await (await entry.stop)().catch(() => {});
    }
  }
}
