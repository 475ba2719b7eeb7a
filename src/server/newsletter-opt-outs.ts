import type { SubscriberSource } from "@shared/newsletter-consent";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { selectRows } from "./db/rows";

/**
 * Stores that `email` wants no newsletter: its subscriber row (any case) is marked
 * unsubscribed, or, for an address that is no subscriber (a donor the project and
 * destination filters reach), an unsubscribed row is added with `source`, so no filter
 * includes it again (docs/decisions/051). Repeating it changes nothing; the first
 * unsubscribe time stays. The row is the opt-out itself: the retention job keeps it.
 */
export async function storeOptOut(db: Db, email: string, source: SubscriberSource): Promise<void> {
  await selectRows(
    db,
    sql`insert into email_subscribers (email, source, subscribed, unsubscribed_at)
      values (${email}, ${source}, false, now())
      on conflict ((lower(email))) do update set subscribed = false, updated_at = now(),
        unsubscribed_at = coalesce(email_subscribers.unsubscribed_at, now())
      returning id`,
  );
}
