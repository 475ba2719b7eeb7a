import { formatEuro } from "@shared/money";
import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ZakatInput, ZakatResult } from "@shared/zakat";
import { lazyFormat } from "@shared/intl";
import "./print.css";
import { appliedSettings, calculationRows } from "./rows";
import { RowsTable } from "./rows-table";

const dateFormat = lazyFormat(() => new Intl.DateTimeFormat("nl-NL", { dateStyle: "long" }));

/** The one-page printed summary; hidden on screen, the only thing printed. */
export function PrintSummary({ input, result }: { input: ZakatInput; result: ZakatResult }) {
  return (
    <div id="zakat-print" className="hidden text-[11pt] leading-snug text-black print:block">
      <header className="flex items-baseline justify-between border-b-2 border-black pb-2">
        <p className="text-xl font-bold">Zakaatberekening</p>
        <p>
          {site.name} · {dateFormat().format(new Date())}
        </p>
      </header>
      <p className="mt-4 text-lg">
        {result.zakatDue ? (
          <>
            Te betalen zakaat: <strong>{formatEuro(result.zakatTotal)}</strong>
          </>
        ) : (
          <strong>Geen zakaat verschuldigd</strong>
        )}
      </p>
      <p className="mt-1">{result.explanation.nisabExplanation}</p>
      <div className="mt-4 grid grid-cols-[3fr_2fr] gap-8">
        <RowsTable rows={calculationRows(input, result)} caption="Berekening" />
        <div>
          <p className="font-semibold">Instellingen</p>
          <RowsTable rows={appliedSettings(result)} caption="Instellingen" />
        </div>
      </div>
      <p className="mt-6 border-t pt-2 text-[9pt]">
        Berekend met de zakaatcalculator van {site.name} ({site.url}
        {paths.zakat}). Deze berekening is een hulpmiddel en geen belasting- of fiscaal advies.
      </p>
    </div>
  );
}
