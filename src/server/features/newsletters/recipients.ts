import {
  type NewsletterFilter,
  PREVIEW_RECIPIENTS,
  parseCustomEmails,
  type RecipientPreview,
} from "@shared/schemas/newsletter";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { isEmailAddressSql } from "../../db/email-rule";
import { isSuppressed } from "../../db/suppressions";

/** The recipient choice of a newsletter, saved or not. */
export interface RecipientFilter {
  projectFilter: NewsletterFilter;
  projectId: string | null;
  destinationFilter: string | null;
  customEmail: string | null;
}

const donorName = sql`coalesce(nullif(trim(name), ''),
  nullif(trim(concat_ws(' ', first_name, last_name)), ''), nullif(trim(company_name), ''))`;

/** Every candidate address with a name and a sort key, before deduplication. */
function candidates(f: RecipientFilter): SQL {
  if (f.projectFilter === "all") {
    return sql`select email, name, -extract(epoch from created_at) as sort
      from email_subscribers where subscribed`;
  }
  if (f.projectFilter === "custom_email") {
    return sql`select e.email, null::text as name, e.sort::float8 as sort
      from unnest(${sql.param(parseCustomEmails(f.customEmail))}::text[]) with ordinality as e(email, sort)`;
  }
  // Donors are people whose donation was paid.
  const which =
    f.projectFilter === "specific_project"
      ? sql`campaign_id = ${f.projectId}`
      : sql`destination = ${f.destinationFilter}`;
  return sql`select email, ${donorName} as name, -extract(epoch from created_at) as sort
    from donations where status = 'paid' and ${which}`;
}

/**
 * The filter's addresses: one per address whatever its case (the first-seen spelling),
 * only addresses by the site's e-mail rule (a donation stored long ago may hold another:
 * its mail would bounce and its unsubscribe link would not work), never an address that
 * unsubscribed, whatever the filter.
 */
function addressesQuery(f: RecipientFilter): SQL {
  return sql`select distinct on (lower(trim(c.email))) trim(c.email) as email, c.name, c.sort
    from (${candidates(f)}) c
    where ${isEmailAddressSql(sql`trim(c.email)`)}
      and not exists (select 1 from email_subscribers s
        where lower(s.email) = lower(trim(c.email)) and not s.subscribed)
    order by lower(trim(c.email)), c.sort`;
}

/**
 * Recipients of a newsletter: the filter's addresses without those on the suppression
 * list (addresses the mail server refused permanently).
 */
export function recipientsQuery(f: RecipientFilter): SQL {
  return sql`select a.email, a.name, a.sort from (${addressesQuery(f)}) a
    where not ${isSuppressed(sql`a.email`)}`;
}

/** How many a filter reaches, the first few, and how many it leaves out as suppressed. */
export async function previewRecipients(db: Db, f: RecipientFilter): Promise<RecipientPreview> {
  const [count, first] = await Promise.all([
    selectRows<{ total: number; suppressed: number }>(
      db,
      sql`select count(*) filter (where not s)::int as total,
        count(*) filter (where s)::int as suppressed
        from (select ${isSuppressed(sql`a.email`)} as s from (${addressesQuery(f)}) a) x`,
    ),
    selectRows<{ email: string; name: string | null }>(
      db,
      sql`select email, name from (${recipientsQuery(f)}) r order by sort, lower(email) limit ${PREVIEW_RECIPIENTS}`,
    ),
  ]);
  return { total: count[0]?.total ?? 0, suppressed: count[0]?.suppressed ?? 0, first };
}
