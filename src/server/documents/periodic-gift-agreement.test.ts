import { site } from "@shared/site";
import { describe, expect, it } from "vitest";
import { pdfText as readPdf } from "./pdf-text";
import {
  type AgreementGift,
  agreementCreditor,
  CREDITOR_ID_LATER,
  renderAgreementPdf,
} from "./periodic-gift-agreement";

const gift: AgreementGift = {
  id: "7d3c2f4e-1b2a-4c5d-8e9f-0a1b2c3d4e5f",
  transactionNumber: "PG-2026-000042",
  firstName: "Fatima Zahra",
  lastName: "El Idrissi",
  street: "Kerkstraat 12",
  postalCode: "1234 AB",
  city: "Utrecht",
  email: "fatima@example.nl",
  birthDate: "1980-04-02",
  birthPlace: "Rotterdam",
  yearlyAmountCents: 125050,
  startYear: 2026,
  durationYears: 7,
  rhythm: "quarterly",
  paymentMethod: "direct-debit",
  iban: "NL91ABNA0417164300",
  endsOnIncapacity: true,
  status: "sent",
  signedOn: null,
  createdAt: new Date("2026-11-25T10:00:00Z"),
  monthlyDonorId: null,
  firstCollectionCatchesUp: true,
};
const creditor = { name: "Stichting Qamar", id: "NL69ZZZ123456780000" };

const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).replace(/\s+/g, " ");

describe("the periodic gift agreement PDF", () => {
  it("holds every field of the Belastingdienst's model agreement", async () => {
    const text = await pdfText(await renderAgreementPdf(gift, creditor));
    const expected = [
      "Overeenkomst periodieke gift in geld",
      // The donor, with a blank line for the BSN.
      "El Idrissi",
      "Fatima Zahra",
      "Burgerservicenummer (BSN)",
      "2 april 1980",
      "Rotterdam",
      "Kerkstraat 12",
      "1234 AB Utrecht",
      // The foundation.
      site.name,
      `RSIN/fiscaal nummer ${site.registration.rsin}`,
      site.contact.address.street,
      `${site.contact.address.postalCode} ${site.contact.address.city}`,
      // The gift.
      "Transactienummer PG-2026-000042",
      "€ 1.250,50",
      "duizend tweehonderdvijftig euro en vijftig cent",
      "7 jaar (minimaal 5 jaar)",
      "Eerste jaar van de gift 2026",
      "Laatste jaar van de gift 2032",
      // The end conditions.
      "bij het overlijden van de schenker",
      "als Stichting Qamar haar ANBI-status verliest",
      "arbeidsongeschikt of onvrijwillig werkloos",
      // Payment.
      "Automatische incasso",
      "Per kwartaal",
      "NL91ABNA0417164300",
      // The direct debit's mandate, signed with the agreement.
      "Incassant-ID NL69ZZZ123456780000",
      "per kwartaal € 312,63",
      "binnen 8 weken",
      // Signatures of donor, partner and foundation.
      "Schenker",
      "Partner van de schenker",
      `Namens ${site.name}`,
      "Handtekening",
    ];
    for (const part of expected) expect(text.replace(/\u00a0/g, " ")).toContain(part);
    expect(text.match(/Handtekening/g)).toHaveLength(3);
  });

  it("says in the mandate that the first collection also takes the year's terms already past", async () => {
    const clause =
      "De eerste afschrijving neemt ook de termijnen mee van het jaar waarin zij valt die dan al voorbij zijn";
    const quarterly = await pdfText(await renderAgreementPdf(gift, creditor));
    expect(quarterly).toContain(clause);
    expect(quarterly).toContain("het eerste en het tweede kwartaal");
    const monthly = await pdfText(
      await renderAgreementPdf({ ...gift, rhythm: "monthly" }, creditor),
    );
    expect(monthly).toContain("januari tot en met april");
    // A yearly debit has one term a year: nothing to take up. An agreement sent before the
    // clause keeps the text it was signed with.
    for (const other of [
      { ...gift, rhythm: "yearly" as const },
      { ...gift, firstCollectionCatchesUp: false },
    ]) {
      expect(await pdfText(await renderAgreementPdf(other, creditor))).not.toContain(clause);
    }
  });

  it("prints a name and a birthplace with letters Helvetica lacks", async () => {
    const text = (
      await pdfText(
        await renderAgreementPdf(
          { ...gift, firstName: "Ayşe", lastName: "Şahin", birthPlace: "İstanbul" },
          creditor,
        ),
      )
    ).replaceAll(" ", "");
    // pdf.js reads a change of font within a word as a space: compared without spaces.
    expect(text).toContain("Şahin");
    expect(text).toContain("Ayşe");
    expect(text).toContain("İstanbul");
  });

  it("leaves out the incapacity ending when it was not chosen, and names the transfer", async () => {
    const text = await pdfText(
      await renderAgreementPdf(
        {
          ...gift,
          endsOnIncapacity: false,
          paymentMethod: "transfer",
          iban: null,
        },
        creditor,
      ),
    );
    expect(text).not.toContain("arbeidsongeschikt");
    expect(text).toContain("Zelf overmaken");
    expect(text).toContain("onder vermelding van PG-2026-000042");
    expect(text).not.toContain("Incassant-ID");
  });

  it("never prints the demo's placeholder creditor identifier in production", async () => {
    const configured = {
      SEPA_CREDITOR_NAME: "Stichting Qamar",
      SEPA_CREDITOR_ID: "NL69ZZZ123456780000",
      SEPA_CREDITOR_IBAN: "NL91ABNA0417164300",
    };
    const production = { ...configured, NODE_ENV: "production" as const };
    const ownId = "NL20ZZZ405123450000";

    const placeholder = await pdfText(
      await renderAgreementPdf(gift, agreementCreditor(production)),
    );
    expect(placeholder).not.toContain("NL69ZZZ123456780000");
    expect(placeholder.replace(/\u00a0/g, " ")).toContain(`Incassant-ID ${CREDITOR_ID_LATER}`);

    const own = agreementCreditor({ ...production, SEPA_CREDITOR_ID: ownId });
    expect(own).toEqual({ name: "Stichting Qamar", id: ownId });
    // The demo shows what a real agreement looks like.
    expect(agreementCreditor({ ...configured, NODE_ENV: "development" }).id).toBe(
      "NL69ZZZ123456780000",
    );
  });
});
