import { donationKindLabels } from "@shared/schemas/donation-report";
import { site } from "@shared/site";
import { createElement } from "react";
import type { donations } from "../db/schema";
import { donorAddressLines, donorName } from "./donor";
import {
  AddressBlock,
  anbiLine,
  DocParagraph,
  DocumentFrame,
  documentDate,
  LinesTable,
  renderPdf,
} from "./frame";

/** What a receipt shows of a paid donation (a donations row has all of it). */
export type ReceiptDonation = Pick<
  typeof donations.$inferSelect,
  | "id"
  | "kind"
  | "purpose"
  | "amountCents"
  | "paidAt"
  | "createdAt"
  | "name"
  | "firstName"
  | "lastName"
  | "donorType"
  | "companyName"
  | "address"
  | "postalCode"
  | "city"
  | "country"
>;

export const receiptFilename = (d: Pick<ReceiptDonation, "id">) =>
  `kwitantie-${d.id.slice(0, 8)}.pdf`;

function ReceiptDocument({ donation: d }: { donation: ReceiptDonation }) {
  const paid = d.paidAt ?? d.createdAt;
  const zakat = d.kind === "zakat";
  return (
    <DocumentFrame title="Kwitantie" subtitle={`Kenmerk ${d.id} · ${documentDate(paid)}`}>
      <AddressBlock lines={[donorName(d), ...donorAddressLines(d)]} />
      <DocParagraph>
        {`${site.name} verklaart het volgende bedrag in goede orde te hebben ontvangen${zakat ? " als zakaat" : ""}.`}
      </DocParagraph>
      <LinesTable
        lines={[
          {
            date: documentDate(paid),
            description: `${donationKindLabels[d.kind]}: ${d.purpose}`,
            amountCents: d.amountCents,
          },
        ]}
        totalLabel="Ontvangen"
      />
      {anbiLine ? (
        <DocParagraph>
          {`${anbiLine}, RSIN ${site.registration.rsin}. Giften aan een ANBI zijn aftrekbaar binnen de regels van de Belastingdienst. Bewaar deze kwitantie bij uw administratie.`}
        </DocParagraph>
      ) : null}
      <DocParagraph>{`Hartelijk dank voor uw steun. - ${site.name}`}</DocParagraph>
    </DocumentFrame>
  );
}

/** The 'kwitantie' of one paid donation as PDF bytes. */
export function renderReceiptPdf(donation: ReceiptDonation): Promise<Buffer> {
  return renderPdf(createElement(ReceiptDocument, { donation }));
}
