/**
 * How a nodemailer error counts, for the transactional outbox and the newsletter sender
 * alike: a 5xx reply for this recipient or message is permanent; a 4xx reply is temporary;
 * no reply at all (refused, timed out, connection lost), a refused login or sender, or 421
 * (the server closes) means the server is unreachable.
 */
export function classify(error: unknown): "permanent" | "temporary" | "unreachable" {
  const e = error as { responseCode?: unknown; code?: unknown; command?: unknown };
  const code = typeof e?.responseCode === "number" ? e.responseCode : undefined;
  if (code === undefined || code === 421 || e.code === "EAUTH") return "unreachable";
  if (typeof e.command === "string" && /^(MAIL FROM|AUTH|EHLO|HELO|CONN)/i.test(e.command))
    return "unreachable";
  return code >= 500 ? "permanent" : "temporary";
}
