import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * Every key the app uses is derived from APP_SECRET with HKDF-SHA256 and a label of its
 * own, so no key can be computed from another, or from a token made with another: the
 * auth library's secret is not the unsubscribe token of any address, and a future use
 * (sign-in links, ...) adds a label here instead of reusing a key. docs/decisions/042.
 */
export const KEY_LABELS = {
  /** better-auth's secret (signed session cookies). */
  auth: "qamar/better-auth/v1",
  /** HMAC key of the newsletter unsubscribe links. */
  unsubscribe: "qamar/unsubscribe/v1",
  /** HMAC key of the links with which a donor pauses or stops a monthly gift. */
  monthlyGift: "qamar/monthly-gift/v1",
  /** HMAC key of the e-mailed sign-in links of 'Mijn giften'. */
  donorSignIn: "qamar/donor-sign-in/v1",
  /** HMAC key of the links that confirm a newsletter sign-up (double opt-in). */
  newsletterSignup: "qamar/newsletter-signup/v1",
} as const;

export type KeyName = keyof typeof KEY_LABELS;

const SALT = "stichting-qamar";

const derived = new Map<string, string>();

/** 32 bytes for `name`, hex-encoded. The same secret and name always give the same key. */
export function deriveKey(appSecret: string, name: KeyName): string {
  // Remembered: a newsletter asks for the unsubscribe key once per recipient.
  const id = `${name}\u0000${appSecret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", appSecret, SALT, KEY_LABELS[name], 32)).toString("hex");
    derived.set(id, key);
  }
  return key;
}

/** A link's signature: HMAC-SHA256 of `message` with the key `name`, base64url. */
export function sign(appSecret: string, name: KeyName, message: string): string {
  return createHmac("sha256", deriveKey(appSecret, name)).update(message).digest("base64url");
}

/**
 * APP_SECRET_PREVIOUS of the app whose APP_SECRET is the key: while a rotation runs, links
 * signed with the old secret (newsletters, monthly-gift e-mails in inboxes) still verify;
 * new ones are signed with the new secret only. Set once by `buildApp`.
 */
const previousSecrets = new Map<string, string>();

/** From now on, what `appSecret` verifies, `previous` verifies too (see `verifyingSecrets`). */
export function acceptPreviousSecret(appSecret: string, previous: string | undefined): void {
  if (previous && previous !== appSecret) previousSecrets.set(appSecret, previous);
  else previousSecrets.delete(appSecret);
}

/** The secrets a link may be signed with: `appSecret`, then APP_SECRET_PREVIOUS if set. */
export function verifyingSecrets(appSecret: string): string[] {
  const previous = previousSecrets.get(appSecret);
  return previous ? [appSecret, previous] : [appSecret];
}

/**
 * True when `signature` is `sign(secret, name, message)` for the app's secret or, during a
 * rotation, its previous one; compared in constant time.
 */
export function isSigned(
  appSecret: string,
  name: KeyName,
  message: string,
  signature: string,
): boolean {
  const given = Buffer.from(signature);
  return verifyingSecrets(appSecret).some((secret) => {
    const expected = Buffer.from(sign(secret, name, message));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
