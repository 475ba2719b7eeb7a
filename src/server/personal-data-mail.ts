import { parseCustomEmails } from "@shared/schemas/newsletter";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { selectRows } from "./db/rows";
import { newsletters, outboundEmails, sessions, users, verifications } from "./db/schema";
import { at, count, type Erased, deleteWhere, emailIs } from "./personal-data-sql";

/**
 * The statements behind the register's entries for e-mail and admin accounts
 * (src/server/personal-data.ts) that take more than one line.
 */

/** The e-mails to the address, or whose replies go to it (a contact form's notice). */
export function sentTo(email: string) {
  return sql`(${emailIs(outboundEmails.toAddress, email)} or ${emailIs(outboundEmails.replyTo, email)})`;
}

/**
 * A link's secret: the `token` or `t` parameter of a sign-in, confirmation, unsubscribe or
 * gift link (base64url or hex, a sign-in token with a dot inside; a dot at its end closes
 * the sentence). The export keeps where a link leads, not what opens it: whoever holds the
 * exported file (the admin, a mailbox on the way) must not be able to use it.
 */
const LINK_SECRET = /([?&](?:token|t)=)[\w.%~-]*[\w%~-]/g;

function withoutLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, "$1[verwijderd]");
}

/**
 * The site's e-mails to the address, without their HTML copy (the text says the same) and
 * without the secrets of the links in them.
 */
export async function findSentEmails(db: Db, email: string) {
  const rows = await db
    .select({
      id: outboundEmails.id,
      template: outboundEmails.template,
      toAddress: outboundEmails.toAddress,
      replyTo: outboundEmails.replyTo,
      subject: outboundEmails.subject,
      text: outboundEmails.text,
      status: outboundEmails.status,
      createdAt: outboundEmails.createdAt,
      sentAt: outboundEmails.sentAt,
    })
    .from(outboundEmails)
    .where(sentTo(email));
  return rows.map((row) => ({ ...row, text: withoutLinkSecrets(row.text) }));
}

/** The newsletters sent to the address, with their titles. */
export function findDeliveries(db: Db, email: string) {
  return selectRows<Record<string, unknown>>(
    db,
    sql`select d.id, n.title as "newsletter", d.batch, d.email, d.name, d.status,
        d.sent_at as "sentAt", d.created_at as "createdAt"
      from newsletter_deliveries d join newsletters n on n.id = d.newsletter_id
      where lower(d.email) = lower(${email}) order by d.created_at`,
  );
}

/** A newsletter's list of single addresses without `email`; null when none is left. */
function withoutAddress(list: string | null, email: string): string | null {
  const rest = parseCustomEmails(list).filter((a) => a.toLowerCase() !== email.toLowerCase());
  return rest.length > 0 ? rest.join(", ") : null;
}

/** Newsletters sent to a list of single addresses that holds `email` itself. */
async function newslettersWithAddress(db: Db, email: string) {
  const rows = await db
    .select({
      id: newsletters.id,
      title: newsletters.title,
      customEmail: newsletters.customEmail,
      sentAt: newsletters.sentAt,
      createdAt: newsletters.createdAt,
    })
    .from(newsletters)
    // A cheap first cut; the list's own addresses decide (`x${email}` is someone else).
    .where(sql`position(lower(${email}) in lower(${newsletters.customEmail})) > 0`);
  return rows.filter((n) =>
    parseCustomEmails(n.customEmail).some((a) => a.toLowerCase() === email.toLowerCase()),
  );
}

/**
 * Those newsletters as the person's record: the list shows the person's own address only,
 * since the others on it are other people's data.
 */
export async function findNewslettersTo(db: Db, email: string) {
  const rows = await newslettersWithAddress(db, email);
  return rows.map((n) => ({
    ...n,
    customEmail: parseCustomEmails(n.customEmail).find(
      (a) => a.toLowerCase() === email.toLowerCase(),
    ),
  }));
}

/** Takes the address out of those newsletters' lists; the newsletters stay. */
export async function eraseFromNewsletters(tx: Db, email: string): Promise<Erased> {
  const found = await newslettersWithAddress(tx, email);
  for (const n of found) {
    await tx
      .update(newsletters)
      .set({ customEmail: withoutAddress(n.customEmail, email) })
      .where(eq(newsletters.id, n.id));
  }
  return { deleted: 0, anonymised: found.length };
}

/** Clears the single addresses of newsletters sent (or last changed) before the cutoff. */
export function clearNewsletterAddresses(db: Db, cutoff: Date): Promise<number> {
  return count(
    db,
    sql`update newsletters set custom_email = null
      where custom_email is not null and coalesce(sent_at, updated_at) < ${at(cutoff)}
      returning 1`,
  );
}

/** The sessions of the address's admin account. */
const ofUser = (email: string) =>
  sql`${sessions.userId} in (select id from users where lower(email) = lower(${email}))`;

/** Sessions without their token: when, from which IP address and browser. */
export function findSessions(db: Db, email: string) {
  return db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(ofUser(email));
}

export async function eraseSessions(tx: Db, email: string): Promise<Erased> {
  return { deleted: await deleteWhere(tx, sessions, ofUser(email)), anonymised: 0 };
}

/** The account, without what the auth library keeps apart (password hash, roles). */
export function findAccounts(db: Db, email: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(emailIs(users.email, email));
}

/** A link's token is a secret: only when it was made and until when it worked. */
export function findLinks(db: Db, email: string) {
  return db
    .select({
      id: verifications.id,
      createdAt: verifications.createdAt,
      expiresAt: verifications.expiresAt,
    })
    .from(verifications)
    .where(emailIs(verifications.identifier, email));
}

/** The signed-in admin cannot erase their own account: the area would lose its last guard. */
export async function refuseOwnAccount(_db: Db, email: string, admin: { email: string }) {
  return admin.email.toLowerCase() === email.toLowerCase()
    ? "Je kunt je eigen account niet wissen. Laat een andere beheerder dit doen."
    : null;
}
