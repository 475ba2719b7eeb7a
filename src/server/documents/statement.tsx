import { formatCents } from "@shared/money";
import { site } from "@shared/site";
import { createElement } from "react";
import {
  AddressBlock,
  anbiLine,
  DocHeading,
  DocParagraph,
  DocumentFrame,
  LinesTable,
} from "./frame";
import { renderPdf } from "./frame";
import type { YearlyStatement } from "./yearly-statement";

/** The sentence on every statement about deducting gifts (Dutch, for the donor). */
export const deductibilityLine =
  "Giften aan een ANBI zijn aftrekbaar binnen de regels van de Belastingdienst.";

export const statementFilename = (s: Pick<YearlyStatement, "year">) =>
  `jaaroverzicht-giften-${s.year}.pdf`;

/** "05-01-2025" for "2025-01-05". */
const dutchDay = (day: string) => day.split("-").reverse().join("-");

function StatementDocument({ statement: s }: { statement: YearlyStatement }) {
  return (
    <DocumentFrame title={`Jaaroverzicht giften ${s.year}`} subtitle={`Voor ${s.name ?? s.email}`}>
      <AddressBlock lines={[s.name, ...s.addressLines]} />
      <DocParagraph>
        {`Hieronder staan de giften die ${site.name} in ${s.year} van u heeft ontvangen, in totaal ${formatCents(s.totalCents)}. Hartelijk dank voor uw steun.`}
      </DocParagraph>
      <LinesTable
        lines={s.gifts.map((g) => ({
          date: dutchDay(g.day),
          description: g.description,
          amountCents: g.amountCents,
        }))}
        totalLabel={`Totaal ${s.year}`}
      />
      <DocHeading>Belastingaangifte</DocHeading>
      <DocParagraph>{`${site.name} (RSIN ${site.registration.rsin}). ${anbiLine}.`}</DocParagraph>
      <DocParagraph>
        {`${deductibilityLine} Bewaar dit overzicht bij uw administratie; het bevat alle giften die wij in ${s.year} op uw e-mailadres ontvingen.`}
      </DocParagraph>
    </DocumentFrame>
  );
}

/** The yearly statement ('jaaroverzicht giften') as PDF bytes. */
export function renderStatementPdf(statement: YearlyStatement): Promise<Buffer> {
  return renderPdf(createElement(StatementDocument, { statement }));
}
