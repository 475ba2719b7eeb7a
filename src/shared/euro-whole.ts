/**
 * "€ 1.250" for 1250 euros (whole euros, for figures and presets), written by hand with
 * the same result as Intl's (half away from zero, a no-break space after the sign).
 * Page texts and the amount buttons use it while the page starts, and the first Intl
 * formatter a page makes loads the browser's Dutch locale data: 13–19 ms, about 60 ms
 * under Lighthouse's 4× CPU slow-down, blocking the home page's and /doneren's first
 * script task (docs/decisions/021). A module of its own, without the rest of `intl.ts` and
 * `money.ts` (the `intl` chunk of the pages that show amounts): a first-screen text imports
 * it from here, so the home page's first-load script carries this writer only.
 */
export function formatEuroWhole(euros: number): string {
  if (!Number.isFinite(euros)) return nonFinite(euros);
  const sign = euros < 0 || Object.is(euros, -0) ? "-" : "";
  const digits = String(Math.round(Math.abs(euros))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `€\u00a0${sign}${digits}`;
}

let euroWhole: Intl.NumberFormat | undefined;

/** NaN and infinities, as Intl writes them (made on first use, like every formatter). */
function nonFinite(euros: number): string {
  euroWhole ??= new Intl.NumberFormat("nl-NL", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return euroWhole.format(euros);
}
