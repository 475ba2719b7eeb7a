import {
  type NewsletterFilter,
  PREVIEW_RECIPIENTS,
  parseCustomEmails,
  type RecipientPreview,
} from "@shared/schemas/newsletter";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";

/** The recipient choice of a newsletter (spec 02 §3), saved or not. */
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
  switch (f.projectFilter) {
    case "all":
      return sql`select email, name, -extract(epoch from created_at) as sort
        from email_subscribers where subscribed`;
    // Donors are people whose donation was paid (docs/decisions/051).
    case "specific_project":
      return sql`select email, ${donorName} as name, -extract(epoch from created_at) as sort
        from donations where status = 'paid' and campaign_id = ${f.projectId}`;
    case "specific_destination":
      return sql`select email, ${donorName} as name, -extract(epoch from created_at) as sort
        from donations where status = 'paid' and destination = ${f.destinationFilter}`;
    case "custom_email": {
      const list = parseCustomEmails(f.customEmail);
      return sql`select e.email, null::text as name, e.sort::float8 as sort
        from unnest(${sql.param(list)}::text[]) with ordinality as e(email, sort)`;
    }
  }
}

/**
 * Recipients of a newsletter: one per address whatever its case (the first-seen
 * spelling), never an address that unsubscribed, whatever the filter (issue 8).
 */
export function recipientsQuery(f: RecipientFilter): SQL {
  return sql`select distinct on (lower(c.email)) trim(c.email) as email, c.name, c.sort
    from (${candidates(f)}) c
    where position('@' in c.email) > 0
      and not exists (select 1 from email_subscribers s
        where lower(s.email) = lower(trim(c.email)) and not s.subscribed)
    order by lower(c.email), c.sort`;
}

/** Spec 02 §7 get_newsletter_recipients, without inserting a draft: count + first 5. */
export async function previewRecipients(db: Db, f: RecipientFilter): Promise<RecipientPreview> {
  const r = recipientsQuery(f);
  const [count, first] = await Promise.all([
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from (${r}) r`),
    selectRows<{ email: string; name: string | null }>(
      db,
      sql`select email, name from (${r}) r order by sort, lower(email) limit ${PREVIEW_RECIPIENTS}`,
    ),
  ]);
  return { total: count[0]?.total ?? 0, first: first.map((x) => ({ ...x })) };
}
