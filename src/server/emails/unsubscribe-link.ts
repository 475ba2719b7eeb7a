import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey, verifyingSecrets } from "../keys";

/**
 * The unsubscribe link every newsletter carries and the check the unsubscribe endpoint
 * makes, in one place: the token is an HMAC-SHA256 of the lower-cased address under the
 * unsubscribe key (derived from APP_SECRET, see src/server/keys.ts), so a link works for
 * that address only and cannot be made without the secret. Nothing is stored per link.
 */
export function unsubscribeToken(secret: string, email: string): string {
  return hmacHex(deriveKey(secret, "unsubscribe"), email);
}

/**
 * Links mailed before the keys were split carry HMAC(APP_SECRET, address). They keep
 * working until this date, so newsletters already in inboxes can still unsubscribe; after
 * it they are refused and this fallback can be deleted (docs/decisions/042).
 */
export const LEGACY_UNSUBSCRIBE_TOKENS_UNTIL = new Date("2027-12-01T00:00:00Z");

/** The token of the old scheme: HMAC keyed with APP_SECRET itself. */
function legacyUnsubscribeToken(secret: string, email: string): string {
  return hmacHex(secret, email);
}

function hmacHex(key: string, email: string): string {
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Constant-time comparison against the current token and, until
 * LEGACY_UNSUBSCRIBE_TOKENS_UNTIL, the old one, under APP_SECRET and during a rotation
 * under APP_SECRET_PREVIOUS; false for anything that is not hex.
 */
export function isValidUnsubscribeToken(
  secret: string,
  email: string,
  token: string,
  now: Date = new Date(),
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(token)) return false;
  const given = Buffer.from(token.toLowerCase(), "hex");
  const same = (expected: string) => timingSafeEqual(Buffer.from(expected, "hex"), given);
  // During a rotation, links signed with APP_SECRET_PREVIOUS too (src/server/keys.ts).
  return verifyingSecrets(secret).some(
    (key) =>
      same(unsubscribeToken(key, email)) ||
      (now < LEGACY_UNSUBSCRIBE_TOKENS_UNTIL && same(legacyUnsubscribeToken(key, email))),
  );
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
 * mailto: fallback that reaches the foundation's mailbox. `url` is the address's
 * `unsubscribeUrl`, when the caller has it already.
 */
export function listUnsubscribeHeaders(
  options: UnsubscribeLinkOptions,
  email: string,
  url = unsubscribeUrl(options, email),
): Record<string, string> {
  const subject = encodeURIComponent(`Afmelden nieuwsbrief ${email}`);
  return {
    "List-Unsubscribe": `<${url}>, <mailto:${options.mailbox}?subject=${subject}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
