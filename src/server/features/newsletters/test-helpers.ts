import type { FastifyInstance } from "fastify";

export const newsletterInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Winterhulp Gaza",
  subject: "Nieuws over de winterhulp",
  content: "Beste lezer,\n\nDankzij u konden we 1000 gezinnen helpen.",
  project_filter: "all",
  project_id: "",
  destination_filter: "",
  image_url: "",
  video_url: "",
  donation_link: "https://www.stichtingqamar.nl/doneren",
  custom_email: "",
  flyer_mode: false,
  ...overrides,
});

/** Inserts subscribers straight into the database (fast set-up for send tests). */
export async function insertSubscribers(
  app: FastifyInstance,
  emails: string[],
  subscribed = true,
): Promise<void> {
  await app.services.database.query(
    `insert into email_subscribers (email, name, source, subscribed)
     select e, 'Abonnee ' || n, 'manual', $2 from unnest($1::text[]) with ordinality as t(e, n)`,
    [emails, subscribed],
  );
}

/**
 * Every delivery finished and every sent one confirmed by the server (its 250 arrived):
 * a row is marked sent just before its final dot, so 'done' alone can be a moment early.
 */
export async function allSettled(app: FastifyInstance): Promise<boolean> {
  const { rows } = await app.services.database.query<{ n: number }>(
    `select count(*)::int as n from newsletter_deliveries
      where status = 'queued' or (status = 'sent' and accepted_at is null)`,
  );
  return rows[0]!.n === 0;
}
