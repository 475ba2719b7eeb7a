import { type ZakatInput, parseStoredDraft } from "@shared/zakat";
import { PRICES_EDITED_KEY, storage, ZAKAT_STORAGE_KEY } from "./stored-draft";

export { ZAKAT_STORAGE_KEY } from "./stored-draft";

/** The stored draft, or the defaults when there is none or it is unreadable. */
export function loadDraft(): ZakatInput {
  try {
    return parseStoredDraft(storage()?.getItem(ZAKAT_STORAGE_KEY) ?? null);
  } catch {
    return parseStoredDraft(null);
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
