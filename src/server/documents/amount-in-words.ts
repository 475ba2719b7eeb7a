import { toCardinal } from "n2words/nl-NL";

/**
 * An amount written out in Dutch words, as the Belastingdienst's model agreement asks for
 * the yearly amount ('in letters'): 125050 cents -> "duizend tweehonderdvijftig euro en
 * vijftig cent". Spelling after the Taalunie (n2words): one word up to a thousand, a space
 * after 'duizend' and around 'miljoen', a diaeresis in 'tweeëntwintig'; 'een', not 'één',
 * and 1100 as 'duizend honderd', not 'elfhonderd', as an amount on a form is read.
 */

/** A whole number (0 up to a billion) in Dutch words. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000_000) throw new RangeError(String(n));
  return toCardinal(n, { accentOne: false, noHundredPairing: true });
}

/** Cents as euros in words: "honderdtwintig euro", "twaalf euro en vijftig cent". */
export function amountInWords(cents: number): string {
  const euros = numberInWords(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? `${euros} euro` : `${euros} euro en ${numberInWords(rest)} cent`;
}
