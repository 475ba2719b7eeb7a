import { and, eq, isNull } from "drizzle-orm";
import { createElement } from "react";
import type { Services } from "../../services";
import type { Db } from "../../db/client";
import { donations } from "../../db/schema";
import { DonationReceiptEmail, donationReceiptSubject } from "../../emails/donation-receipt";

/**
 * Sends the receipt of a paid donation at most once: setting confirmation_sent_at is
 * the atomic guard, and the e-mail row is written in the same transaction, so a guard
 * set without its e-mail is rolled back. The e-mail carries the receipt as PDF.
 */
export async function sendReceipt(
  tx: Db,
  donationId: string,
  { mailer, config }: Pick<Services, "mailer" | "config">,
): Promise<boolean> {
  const [row] = await tx
    .update(donations)
    .set({ confirmationSentAt: new Date() })
    .where(
      and(
        eq(donations.id, donationId),
        eq(donations.status, "paid"),
        isNull(donations.confirmationSentAt),
      ),
    )
    .returning();
  if (!row) return false;
  await mailer.send({
    template: "donation-receipt",
    to: row.email,
    replyTo: config.FOUNDATION_EMAIL,
    subject: donationReceiptSubject(row.kind),
    element: createElement(DonationReceiptEmail, {
      donationId: row.id,
      kind: row.kind,
      amountCents: row.amountCents,
      purpose: row.purpose,
      donorName: row.firstName ?? (row.kind === "sadaqah1" ? undefined : (row.name ?? undefined)),
      paidAt: row.paidAt ?? new Date(),
      siteUrl: config.PUBLIC_URL,
    }),
    // The 'kwitantie' as PDF, rendered when the e-mail is sent.
    attachments: [{ kind: "receipt", donationId: row.id }],
    db: tx,
  });
  return true;
}
