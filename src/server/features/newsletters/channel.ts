import type { Db } from "../../db/client";

/**
 * What the sender needs from a way of sending (STYLE.md rule 12): SMTP in production,
 * the outbox by default, fakes in tests. A channel is one connection; it carries one
 * message at a time, in two steps so the delivery row can be marked 'sent' between them
 * (docs/decisions/050).
 */
export interface NewsletterMessage {
  deliveryId: string;
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  /** `<delivery-id@sender-domain>`: the same for every attempt of one delivery. */
  messageId: string;
  headers: Record<string, string>;
  /** The whole RFC 5322 message (SMTP). */
  raw(): Buffer;
  /** The recipient's own HTML and text (outbox). */
  bodies(): { html: string; text: string };
}

export interface HeldMessage {
  /** False when the connection already failed: the message cannot go out any more. */
  alive?: () => boolean;
  /** Runs inside the transaction that marks the delivery sent (the outbox stores it here). */
  inCommit?: (tx: Db) => Promise<void>;
  /** Lets the message go (SMTP: the final dot); resolves on the server's acceptance. */
  release(): Promise<void>;
  /**
   * After `release()`: whether its synchronous part put the message beyond recall (SMTP:
   * wrote the final dot into the socket, which the kernel sends even if the process dies
   * now). False when it is still on its way (nodemailer's own end of data, ticks later).
   * Absent: always true.
   */
  handedOver?(): boolean;
  /** Drops it unsent (SMTP: closes the connection mid-DATA, the server discards it). */
  abort(): void;
}

export interface Channel {
  /** Everything up to the point of no return; rejects with a SendError. */
  prepare(message: NewsletterMessage): Promise<HeldMessage>;
  /** False after a connection error: open a new channel. */
  readonly usable: boolean;
  close(): void;
}

export interface NewsletterTransport {
  readonly kind: "smtp" | "outbox" | "test";
  open(): Promise<Channel>;
}

/**
 * 'connection': the server could not be reached or went away (try again later, not the
 * recipient's fault); 'temporary': a 4xx for this message; 'permanent': a 5xx.
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly kind: "connection" | "temporary" | "permanent",
    /** The connection failed before the message's point of no return: not delivered. */
    readonly beforeRelease = false,
  ) {
    super(message);
    this.name = "SendError";
  }
}
