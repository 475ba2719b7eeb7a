import { type ZakatInput, parseStoredDraft } from "@shared/zakat";

/** spec 02 §3: the draft lives in the browser's local storage under this key. */
export const ZAKAT_STORAGE_KEY = "zakat-data";
/** Set once the user types a metal price, so fetched prices no longer overwrite it. */
export const PRICES_EDITED_KEY = "zakat-data:prices-edited";

// Storage can be missing or throw (private mode, quota, blocked cookies): the
// calculator then simply works without remembering anything.
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or the defaults when there is none or it is unreadable (spec 02 §3). */
export function loadDraft(): ZakatInput {
  try {
    return parseStoredDraft(storage()?.getItem(ZAKAT_STORAGE_KEY) ?? null);
  } catch {
    return parseStoredDraft(null);
  }
}

export function hasStoredDraft(): boolean {
  try {
    return Boolean(storage()?.getItem(ZAKAT_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function saveDraft(input: ZakatInput): void {
  try {
    storage()?.setItem(ZAKAT_STORAGE_KEY, JSON.stringify(input));
  } catch {
    // Not remembered; the calculation itself still works.
  }
}

export function pricesEdited(): boolean {
  try {
    return storage()?.getItem(PRICES_EDITED_KEY) === "1";
  } catch {
    return false;
  }
}

export function setPricesEdited(edited: boolean): void {
  try {
    if (edited) storage()?.setItem(PRICES_EDITED_KEY, "1");
    else storage()?.removeItem(PRICES_EDITED_KEY);
  } catch {
    // ignore, as above
  }
}
