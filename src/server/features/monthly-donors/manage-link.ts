import { createHmac, timingSafeEqual } from "node:crypto";
import { paths } from "@shared/paths";
import { deriveKey } from "../../keys";

/**
 * The link in every monthly-gift e-mail with which the donor pauses or stops the gift
 * without an account: the mandate's id signed with a key of its own (HMAC-SHA256).
 */
function manageToken(appSecret: string, mandateId: string): string {
  return createHmac("sha256", deriveKey(appSecret, "monthlyGift"))
    .update(mandateId)
    .digest("base64url");
}

export function isValidManageToken(appSecret: string, mandateId: string, token: string): boolean {
  const expected = Buffer.from(manageToken(appSecret, mandateId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function manageUrl(publicUrl: string, appSecret: string, mandateId: string): string {
  const query = new URLSearchParams({ m: mandateId, t: manageToken(appSecret, mandateId) });
  return `${publicUrl}${paths.monthlyGift}?${query}`;
}
