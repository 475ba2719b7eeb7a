import { formatCents } from "@shared/money";
import { retentionTerms as terms } from "@shared/retention";
import { donationStatusLabels } from "@shared/schemas/donation-report";
import { mandateStatusLabels, perInterval } from "@shared/mandate";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import {
  contactMessages,
  donations,
  emailSubscribers,
  emailSuppressions,
  monthlyDonors,
  newsletterDeliveries,
  newsletters,
  outboundEmails,
  privacyErasures,
  sepaBatches,
  sessions,
  users,
  verifications,
  volunteerApplications,
} from "./db/schema";
import { donorData } from "./personal-data-donors";
import {
  anonymiseDonations,
  anonymiseEndedGifts,
  deleteUncollectedGifts,
  eraseGifts,
  findCollections,
  refuseRunningGift,
} from "./personal-data-giving";
import {
  clearNewsletterAddresses,
  eraseFromNewsletters,
  eraseSessions,
  findAccounts,
  findDeliveries,
  findLinks,
  findNewslettersTo,
  findSentEmails,
  findSessions,
  refuseOwnAccount,
  sentTo,
} from "./personal-data-mail";
import {
  deleteByEmail,
  deletedByEmail,
  deleteWhere,
  emailIs,
  olderThan,
  type PersonalDataEntry,
  snippet,
} from "./personal-data-sql";

const keep = async () => ({ deleted: 0, anonymised: 0 });

/** The Dutch label of a stored status. */
const label = (labels: Record<string, string>, value: unknown) =>
  labels[String(value)] ?? String(value);

/**
 * Every table that holds personal data: its retention rules (terms in the privacy page's
 * words, src/shared/retention.ts), and how to find, export and erase the records of one
 * e-mail address. The daily retention job, the admin's privacy requests and the privacy
 * page all read this list; a test fails when a table of the schema with a personal
 * column (e-mail, IBAN, name, phone, address) is missing from it. A new table with
 * personal data is one entry here. Erasure runs in this order, in one transaction.
 */
export const personalData: PersonalDataEntry[] = [
  {
    table: donations,
    label: "Donaties",
    rules: [
      {
        term: terms.donations,
        apply: (db, cutoff) => anonymiseDonations(db, lt(donations.createdAt, cutoff)),
      },
    ],
    onErasure: "anonymise",
    erasureNote:
      "Donaties blijven zeven jaar bewaard voor de Belastingdienst: zonder naam, e-mailadres, telefoonnummer en adres, met bedrag, bestemming en datum.",
    find: (db, email) => db.select().from(donations).where(emailIs(donations.email, email)),
    describe: (d) =>
      `${formatCents(Number(d.amountCents))} · ${d.purpose} · ${label(donationStatusLabels, d.status)}`,
    erase: async (tx, email) => ({
      deleted: 0,
      anonymised: await anonymiseDonations(tx, emailIs(donations.email, email)),
    }),
  },
  {
    table: monthlyDonors,
    label: "Maandelijkse giften",
    rules: [
      { term: terms.monthlyCollected, apply: anonymiseEndedGifts },
      { term: terms.monthlyNeverCollected, apply: deleteUncollectedGifts },
    ],
    onErasure: "anonymise",
    erasureNote:
      "Een gift waarvan is afgeschreven blijft zeven jaar bewaard zonder naam, contactgegevens en IBAN; een gift zonder afschrijving wordt verwijderd. Een lopende gift stop je eerst.",
    find: (db, email) => db.select().from(monthlyDonors).where(emailIs(monthlyDonors.email, email)),
    describe: (g) =>
      `${formatCents(Number(g.amountCents))} ${label(perInterval, g.intervalMonths)} · ${g.mandateReference} · ${label(mandateStatusLabels, g.mandateStatus)}`,
    erase: eraseGifts,
    refuse: refuseRunningGift,
  },
  ...donorData,
  {
    table: sepaBatches,
    label: "Afschrijvingen in incassobestanden",
    rules: [
      {
        term: terms.sepaFiles,
        apply: (db, cutoff) =>
          deleteWhere(
            db,
            sepaBatches,
            sql`${sepaBatches.collectionDate} < ${cutoff.toISOString().slice(0, 10)}::date`,
          ),
      },
    ],
    onErasure: "keep",
    erasureNote:
      "De incassobestanden voor de bank blijven zeven jaar ongewijzigd bewaard (fiscale bewaarplicht).",
    find: findCollections,
    describe: (c) =>
      `${formatCents(Number(c.amountCents))} · ${c.month} · ${c.status === "returned" ? "Storno" : "Afgeschreven"}`,
    erase: keep,
  },
  {
    ...deletedByEmail(contactMessages),
    label: "Contactberichten",
    rules: [
      {
        term: terms.contactResolved,
        apply: (db, cutoff) =>
          deleteWhere(
            db,
            contactMessages,
            and(isNotNull(contactMessages.resolvedAt), lt(contactMessages.resolvedAt, cutoff))!,
          ),
      },
      {
        term: terms.contactOpen,
        apply: (db, cutoff) =>
          deleteWhere(
            db,
            contactMessages,
            and(isNull(contactMessages.resolvedAt), lt(contactMessages.createdAt, cutoff))!,
          ),
      },
    ],
    describe: (m) => snippet(m.message),
  },
  {
    ...deletedByEmail(volunteerApplications),
    label: "Aanmeldingen als vrijwilliger",
    rules: [
      {
        term: terms.volunteers,
        apply: olderThan(volunteerApplications, volunteerApplications.createdAt),
      },
    ],
    describe: (v) => snippet(v.motivation),
  },
  {
    ...deletedByEmail(emailSubscribers),
    label: "Nieuwsbriefabonnement",
    rules: [
      { term: terms.subscribers },
      {
        term: terms.unsubscribed,
        apply: async (db) => {
          // The name goes; the address stays as the opt-out itself. Without it, an old
          // list imported later would sign the address up again.
          const named = await db
            .update(emailSubscribers)
            .set({ name: null, updatedAt: new Date() })
            .where(and(eq(emailSubscribers.subscribed, false), isNotNull(emailSubscribers.name)))
            .returning({ id: emailSubscribers.id });
          return named.length;
        },
      },
    ],
    describe: (s) => (s.subscribed ? "Aangemeld" : "Afgemeld"),
  },
  {
    table: newsletterDeliveries,
    label: "Verstuurde nieuwsbrieven",
    rules: [
      {
        term: terms.deliveries,
        apply: olderThan(newsletterDeliveries, newsletterDeliveries.createdAt),
      },
    ],
    onErasure: "delete",
    find: findDeliveries,
    describe: (d) => `${d.newsletter} · ${d.status}`,
    erase: deleteByEmail(newsletterDeliveries, newsletterDeliveries.email),
  },
  {
    table: newsletters,
    label: "Nieuwsbrieven aan losse adressen",
    rules: [{ term: terms.newsletterAddresses, apply: clearNewsletterAddresses }],
    onErasure: "anonymise",
    erasureNote: "De nieuwsbrief zelf blijft bestaan; alleen het adres wordt eruit gehaald.",
    find: findNewslettersTo,
    describe: (n) => String(n.title),
    erase: eraseFromNewsletters,
  },
  {
    ...deletedByEmail(emailSuppressions),
    label: "Geweigerde e-mailadressen",
    rules: [
      {
        term: terms.suppressions,
        apply: olderThan(emailSuppressions, emailSuppressions.createdAt),
      },
    ],
    describe: (s) => snippet(s.reason),
  },
  {
    table: outboundEmails,
    label: "Verstuurde e-mails",
    rules: [{ term: terms.sentEmails, apply: olderThan(outboundEmails, outboundEmails.createdAt) }],
    onErasure: "delete",
    find: findSentEmails,
    describe: (e) => snippet(e.subject),
    erase: async (tx, email) => ({
      deleted: await deleteWhere(tx, outboundEmails, sentTo(email)),
      anonymised: 0,
    }),
  },
  {
    table: sessions,
    label: "Inlogsessies",
    rules: [{ term: terms.sessions, apply: olderThan(sessions, sessions.expiresAt) }],
    onErasure: "delete",
    find: findSessions,
    describe: (s) => `${s.ipAddress ?? "onbekend IP-adres"} · ${snippet(s.userAgent, 40)}`,
    erase: eraseSessions,
  },
  {
    table: users,
    label: "Account",
    rules: [{ term: terms.accounts }],
    onErasure: "delete",
    erasureNote:
      "Het account wordt verwijderd met wachtwoord en rechten. Je eigen account kun je hier niet wissen.",
    find: findAccounts,
    describe: (u) => `Account van ${u.name}`,
    erase: deleteByEmail(users, users.email),
    refuse: refuseOwnAccount,
  },
  {
    table: verifications,
    label: "Inlog- en bevestigingslinks",
    rules: [{ term: terms.links, apply: olderThan(verifications, verifications.expiresAt) }],
    onErasure: "delete",
    find: findLinks,
    describe: () => "Link",
    erase: deleteByEmail(verifications, verifications.identifier),
  },
  {
    table: privacyErasures,
    label: "Uitgevoerde verwijderverzoeken (als beheerder)",
    rules: [{ term: terms.erasures, apply: olderThan(privacyErasures, privacyErasures.createdAt) }],
    onErasure: "keep",
    erasureNote:
      "Het logboek van verwijderverzoeken blijft bewaard: het laat zien wie een verzoek uitvoerde.",
    find: (db, email) =>
      db.select().from(privacyErasures).where(emailIs(privacyErasures.adminEmail, email)),
    describe: () => "Verwijderverzoek uitgevoerd",
    erase: keep,
  },
];
