import { StyleSheet, View } from "@react-pdf/renderer";
import { formatDateNl } from "@shared/intl";
import { formatCents } from "@shared/money";
import {
  type PaymentRhythm,
  paymentMethodLabels,
  paymentsPerYear,
  rhythmLabels,
} from "@shared/periodic-gift";
import { site } from "@shared/site";
import type { ReactNode } from "react";
import { type Config, sepaCreditorPlaceholders } from "../config";
import type { periodicGifts } from "../db/schema";
import { amountInWords } from "./amount-in-words";
import { DocHeading, DocParagraph, DocumentFrame, renderPdf } from "./frame";
import { Text } from "./text";

export type AgreementGift = typeof periodicGifts.$inferSelect;

/**
 * The foundation as creditor of a direct debit (SEPA_CREDITOR_NAME, SEPA_CREDITOR_ID);
 * `id` null when the identifier is not known yet (see `agreementCreditor`).
 */
export interface Creditor {
  name: string;
  id: string | null;
}

/** What an agreement says in place of a creditor identifier the foundation has not set. */
export const CREDITOR_ID_LATER = "Wordt vóór de eerste incasso aan u doorgegeven";

/**
 * The creditor an agreement names. In production the demo's placeholder identifier is never
 * printed on a donor's agreement (it would name someone else's or no creditor): the
 * agreement says the identifier follows before the first collection, and the go-live
 * checklist shows the placeholder in red. Outside production the demo prints it.
 */
export function agreementCreditor(
  config: Pick<
    Config,
    "NODE_ENV" | "SEPA_CREDITOR_NAME" | "SEPA_CREDITOR_ID" | "SEPA_CREDITOR_IBAN"
  >,
): Creditor {
  const placeholder =
    config.NODE_ENV === "production" &&
    sepaCreditorPlaceholders(config).includes("SEPA_CREDITOR_ID");
  return { name: config.SEPA_CREDITOR_NAME, id: placeholder ? null : config.SEPA_CREDITOR_ID };
}

const styles = StyleSheet.create({
  section: { marginBottom: 10 },
  row: { flexDirection: "row", marginBottom: 2 },
  label: { width: 170, color: "#5c574f" },
  value: { flex: 1 },
  blank: { flex: 1, borderBottomWidth: 0.75, borderBottomColor: "#5c574f", minHeight: 12 },
  signatures: { flexDirection: "row", gap: 12 },
  signature: { flex: 1, borderWidth: 0.75, borderColor: "#e4dccf", padding: 6 },
  signatureLine: { flexDirection: "row", marginBottom: 6 },
  signatureLabel: { width: 64, fontSize: 9, color: "#5c574f" },
  signatureBox: { height: 36, borderBottomWidth: 0.75, borderBottomColor: "#5c574f" },
  small: { fontSize: 8.5, color: "#5c574f" },
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section} wrap={false}>
      <DocHeading>{title}</DocHeading>
      {children}
    </View>
  );
}

/** A label with its value, or with a line to write on when the value is left to the donor. */
function Field({ label, value }: { label: string; value?: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      {value === undefined ? (
        <View style={styles.blank} />
      ) : (
        <Text style={styles.value}>{value}</Text>
      )}
    </View>
  );
}

function SignatureBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <View style={styles.signature}>
      <DocHeading>{title}</DocHeading>
      {lines.map((line) => (
        <View key={line} style={styles.signatureLine}>
          <Text style={styles.signatureLabel}>{line}</Text>
          <View style={styles.blank} />
        </View>
      ))}
      <Text style={styles.small}>Handtekening</Text>
      <View style={styles.signatureBox} />
    </View>
  );
}

/** The end conditions of the agreement, in the model's words. */
function endConditions(gift: Pick<AgreementGift, "endsOnIncapacity">): string[] {
  return [
    "bij het overlijden van de schenker;",
    `als ${site.name} haar ANBI-status verliest;`,
    ...(gift.endsOnIncapacity
      ? ["als de schenker volledig en blijvend arbeidsongeschikt of onvrijwillig werkloos wordt."]
      : []),
  ];
}

/**
 * The agreement for a periodic gift in money, with every field of the Belastingdienst's
 * model: the donor (the BSN left blank, written in by hand), the foundation with its
 * RSIN, the transaction number, the yearly amount in figures and words, the years, the
 * end conditions, how it is paid, and the signatures of donor, partner and foundation.
 */
function AgreementDocument({ gift, creditor }: { gift: AgreementGift; creditor: Creditor }) {
  const address = site.contact.address;
  const lastYear = gift.startYear + gift.durationYears - 1;
  return (
    <DocumentFrame
      title="Overeenkomst periodieke gift in geld"
      subtitle={`Transactienummer ${gift.transactionNumber}`}
    >
      <Section title="1. Verklaring gift">
        <DocParagraph>
          {`De schenker verklaart een gift te doen aan ${site.name} in de vorm van vaste en gelijke periodieke uitkeringen, die ten minste één keer per jaar worden betaald.`}
        </DocParagraph>
        <Field label="Bedrag per jaar (in cijfers)" value={formatCents(gift.yearlyAmountCents)} />
        <Field label="Bedrag per jaar (in letters)" value={amountInWords(gift.yearlyAmountCents)} />
      </Section>

      <Section title="2. Looptijd">
        <Field label="Looptijd" value={`${gift.durationYears} jaar (minimaal 5 jaar)`} />
        <Field label="Eerste jaar van de gift" value={String(gift.startYear)} />
        <Field label="Laatste jaar van de gift" value={String(lastYear)} />
        <Text>De gift eindigt in elk geval:</Text>
        {endConditions(gift).map((line) => (
          <Text key={line}>{`– ${line}`}</Text>
        ))}
      </Section>

      <Section title="3. Gegevens schenker">
        <Field label="Achternaam" value={gift.lastName} />
        <Field label="Voornamen" value={gift.firstName} />
        <Field label="Burgerservicenummer (BSN)" />
        <Field label="Geboortedatum" value={formatDateNl(gift.birthDate)} />
        <Field label="Geboorteplaats" value={gift.birthPlace} />
        <Field label="Straat en huisnummer" value={gift.street} />
        <Field label="Postcode en woonplaats" value={`${gift.postalCode} ${gift.city}`} />
        <Field label="E-mailadres" value={gift.email} />
      </Section>

      <Section title="4. Gegevens instelling">
        <Field label="Naam instelling" value={site.name} />
        <Field label="RSIN/fiscaal nummer" value={site.registration.rsin} />
        <Field label="Adres" value={address.street} />
        <Field label="Postcode en plaats" value={`${address.postalCode} ${address.city}`} />
        <Field label="Transactienummer" value={gift.transactionNumber} />
      </Section>

      <Section title="5. Betaling">
        <Field label="Manier van betalen" value={paymentMethodLabels[gift.paymentMethod]} />
        <Field label="Termijn" value={rhythmLabels[gift.rhythm]} />
        {gift.paymentMethod === "direct-debit" ? (
          <>
            <Field label="IBAN schenker" value={gift.iban ?? ""} />
            <Field label="Incassant-ID" value={creditor.id ?? CREDITOR_ID_LATER} />
            <Text style={styles.small}>{mandateText(gift, creditor)}</Text>
          </>
        ) : (
          <Field
            label="Overmaken naar"
            value={`${site.name}, onder vermelding van ${gift.transactionNumber}`}
          />
        )}
      </Section>

      <Section title="6. Ondertekening">
        <View style={styles.signatures}>
          <SignatureBlock title="Schenker" lines={["Plaats", "Datum"]} />
          <SignatureBlock
            title="Partner van de schenker (indien van toepassing)"
            lines={["Naam", "Voornamen", "Geboortedatum", "Geboorteplaats", "Plaats", "Datum"]}
          />
          <SignatureBlock
            title={`Namens ${site.name}`}
            lines={["Naam", "Functie", "Plaats", "Datum"]}
          />
        </View>
        <Text style={styles.small}>
          De partner tekent als de schenker getrouwd is of een geregistreerd partnerschap heeft.
          Bewaar de door beide partijen ondertekende overeenkomst bij uw belastingaangifte.
        </Text>
      </Section>
    </DocumentFrame>
  );
}

/**
 * The larger first collection (decision 062): a mandate recorded after the first term of
 * a year of the gift has begun takes that year's terms already past with its first
 * collection, so that year still gets its whole amount.
 */
function catchUpText(rhythm: Exclude<PaymentRhythm, "yearly">): string {
  const example = {
    monthly: "valt zij in april, dan schrijft zij de termijnen van januari tot en met april af",
    quarterly:
      "valt zij in mei, dan schrijft zij de termijnen van het eerste en het tweede kwartaal af",
    "half-yearly": "valt zij in augustus, dan schrijft zij de termijnen van beide halve jaren af",
  }[rhythm];
  return `De eerste afschrijving neemt ook de termijnen mee van het jaar waarin zij valt die dan al voorbij zijn (${example}), zodat de schenker ook in dat jaar het hele jaarbedrag geeft.`;
}

/**
 * The direct debit's mandate ('doorlopende machtiging') in the words of the Dutch model
 * form, for the gift's rhythm: signing the agreement signs the mandate.
 */
function mandateText(gift: AgreementGift, creditor: Creditor): string {
  const term = `${rhythmLabels[gift.rhythm].toLowerCase()} ${formatCents(Math.round(gift.yearlyAmountCents / paymentsPerYear[gift.rhythm]))}`;
  return `Door deze overeenkomst te ondertekenen geeft de schenker toestemming aan ${creditor.name} om doorlopend incasso-opdrachten te sturen naar zijn of haar bank om ${term} van de rekening af te schrijven, en aan de bank om doorlopend ${term} af te schrijven overeenkomstig de opdracht van ${creditor.name}, onder kenmerk ${gift.transactionNumber}.${gift.firstCollectionCatchesUp && gift.rhythm !== "yearly" ? ` ${catchUpText(gift.rhythm)}` : ""} Als de schenker het niet eens is met een afschrijving, kan hij of zij die laten terugboeken: neem daarvoor binnen 8 weken na de afschrijving contact op met de bank.`;
}

export const agreementFilename = (gift: Pick<AgreementGift, "transactionNumber">) =>
  `overeenkomst-periodieke-gift-${gift.transactionNumber}.pdf`;

/** The agreement as a PDF file. */
export function renderAgreementPdf(gift: AgreementGift, creditor: Creditor): Promise<Buffer> {
  return renderPdf(<AgreementDocument gift={gift} creditor={creditor} />);
}
