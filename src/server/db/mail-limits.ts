import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { outboundEmails } from "./schema";

/**
 * How many e-mails a visitor's request may make the site send to one address: forms that
 * mail whatever address was typed must not let anyone fill somebody else's mailbox from
 * the foundation's domain. Past the limit the request is still carried out and stored;
 * only the e-mail is left out (docs/product/forms.md, 'E-mails to the address typed').
 */
export const VISITOR_MAIL_LIMITS = {
  /** Password links (sign-up, reset, first admin): one a minute. */
  passwordLink: { count: 1, withinMs: 60_000 },
  /** 'Mijn giften' sign-in links: one a minute; the last one still works. */
  donorSignIn: { count: 1, withinMs: 60_000 },
  /** A periodic gift's agreement, a monthly gift's confirmation: three an hour. */
  confirmation: { count: 3, withinMs: 60 * 60_000 },
} as const;

export type MailLimit = (typeof VISITOR_MAIL_LIMITS)[keyof typeof VISITOR_MAIL_LIMITS];

/**
 * Whether another e-mail of `template` to `to` stays within `limit`, counting the outbox
 * (sent or still waiting). Run it in the transaction that writes the e-mail: it takes a
 * lock per address and template, held to the transaction's end, so two requests at once
 * cannot both count below the limit and both send.
 */
export async function mayMail(
  tx: Db,
  template: string,
  to: string,
  limit: MailLimit,
  now = new Date(),
): Promise<boolean> {
  const address = to.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${template}:${address}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(outboundEmails)
    .where(
      and(
        eq(sql`lower(${outboundEmails.toAddress})`, address),
        eq(outboundEmails.template, template),
        gt(outboundEmails.createdAt, new Date(now.getTime() - limit.withinMs)),
      ),
    );
  return (row?.n ?? 0) < limit.count;
}
