import { formatDateNl, formatMonthNl } from "@shared/intl";
import { firstCollectionDate } from "@shared/mandate";
import { formatCents } from "@shared/money";
import { type PaymentRhythm, paymentsPerYear, termsBefore } from "@shared/periodic-gift";

/** What of an agreement decides what its mandate, signed on a day, can still collect. */
interface FirstYearGift {
  yearlyAmountCents: number;
  startYear: number;
  durationYears: number;
  rhythm: PaymentRhythm;
  firstCollectionCatchesUp: boolean;
}

/** "2026", "2026 en 2027", "2026, 2027 en 2028". */
function listYears(years: number[]): string {
  const words = years.map(String);
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} en ${words.at(-1)}`;
}

/**
 * What the direct-debit file will not collect of an agreement whose mandate is signed on
 * `signedOn` (YYYY-MM-DD), for the admin who marks it signed: null when every year gets
 * its whole amount. Its first collection is `firstCollectionDate(signedOn)`; a year of the
 * agreement that ends before it is not collected at all (an amount paid in January counts
 * for January's year, so the next year cannot make it good), and an agreement sent before
 * its mandate text let the first collection take the year's terms already past loses
 * those terms too (decision 062). The signature is recorded all the same: it is a fact.
 */
export function notCollected(gift: FirstYearGift, signedOn: string): string | null {
  const first = firstCollectionDate(signedOn);
  const firstYear = Number(first.slice(0, 4));
  const lastYear = gift.startYear + gift.durationYears - 1;
  if (firstYear <= gift.startYear && (firstYear < gift.startYear || gift.firstCollectionCatchesUp))
    return null;
  const when = `De eerste incasso kan op zijn vroegst op ${formatDateNl(first)} (de 1e van een maand, minstens 14 dagen na de ondertekening).`;
  const parts = [when];
  const lostYears: number[] = [];
  for (let y = gift.startYear; y < firstYear && y <= lastYear; y++) lostYears.push(y);
  if (lostYears.length > 0) {
    parts.push(
      `Het jaarbedrag van ${listYears(lostYears)} (${formatCents(gift.yearlyAmountCents)} per jaar) wordt daardoor niet geïncasseerd: wat in ${firstYear} wordt afgeschreven, telt voor ${firstYear}.`,
    );
  }
  const terms = gift.firstCollectionCatchesUp ? 0 : termsBefore(first.slice(0, 7), gift.rhythm);
  if (firstYear <= lastYear && terms > 0) {
    const term = gift.yearlyAmountCents / paymentsPerYear[gift.rhythm];
    parts.push(
      `Van ${firstYear} worden ${terms === 1 ? "de termijn" : `de ${terms} termijnen`} vóór ${formatMonthNl(first.slice(0, 7))} niet geïncasseerd (${formatCents(term * terms)}): deze overeenkomst is verstuurd voordat de eerste incasso de voorbije termijnen van het jaar meenam, en haar machtiging noemt alleen het bedrag per termijn.`,
    );
  }
  if (parts.length === 1) return null;
  const thisYear = Number(signedOn.slice(0, 4));
  parts.push(
    lostYears.includes(thisYear)
      ? `Neem contact op met de donateur: het bedrag voor ${thisYear} kan nog tot en met 31 december ${thisYear} zelf worden overgemaakt.`
      : "Neem contact op met de donateur over wat ontbreekt.",
  );
  return parts.join(" ");
}
