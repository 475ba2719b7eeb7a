import type { MandateStatus } from "@shared/mandate";
import type { MonthlyGift, MonthlyGiftAction } from "@shared/schemas/monthly-gift";
import type { MonthlyGiftChange } from "@shared/schemas/monthly-giving";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { donations, monthlyDonors } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../http/errors";
import { isValidManageToken } from "./manage-link";

type MonthlyDonorRow = typeof monthlyDonors.$inferSelect;

/** A gift as it will be after a change. */
interface NextGift {
  status: MandateStatus;
  amountCents: number;
}

/**
 * Runs before a change is stored, with the gift as it is and as it will be: keeps a
 * collector elsewhere (Mollie) in step. No transaction is open while it runs; the gift is
 * held by `claimGift` instead. It answers the subscription to store (null when cancelled).
 * When it throws, nothing changes and the change can be tried again.
 */
export type SyncCollector = (
  db: Db,
  gift: MonthlyDonorRow,
  next: NextGift,
) => Promise<{
  mollieSubscriptionId?: string | null;
  mollieSubscriptionsMade?: number;
  mollieCollectionStart?: string | null;
  mollieSubscriptionHistory?: string[];
}>;

/** How long a claim holds a gift: far longer than one call to Mollie may take. */
const CLAIM_SECONDS = 120;
const BUSY = "Deze gift wordt op dit moment gewijzigd. Probeer het over een minuut opnieuw.";

/**
 * Holds the gift for one change while Mollie is asked, with one conditional update
 * (`mollieClaimedUntil`, the database's own clock): no transaction or lock stays open during
 * the call, and a second change meanwhile gets nothing (undefined). The claim ends with
 * the change's own update, with `releaseGift`, or, left by a crashed instance, on its own.
 */
export async function claimGift(db: Db, id: string): Promise<MonthlyDonorRow | undefined> {
  const [row] = await db
    .update(monthlyDonors)
    .set({
      mollieClaimedUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${CLAIM_SECONDS}))`,
    })
    .where(
      and(
        eq(monthlyDonors.id, id),
        or(
          isNull(monthlyDonors.mollieClaimedUntil),
          lt(monthlyDonors.mollieClaimedUntil, sql`now()`),
        ),
      ),
    )
    .returning();
  return row;
}

/** The condition of an update made under `claimed`'s claim (nothing when it ran out). */
export const underClaim = (claimed: MonthlyDonorRow) =>
  and(
    eq(monthlyDonors.id, claimed.id),
    eq(monthlyDonors.mollieClaimedUntil, claimed.mollieClaimedUntil!),
  );

/** Ends a claim without a change (the change was refused or Mollie failed). */
export async function releaseGift(db: Db, claimed: MonthlyDonorRow): Promise<void> {
  await db.update(monthlyDonors).set({ mollieClaimedUntil: null }).where(underClaim(claimed));
}

const INVALID_LINK = "Deze link is ongeldig.";

const gift = {
  mandateReference: monthlyDonors.mandateReference,
  firstName: monthlyDonors.firstName,
  amountCents: monthlyDonors.amountCents,
  status: monthlyDonors.mandateStatus,
  // A month paid and later given back ('refunded') was paid: Mollie holds the mandate.
  // (The subqueries name the outer table in full: a column of a one-table select is
  // written unqualified, and `id` would then be the subquery's own.)
  firstPaymentDue: sql<boolean>`(${monthlyDonors.collectedBy} = 'mollie'
    and ${monthlyDonors.mandateStatus} = 'active'
    and ${monthlyDonors.mollieSubscriptionId} is null
    and not exists (select 1 from ${donations} d where d.monthly_donor_id = monthly_donors.id
                    and d.status in ('paid', 'refunded')))`,
  // Its first month given back in full before it ever counted as paid: nothing is collected.
  firstMonthRefunded: sql<boolean>`(${monthlyDonors.collectedBy} = 'mollie'
    and ${monthlyDonors.mandateStatus} = 'active'
    and ${monthlyDonors.mollieSubscriptionId} is null
    and exists (select 1 from ${donations} d where d.monthly_donor_id = monthly_donors.id
                and d.status = 'refunded')
    and not exists (select 1 from ${donations} d where d.monthly_donor_id = monthly_donors.id
                    and d.status = 'paid'))`,
};

/** Which status each action needs, and which it leaves. */
const TRANSITIONS: Record<MonthlyGiftAction, { from: MandateStatus[]; to: MandateStatus }> = {
  pause: { from: ["active"], to: "paused" },
  resume: { from: ["paused"], to: "active" },
  stop: { from: ["active", "paused"], to: "cancelled" },
};

/**
 * A gift Mollie collects, changed while this instance has no Mollie client (no
 * MOLLIE_API_KEY): storing the change would not reach Mollie, which goes on collecting.
 */
const MOLLIE_UNREACHABLE = {
  donor:
    "Deze maandelijkse gift loopt via onze betaaldienst Mollie en kan op dit moment niet via de website worden gewijzigd. Er is niets gewijzigd. Neem contact met ons op, dan passen wij uw gift aan.",
  admin:
    "Deze gift wordt door Mollie geïncasseerd, maar MOLLIE_API_KEY is niet ingesteld: Mollie zou de wijziging niet krijgen en blijven afschrijven. Er is niets gewijzigd. Stel MOLLIE_API_KEY in (ook als PAYMENT_PROVIDER niet op mollie staat) en probeer het opnieuw.",
};

/** Who asks for a change: the donor (texts with 'u') or an admin ('je'). */
export type ChangedBy = keyof typeof MOLLIE_UNREACHABLE;

const REFUSED: Record<MonthlyGiftAction, string> = {
  pause: "Deze maandelijkse gift is niet actief en kan niet gepauzeerd worden.",
  resume: "Deze maandelijkse gift is niet gepauzeerd en kan niet hervat worden.",
  stop: "Deze maandelijkse gift is al gestopt.",
};

/** The gift behind a donor's link; a wrong token looks like an unknown gift. */
export async function ownGift(
  db: Db,
  secret: string,
  id: string,
  token: string,
): Promise<MonthlyGift> {
  if (!isValidManageToken(secret, id, token)) throw new NotFoundError(INVALID_LINK);
  const [row] = await db.select(gift).from(monthlyDonors).where(eq(monthlyDonors.id, id));
  if (!row) throw new NotFoundError(INVALID_LINK);
  return row;
}

/**
 * Applies a donor's or an admin's change: pause, resume or stop, and/or a new amount.
 * Refused (409) when the gift's status does not allow it; a stopped gift stays stopped.
 * The gift is claimed, Mollie is asked (bounded by its client's time limit), then the
 * change and Mollie's answer are stored together; a change of the same gift at that
 * moment is refused (409) rather than waiting. A gift Mollie collects is refused (409)
 * without `sync` (no Mollie client), once it has a Mollie customer: nothing is stored that
 * Mollie would not follow.
 */
async function applyChange(
  db: Db,
  id: string,
  change: MonthlyGiftChange,
  sync: SyncCollector | undefined,
  by: ChangedBy,
): Promise<MonthlyGift> {
  const current = await claimGift(db, id);
  if (!current) {
    const [exists] = await db
      .select({ id: monthlyDonors.id })
      .from(monthlyDonors)
      .where(eq(monthlyDonors.id, id));
    if (!exists) throw new NotFoundError("Maandelijkse gift niet gevonden");
    throw new ConflictError("Even geduld", BUSY);
  }
  try {
    const transition = change.action ? TRANSITIONS[change.action] : undefined;
    if (change.action && !transition!.from.includes(current.mandateStatus)) {
      throw new ConflictError("Niet mogelijk", REFUSED[change.action]);
    }
    if (change.amount !== undefined && current.mandateStatus === "cancelled") {
      throw new ConflictError(
        "Niet mogelijk",
        "Een gestopte maandelijkse gift kan niet meer veranderen.",
      );
    }
    // Without a customer Mollie holds nothing of the gift (no mandate, no subscription).
    if (!sync && current.collectedBy === "mollie" && current.mollieCustomerId) {
      throw new ConflictError("Niet mogelijk", MOLLIE_UNREACHABLE[by]);
    }
    const next: NextGift = {
      status: transition?.to ?? current.mandateStatus,
      amountCents: change.amount ?? current.amountCents,
    };
    const synced = sync ? await sync(db, current, next) : {};
    const [row] = await db
      .update(monthlyDonors)
      .set({
        mandateStatus: next.status,
        amountCents: next.amountCents,
        ...synced,
        mollieClaimedUntil: null,
      })
      .where(underClaim(current))
      .returning(gift);
    if (!row) throw new ConflictError("Even geduld", BUSY);
    return row;
  } catch (error) {
    await releaseGift(db, current);
    throw error;
  }
}

export async function changeOwnGift(
  db: Db,
  secret: string,
  id: string,
  token: string,
  action: MonthlyGiftAction,
  sync?: SyncCollector,
): Promise<MonthlyGift> {
  await ownGift(db, secret, id, token);
  return applyChange(db, id, { action }, sync, "donor");
}

/**
 * A change of a new amount and/or a new status: an admin's, or the donor's own in 'Mijn
 * giften' (`by` "donor").
 */
export const changeGift = (
  db: Db,
  id: string,
  change: MonthlyGiftChange,
  sync?: SyncCollector,
  by: ChangedBy = "admin",
): Promise<MonthlyGift> => applyChange(db, id, change, sync, by);
