import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP relay to PostgreSQL whose connections can go mute: a muted connection's bytes are
 * swallowed both ways and nothing is closed, as when a server hangs, or a firewall or a
 * failover drops a connection without telling either end. `mute("all")` mutes every
 * connection, open or opened while muting; `mute("listening")` only those that sent a
 * LISTEN. After `unmute()` new connections are relayed again; the muted ones stay mute.
 */
export async function pgRelay(target: string) {
  let muting: "all" | "listening" | null = null;
  const sockets = new Set<Socket>();
  const mutes: (() => void)[] = [];
  const server = createServer((client) => {
    const upstream = connect(Number(new URL(target).port || 5432), "127.0.0.1");
    sockets.add(client).add(upstream);
    let listening = false;
    let muted = false;
    const check = () => {
      if (muting === "all" || (muting === "listening" && listening)) muted = true;
    };
    mutes.push(check);
    client.on("data", (chunk) => {
      // The LISTEN statement marks the connection that listens.
      if (chunk.toString("latin1").toLowerCase().includes("listen ")) listening = true;
      check();
      if (!muted) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      check();
      if (!muted) client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  const address = server.address();
  url.port = String(typeof address === "object" && address ? address.port : 0);
  return {
    url: url.toString(),
    mute(which: "all" | "listening") {
      muting = which;
      for (const check of mutes) check();
    },
    unmute() {
      muting = null;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
