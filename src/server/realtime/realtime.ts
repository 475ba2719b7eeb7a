import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";

type Handler = (payload: string) => void;

/**
 * Postgres LISTEN/NOTIFY as the one realtime bus (ARCHITECTURE.md): a change published
 * by any instance reaches the Server-Sent Event streams of every instance.
 * One LISTEN per channel per process, fanned out to its subscribers.
 */
export class Realtime {
  private readonly channels = new Map<
    string,
    { handlers: Set<Handler>; stop: Promise<() => Promise<void>> }
  >();
  private readonly streams = new Set<FastifyReply>();

  constructor(private readonly database: Database) {}

  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const handlers = new Set<Handler>();
      const stop = this.database.listen(channel, (payload) => {
        for (const h of handlers) h(payload);
      });
      entry = { handlers, stop };
      this.channels.set(channel, entry);
    }
    entry.handlers.add(handler);
    await entry.stop;
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
      initial?: unknown;
      /** Turns a notification into the event's data; undefined skips it. */
      transform?: (payload: string) => Promise<unknown>;
    },
  ): Promise<void> {
    reply.hijack();
    const res = reply.raw;
    const headers = {
      ...(reply.getHeaders() as Record<string, string>),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
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
    // Listen before the first byte goes out: a client that sees the stream open may rely
    // on every later change reaching it.
    const pending: string[] = [];
    let ready = false;
    let chain = Promise.resolve();
    const emit = (payload: string) => {
      const { transform } = options;
      if (!transform) return write(options.event, payload);
      // Keep the order of notifications even when transforms take different times.
      chain = chain
        .then(() => transform(payload))
        .then((data) => void (data === undefined || write(options.event, JSON.stringify(data))))
        .catch(() => {});
    };
    const unsubscribe = await this.subscribe(options.channel, (payload) =>
      ready ? emit(payload) : pending.push(payload),
    );
    res.writeHead(200, headers);
    res.flushHeaders();
    res.write("retry: 2000\n\n");
    if (options.initial !== undefined) write(options.event, JSON.stringify(options.initial));
    ready = true;
    for (const payload of pending.splice(0)) emit(payload);
    const heartbeat = setInterval(() => res.write(": ping\n\n"), 25_000);
    this.streams.add(reply);
    request.raw.on("close", () => {
      clearInterval(heartbeat);
      this.streams.delete(reply);
      void unsubscribe();
    });
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
