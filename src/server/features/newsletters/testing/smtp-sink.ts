import { SMTPServer } from "smtp-server";

/**
 * Test and benchmark tool: a real SMTP server on 127.0.0.1 that keeps every message it
 * accepted in full (a message whose connection dropped before the final dot is not
 * kept: smtp-server destroys its stream). Headers are read without a MIME parser, so it
 * keeps up with thousands of messages a second.
 */
interface ReceivedMessage {
  /** RCPT TO (lower-cased). */
  to: string;
  messageId: string | null;
  /** Unfolded header lines by lower-case name (the last one wins). */
  headers: Record<string, string>;
  raw?: string;
}

export interface SinkOptions {
  /** An SMTP reply code to refuse this recipient with (e.g. 550), or null to accept. */
  reject?: (recipient: string) => number | null;
  /** Keep the whole message (for reading links from the body). */
  keepRaw?: boolean;
  port?: number;
  /** Called with the number of messages kept so far, before the server answers 250. */
  onMessage?: (count: number) => void;
  /**
   * Milliseconds before the 250 that accepts a message, as a mail server elsewhere takes
   * (the network, its checks of the message); 0 by default.
   */
  replyDelayMs?: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMessage[];
  /** How many messages each recipient got. */
  counts(): Map<string, number>;
  /**
   * How many end-of-data marks (CRLF.CRLF) arrived on the sink's sockets, read straight
   * off them. More than `messages.length` means a message whose final dot did arrive was
   * not kept: smtp-server drops what its parser had not consumed when the client's
   * connection closes right behind the dot (a killed client).
   */
  dotsReceived(): number;
  close(): Promise<void>;
}

function readHeaders(raw: string): Record<string, string> {
  const end = raw.indexOf("\r\n\r\n");
  const block = (end >= 0 ? raw.slice(0, end) : raw).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 10 * 1024 * 1024,
    maxClients: 200,
    // close() waits this long for clients (the app under test may still hold a connection).
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const code = options.reject?.(address.address.toLowerCase()) ?? null;
      if (code === null) return callback();
      const error = Object.assign(new Error(`Ontvanger geweigerd (${code})`), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", () => {}); // the client went away mid-message: nothing kept
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = readHeaders(raw);
        for (const rcpt of session.envelope.rcptTo) {
          messages.push({
            to: rcpt.address.toLowerCase(),
            messageId: headers["message-id"] ?? null,
            headers,
            raw: options.keepRaw ? raw : undefined,
          });
        }
        options.onMessage?.(messages.length);
        if (options.replyDelayMs) setTimeout(callback, options.replyDelayMs);
        else callback();
      });
    },
  });
  server.on("error", () => {}); // a client reset must not end the test process
  let dots = 0;
  server.server.on("connection", (socket) => {
    let tail = "";
    socket.on("data", (chunk: Buffer) => {
      const text = tail + chunk.toString("latin1");
      dots += text.split("\r\n.\r\n").length - 1;
      tail = text.slice(-4);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    counts() {
      const map = new Map<string, number>();
      for (const m of messages) map.set(m.to, (map.get(m.to) ?? 0) + 1);
      return map;
    },
    dotsReceived: () => dots,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
