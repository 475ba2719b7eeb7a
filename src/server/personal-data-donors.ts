import { formatCents } from "@shared/money";
import { periodicGiftStatusLabels } from "@shared/periodic-gift";
import { retentionTerms as terms } from "@shared/retention";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { selectRows } from "./db/rows";
import {
  donorSessions,
  donorSignInLinks,
  newsletterSignups,
  periodicGifts,
  statementSends,
} from "./db/schema";
import {
  at,
  deletedByEmail,
  deleteWhere,
  emailIs,
  olderThan,
  type PersonalDataEntry,
  snippet,
} from "./personal-data-sql";

/**
 * The register's entries (src/server/personal-data.ts) for what donors leave beyond their
 * gifts: periodic gift agreements, yearly statements sent, 'Mijn giften' sign-ins and
 * newsletter sign-ups that wait for their confirmation.
 */

/** January 1 (UTC) after the agreement's last year: from then on the gift has ended. */
const agreementEnd = sql`make_timestamptz(${periodicGifts.startYear} + ${periodicGifts.durationYears}, 1, 1, 0, 0, 0, 'UTC')`;

/** A signed agreement still binds the donor while its last year has not ended. */
const runningAgreement = sql`${periodicGifts.status} = 'signed'
  and ${agreementEnd} > now()`;

/** An agreement's form sent for signing: not a tax document until it is signed. */
const unsigned = sql`${periodicGifts.status} = 'sent'`;

/** A running agreement is the donor's tax document: it is ended first, with the donor. */
async function refuseRunningAgreement(db: Db, email: string): Promise<string | null> {
  const running = await selectRows(
    db,
    sql`select 1 from ${periodicGifts}
      where ${emailIs(periodicGifts.email, email)} and ${runningAgreement} limit 1`,
  );
  return running.length > 0
    ? "Deze persoon heeft nog een lopende periodieke gift. Een ondertekende overeenkomst loopt tot en met het laatste jaar; daarna kun je de gegevens wissen."
    : null;
}

/**
 * A 'Mijn giften' sign-in link or session, deleted on erasure. A secret's hash is no one's
 * business: the export says when the link or session was made and until when.
 */
function donorAccess(table: typeof donorSignInLinks | typeof donorSessions) {
  return {
    ...deletedByEmail(table),
    find: (db: Db, email: string) =>
      db
        .select({ id: table.id, createdAt: table.createdAt, expiresAt: table.expiresAt })
        .from(table)
        .where(emailIs(table.email, email)),
  };
}

export const donorData: PersonalDataEntry[] = [
  {
    table: periodicGifts,
    label: "Periodieke giften",
    rules: [
      {
        term: terms.periodicGifts,
        apply: (db, cutoff) => deleteWhere(db, periodicGifts, sql`${agreementEnd} < ${at(cutoff)}`),
      },
      {
        term: terms.periodicUnsigned,
        apply: (db, cutoff) =>
          deleteWhere(
            db,
            periodicGifts,
            sql`${unsigned} and ${periodicGifts.createdAt} < ${at(cutoff)}`,
          ),
      },
    ],
    onErasure: "keep",
    erasureNote:
      "Een ondertekende overeenkomst is een fiscaal document: die blijft tot zeven jaar na het laatste jaar van de gift ongewijzigd bewaard. Een overeenkomst die nooit ondertekend terugkwam wordt verwijderd. Zolang een ondertekende gift loopt, kun je niet wissen.",
    find: (db, email) => db.select().from(periodicGifts).where(emailIs(periodicGifts.email, email)),
    describe: (g) =>
      `${g.transactionNumber} · ${formatCents(Number(g.yearlyAmountCents))} per jaar · ${g.startYear}, ${g.durationYears} jaar · ${periodicGiftStatusLabels[g.status as "sent" | "signed"] ?? g.status}`,
    erase: async (tx, email) => ({
      deleted: await deleteWhere(
        tx,
        periodicGifts,
        sql`${emailIs(periodicGifts.email, email)} and ${unsigned}`,
      ),
      anonymised: 0,
    }),
    refuse: refuseRunningAgreement,
  },
  {
    ...deletedByEmail(statementSends),
    label: "Verstuurde jaaroverzichten",
    rules: [
      { term: terms.statementSends, apply: olderThan(statementSends, statementSends.sentAt) },
    ],
    describe: (s) => `Jaaroverzicht ${s.year}`,
  },
  {
    ...deletedByEmail(newsletterSignups),
    label: "Onbevestigde aanmeldingen voor de nieuwsbrief",
    rules: [
      { term: terms.signups, apply: olderThan(newsletterSignups, newsletterSignups.expiresAt) },
    ],
    describe: (s) => snippet(s.consentText),
  },
  {
    ...donorAccess(donorSignInLinks),
    label: "Inloglinks voor Mijn giften",
    rules: [
      { term: terms.donorLinks, apply: olderThan(donorSignInLinks, donorSignInLinks.expiresAt) },
    ],
    describe: () => "Link",
  },
  {
    ...donorAccess(donorSessions),
    label: "Inlogsessies van Mijn giften",
    rules: [
      { term: terms.donorSessions, apply: olderThan(donorSessions, donorSessions.expiresAt) },
    ],
    describe: () => "Sessie",
  },
];
