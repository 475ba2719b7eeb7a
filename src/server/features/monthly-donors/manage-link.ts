import { paths } from "@shared/paths";
import { isSigned, sign } from "../../keys";

/**
 * The link in every monthly-gift e-mail with which the donor pauses or stops the gift
 * without an account: the mandate's id signed with a key of its own (HMAC-SHA256).
 */
export function isValidManageToken(appSecret: string, mandateId: string, token: string): boolean {
  return isSigned(appSecret, "monthlyGift", mandateId, token);
}

export function manageUrl(publicUrl: string, appSecret: string, mandateId: string): string {
  const query = new URLSearchParams({ m: mandateId, t: sign(appSecret, "monthlyGift", mandateId) });
  return `${publicUrl}${paths.monthlyGift}?${query}`;
}
