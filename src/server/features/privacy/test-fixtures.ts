import type { Db } from "../../db/client";
import {
  contactMessages,
  donations,
  donorSessions,
  donorSignInLinks,
  emailSubscribers,
  emailSuppressions,
  monthlyDonors,
  newsletterDeliveries,
  newsletterSignups,
  newsletters,
  outboundEmails,
  periodicGifts,
  sepaBatchLines,
  sepaBatches,
  statementSends,
  volunteerApplications,
} from "../../db/schema";

/** A periodic gift agreement's donor and terms: € 600 a year for five years, by transfer. */
export const agreementOf = (firstName: string, email: string) => ({
  firstName,
  lastName: "Test",
  street: "Dorpsstraat 1",
  postalCode: "1234 AB",
  city: "Utrecht",
  email,
  birthDate: "1980-04-02",
  birthPlace: "Rotterdam",
  yearlyAmountCents: 60000,
  durationYears: 5,
  rhythm: "yearly" as const,
  paymentMethod: "transfer" as const,
});

/**
 * One person in every table of the register that a visitor's forms and e-mails fill:
 * a donation, a monthly gift collected once (now stopped) and one never collected, a
 * contact message, a volunteer sign-up, a subscription, a newsletter sent to them (as a
 * subscriber and as a single address) and an e-mail of the site; a periodic gift that
 * ended (signed) and one never signed, a yearly statement sent, a newsletter sign-up
 * waiting for its confirmation, a 'Mijn giften' sign-in link and session. Returns the ids.
 */
export async function seedPerson(db: Db, email: string, name: string) {
  const [donation] = await db
    .insert(donations)
    .values({
      kind: "one-off",
      purpose: "Water",
      destination: "water",
      amountCents: 2500,
      status: "paid",
      provider: "demo",
      name,
      email,
      phone: "0612345678",
      address: "Dorpsstraat 1",
      postalCode: "1234 AB",
      city: "Utrecht",
      createdAt: new Date("2025-03-01T10:00:00Z"),
    })
    .returning();
  const gift = { firstName: name, lastName: "Test", email, amountCents: 1500 };
  const [collected, uncollected] = await db
    .insert(monthlyDonors)
    .values([
      // A sign-up on the site keeps what makes a second one the same gift: address and IBAN.
      {
        ...gift,
        iban: "NL91ABNA0417164300",
        mandateStatus: "cancelled",
        signupKey: `bank:${email}:NL91ABNA0417164300`,
      },
      {
        ...gift,
        iban: "NL02ABNA0123456789",
        mandateStatus: "cancelled",
        signupKey: `bank:${email}:NL02ABNA0123456789`,
      },
    ])
    .returning();
  const [batch] = await db
    .insert(sepaBatches)
    .values({
      messageId: `QAMAR-${name}`,
      collectionDate: "2025-04-01",
      count: 1,
      totalCents: 1500,
      xml: `<Document>${name} NL91ABNA0417164300</Document>`,
    })
    .returning();
  await db.insert(sepaBatchLines).values({
    batchId: batch!.id,
    monthlyDonorId: collected!.id,
    collectionMonth: "2025-04",
    sequenceType: "FRST",
    amountCents: 1500,
    endToEndId: `E2E-${name}`,
  });
  const [message] = await db
    .insert(contactMessages)
    .values({ name, email, message: `Vraag van ${name}` })
    .returning();
  await db.insert(volunteerApplications).values({ name, email, motivation: "Ik wil helpen" });
  await db.insert(emailSubscribers).values({ email, name });
  const [letter] = await db
    .insert(newsletters)
    .values({
      title: `Nieuws voor ${name}`,
      subject: "Nieuws",
      customEmail: `${email}, vriend@example.nl`,
    })
    .returning();
  await db.insert(newsletterDeliveries).values({ newsletterId: letter!.id, batch: 1, email, name });
  await db.insert(emailSuppressions).values({ email, reason: "550 5.1.1 User unknown" });
  await db.insert(outboundEmails).values({
    template: "donation-receipt",
    toAddress: email,
    fromAddress: "info@example.org",
    subject: `Bedankt ${name}`,
    html: "<p>Bedankt</p>",
    text: "Bedankt",
  });
  const agreement = agreementOf(name, email);
  const [ended, unsigned] = await db
    .insert(periodicGifts)
    .values([
      { ...agreement, startYear: 2019, status: "signed", signedOn: "2018-12-01" },
      { ...agreement, startYear: new Date().getUTCFullYear(), status: "sent" },
    ])
    .returning();
  await db.insert(statementSends).values({ email, year: 2025 });
  const tomorrow = new Date(Date.now() + 86_400_000);
  await db.insert(newsletterSignups).values({
    email,
    source: "footer",
    consentText: "Ja, stuur mij de nieuwsbrief",
    expiresAt: tomorrow,
  });
  await db
    .insert(donorSignInLinks)
    .values({ tokenHash: `link-${name}`, email, expiresAt: tomorrow });
  await db
    .insert(donorSessions)
    .values({ tokenHash: `sessie-${name}`, email, expiresAt: tomorrow });
  return {
    endedAgreement: ended!.id,
    unsignedAgreement: unsigned!.id,
    donation: donation!.id,
    collected: collected!.id,
    uncollected: uncollected!.id,
    message: message!.id,
    newsletter: letter!.id,
  };
}
