/**
 * The three browser-storage keys of a donation in progress (docs/product/donations.md).
 * Written before the browser goes to the payment page, read by /donation-success and removed there after the e-mail attempt. Written to
 * and removed from both session and local storage (the zakat step does the same).
 */
export const DONATION_CONTEXT_KEY = "donationContext";
export const ZAKAAT_CONTEXT_KEY = "zakaatContext";
export const DONATION_REQUEST_KEY = "donationRequest";
const keys = [DONATION_CONTEXT_KEY, ZAKAAT_CONTEXT_KEY, DONATION_REQUEST_KEY];

function stores(): Storage[] {
  const found: Storage[] = [];
  for (const name of ["sessionStorage", "localStorage"] as const) {
    try {
      found.push(window[name]);
    } catch {
      // Storage blocked (privacy settings): carry on without it.
    }
  }
  return found;
}

export function remember(key: string, value: unknown): void {
  const text = JSON.stringify(value);
  for (const store of stores()) {
    try {
      store.setItem(key, text);
    } catch {
      // Full or blocked: the success page then shows the generic wording.
    }
  }
}

export function recall<T>(key: string): T | null {
  for (const store of stores()) {
    try {
      const text = store.getItem(key);
      if (text) return JSON.parse(text) as T;
    } catch {
      // Unreadable: treat as absent.
    }
  }
  return null;
}

/** Removes all three keys from both stores. */
export function forgetDonation(): void {
  for (const store of stores()) {
    for (const key of keys) {
      try {
        store.removeItem(key);
      } catch {
        // Nothing to do.
      }
    }
  }
}
