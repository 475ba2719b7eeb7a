// Yearly statements: how fast they render and whether memory grows with the count.
// `npm run bench -- documents`: 1,000 donors' statements (1 to 24 gifts each), rendered
// one after the other as the mail workers do, in this process.
import { renderStatementPdf } from "../../src/server/documents/statement";
import type { YearlyStatement } from "../../src/server/documents/yearly-statement";

const DONORS = 1_000;
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function statement(i: number): YearlyStatement {
  const gifts = Array.from({ length: 1 + (i % 24) }, (_, g) => ({
    day: `2025-${String(1 + (g % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
    description: g % 3 === 0 ? "Maandelijkse gift (incasso)" : "Winterhulp Gaza (Eenmalig)",
    amountCents: 500 + ((i * 37 + g * 101) % 20_000),
  }));
  return {
    year: 2025,
    email: `donor${i}@example.nl`,
    name: `Donateur ${i}`,
    addressLines: [`Dorpsstraat ${i}`, "1234 AB Utrecht", "Nederland"],
    gifts,
    totalCents: gifts.reduce((sum, g) => sum + g.amountCents, 0),
  };
}

export async function benchDocuments() {
  // Warm-up: fonts and layout code load on the first render.
  await renderStatementPdf(statement(0));
  const rssStart = process.memoryUsage().rss;
  let rssHalf = rssStart;
  let bytes = 0;
  const began = performance.now();
  for (let i = 0; i < DONORS; i++) {
    bytes += (await renderStatementPdf(statement(i))).length;
    if (i === DONORS / 2 - 1) rssHalf = process.memoryUsage().rss;
  }
  const seconds = (performance.now() - began) / 1000;
  const rssEnd = process.memoryUsage().rss;
  return {
    statements: DONORS,
    seconds: Math.round(seconds * 10) / 10,
    statementsPerSecond: Math.round((DONORS / seconds) * 10) / 10,
    averagePdfBytes: Math.round(bytes / DONORS),
    rssStartMb: mb(rssStart),
    rssAfter500Mb: mb(rssHalf),
    rssEndMb: mb(rssEnd),
    rssGrowthMb: mb(rssEnd - rssStart),
    rssGrowthSecondHalfMb: mb(rssEnd - rssHalf),
  };
}
