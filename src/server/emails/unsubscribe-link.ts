import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The unsubscribe link every newsletter carries and the check the unsubscribe endpoint
 * makes, in one place (ARCHITECTURE.md "HTTP API", issue 8): the token is an
 * HMAC-SHA256 of the lower-cased address with APP_SECRET, so a link works for that
 * address only and cannot be made without the secret. Nothing is stored per link.
 */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("hex");
}

/** Constant-time comparison; false for anything that is not the right hex token. */
export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(token)) return false;
  const expected = Buffer.from(unsubscribeToken(secret, email), "hex");
  return timingSafeEqual(expected, Buffer.from(token.toLowerCase(), "hex"));
}

export interface UnsubscribeLinkOptions {
  secret: string;
  /** PUBLIC_URL (https in production). */
  publicUrl: string;
  /** Where the mailto: variant of List-Unsubscribe goes (FOUNDATION_EMAIL). */
  mailbox: string;
}

export const UNSUBSCRIBE_PATH = "/api/unsubscribe";

export function unsubscribeUrl(options: UnsubscribeLinkOptions, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(options.secret, email) });
  return `${options.publicUrl}${UNSUBSCRIBE_PATH}?${query}`;
}

/**
 * RFC 2369 + RFC 8058 headers: an https link a mail app may POST to (one-click) and a
 * mailto: fallback that reaches the foundation's mailbox.
 */
export function listUnsubscribeHeaders(
  options: UnsubscribeLinkOptions,
  email: string,
): Record<string, string> {
  const subject = encodeURIComponent(`Afmelden nieuwsbrief ${email}`);
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(options, email)}>, <mailto:${options.mailbox}?subject=${subject}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
