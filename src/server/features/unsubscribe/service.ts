import { isEmailAddress } from "@shared/schemas/fields";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { isValidUnsubscribeToken } from "../../emails/unsubscribe-link";
import { storeOptOut } from "../../newsletter-opt-outs";

/** How an unsubscribe ends: success, or the code the home page names in its toast. */
export type UnsubscribeOutcome =
  | "success"
  | "invalid_email"
  | "invalid_token"
  | "email_not_found"
  | "database_error"
  | "server_error";

/**
 * Unsubscribes the address of a newsletter link (GET) or a mail app's one-click POST
 * (RFC 8058). Repeating it is harmless. A donor who got a newsletter without being a
 * subscriber is stored as unsubscribed, so no later send includes them; an address we
 * never wrote to is 'email_not_found' (docs/decisions/051).
 */
export async function unsubscribe(
  db: Db,
  secret: string,
  email: unknown,
  token: unknown,
): Promise<UnsubscribeOutcome> {
  const address = typeof email === "string" ? email.trim() : "";
  if (!isEmailAddress(address)) return "invalid_email";
  if (typeof token !== "string" || !isValidUnsubscribeToken(secret, address, token)) {
    return "invalid_token";
  }
  try {
    const updated = await selectRows(
      db,
      sql`update email_subscribers
        set subscribed = false, unsubscribed_at = coalesce(unsubscribed_at, now()),
            updated_at = now()
      where lower(email) = lower(${address}) returning id`,
    );
    if (updated.length > 0) return "success";
    const mailed = await selectRows(
      db,
      sql`select 1 from newsletter_deliveries
      where lower(email) = lower(${address}) limit 1`,
    );
    if (mailed.length === 0) return "email_not_found";
    await storeOptOut(db, address, "manual");
    return "success";
  } catch {
    return "database_error";
  }
}
