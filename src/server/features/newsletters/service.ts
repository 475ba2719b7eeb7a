import type {
  NewsletterDto,
  NewsletterForm,
  NewsletterListItem,
  SendProgress,
} from "@shared/schemas/newsletter";
import { desc, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { campaigns, newsletters } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { cleanNewsletterContent } from "../../emails/newsletter-content";
import { InvalidInputError, NotFoundError } from "../../http/errors";
import { currentOutage } from "./store";

type Row = typeof newsletters.$inferSelect;

export function toDto(n: Row): NewsletterDto {
  return {
    id: n.id,
    title: n.title,
    subject: n.subject,
    content: n.content,
    project_filter: n.projectFilter,
    project_id: n.projectId,
    destination_filter: n.destinationFilter,
    image_url: n.imageUrl,
    video_url: n.videoUrl,
    donation_link: n.donationLink,
    custom_email: n.customEmail,
    flyer_mode: n.flyerMode,
    status: n.status,
    created_at: n.createdAt.toISOString(),
    sent_at: n.sentAt?.toISOString() ?? null,
  };
}

/** Form values to columns; the content is cleaned with the allowlist before it is stored. */
export function columns(form: NewsletterForm) {
  return {
    title: form.title,
    subject: form.subject,
    content: cleanNewsletterContent(form.content),
    projectFilter: form.project_filter,
    // Only the value the filter uses is kept, so a stale choice never sends by surprise.
    projectId: form.project_filter === "specific_project" ? form.project_id : null,
    destinationFilter:
      form.project_filter === "specific_destination" ? form.destination_filter : null,
    customEmail: form.project_filter === "custom_email" ? form.custom_email : null,
    imageUrl: form.image_url,
    videoUrl: form.video_url,
    donationLink: form.donation_link,
    flyerMode: form.flyer_mode,
  };
}

async function assertProject(db: Db, form: NewsletterForm): Promise<void> {
  if (form.project_filter !== "specific_project" || !form.project_id) return;
  const [found] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, form.project_id));
  if (!found) throw new InvalidInputError("Kies een project");
}

type LastSend = NonNullable<NewsletterListItem["last_send"]>;

/** The counts of the latest send of every newsletter, or of newsletter `id`. */
function latestSends(db: Db, id?: string) {
  return selectRows<LastSend & { newsletter_id: string }>(
    db,
    sql`select d.newsletter_id, d.batch, count(*)::int as total,
      count(*) filter (where d.status = 'sent')::int as sent,
      count(*) filter (where d.status = 'failed')::int as failed,
      count(*) filter (where d.status = 'queued')::int as remaining,
      count(*) filter (where d.uncertain)::int as uncertain
    from newsletter_deliveries d
    join (select newsletter_id, max(batch) as batch from newsletter_deliveries
          where ${id === undefined ? sql`true` : sql`newsletter_id = ${id}`}
          group by newsletter_id) l on l.newsletter_id = d.newsletter_id and l.batch = d.batch
    group by d.newsletter_id, d.batch`,
  );
}

/** Newest first, with the counts of each newsletter's latest send. */
export async function listNewsletters(db: Db): Promise<NewsletterListItem[]> {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt));
  const byId = new Map(
    (await latestSends(db)).map(({ newsletter_id, ...s }) => [newsletter_id, s]),
  );
  return rows.map((n) => ({ ...toDto(n), last_send: byId.get(n.id) ?? null }));
}

/** The newsletter `id` (`lock`: for update, in a transaction); 404 when there is none. */
export async function getNewsletter(db: Db, id: string, lock = false): Promise<Row> {
  const query = db.select().from(newsletters).where(eq(newsletters.id, id));
  const [row] = isUuid(id) ? await (lock ? query.for("update") : query) : [];
  if (!row) throw new NotFoundError("Nieuwsbrief niet gevonden");
  return row;
}

export async function createNewsletter(db: Db, form: NewsletterForm): Promise<NewsletterDto> {
  await assertProject(db, form);
  const [row] = await db.insert(newsletters).values(columns(form)).returning();
  return toDto(row!);
}

export async function updateNewsletter(
  db: Db,
  id: string,
  form: NewsletterForm,
): Promise<NewsletterDto> {
  await getNewsletter(db, id);
  await assertProject(db, form);
  const [row] = await db
    .update(newsletters)
    .set({ ...columns(form), updatedAt: sql`now()` })
    .where(eq(newsletters.id, id))
    .returning();
  return toDto(row!);
}

export async function deleteNewsletter(db: Db, id: string): Promise<void> {
  await getNewsletter(db, id);
  // Deliveries go with it (cascade); a worker holding one loses its claim and sends nothing.
  await db.delete(newsletters).where(eq(newsletters.id, id));
}

/** Sent / failed / remaining of the latest send: the admin's progress bar. */
export async function sendProgress(database: Database, id: string): Promise<SendProgress> {
  await getNewsletter(database.db, id);
  const [last] = await latestSends(database.db, id);
  const totals = last ?? { batch: null, total: 0, sent: 0, failed: 0, remaining: 0, uncertain: 0 };
  const outage = totals.remaining > 0 ? await currentOutage(database) : null;
  return { ...totals, newsletterId: id, done: totals.remaining === 0, outage };
}
