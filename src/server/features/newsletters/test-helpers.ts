import type { FastifyInstance } from "fastify";
import { signUp } from "../auth/test-helpers";

/** Test-only: an admin session and JSON calls to /api/admin/* as that admin's browser. */
export async function adminClient(app: FastifyInstance) {
  const { cookie } = await signUp(app, "beheerder@example.org", { ip: "10.9.0.1" });
  const headers = { cookie, origin: app.services.config.PUBLIC_URL };
  const call = async (method: string, url: string, payload?: unknown) => {
    const res = await app.inject({
      method: method as "GET",
      url: `/api/admin${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.body ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, body };
  };
  return {
    cookie,
    headers,
    get: (url: string) => call("GET", url),
    post: (url: string, payload: unknown = {}) => call("POST", url, payload),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    patch: (url: string, payload: unknown) => call("PATCH", url, payload),
    delete: (url: string) => call("DELETE", url),
  };
}

export const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 50));
  }
};

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
