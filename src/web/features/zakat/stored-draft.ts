/**
 * The draft's storage keys and the zod-free check the landing page needs: the parsing
 * (storage.ts) brings the zakat schemas with zod, which the landing page's first load
 * does without (docs/decisions/021).
 */

/** The draft lives in the browser's local storage under this key. */
export const ZAKAT_STORAGE_KEY = "zakat-data";
/** Set once the user types a metal price, so fetched prices no longer overwrite it. */
export const PRICES_EDITED_KEY = "zakat-data:prices-edited";

// Storage can be missing or throw (private mode, quota, blocked cookies): the
// calculator then simply works without remembering anything.
export function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasStoredDraft(): boolean {
  try {
    return Boolean(storage()?.getItem(ZAKAT_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The wizard step the user is on, kept for this browser tab (session storage), so a
 * reload returns to it; a new visit starts at the landing page. Null when none is kept.
 */
const STEP_KEY = "zakat-data:step";

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function storedStep(): number | null {
  try {
    const step = Number(tabStorage()?.getItem(STEP_KEY) ?? Number.NaN);
    return Number.isInteger(step) && step >= 0 && step <= 3 ? step : null;
  } catch {
    return null;
  }
}

export function rememberStep(step: number | null): void {
  try {
    if (step === null) tabStorage()?.removeItem(STEP_KEY);
    else tabStorage()?.setItem(STEP_KEY, String(step));
  } catch {
    // Not remembered: a reload shows the landing page, the draft is kept all the same.
  }
}
