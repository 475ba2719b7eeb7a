// @vitest-environment jsdom
import { createDefaultZakatInput } from "@shared/zakat";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadDraft, pricesEdited, saveDraft, setPricesEdited, ZAKAT_STORAGE_KEY } from "./storage";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("zakat draft storage", () => {
  it("saves under zakat-data and restores the same draft", () => {
    const draft = createDefaultZakatInput();
    draft.assets.cash[0]!.amount = 1234.5;
    draft.nisabBasis = "SILVER";
    saveDraft(draft);
    expect(JSON.parse(localStorage.getItem(ZAKAT_STORAGE_KEY)!)).toMatchObject({
      nisabBasis: "SILVER",
    });
    expect(loadDraft()).toEqual(draft);
  });

  it("gives the defaults for no draft, broken JSON and an old shape", () => {
    expect(loadDraft()).toEqual(createDefaultZakatInput());
    localStorage.setItem(ZAKAT_STORAGE_KEY, "{kapot");
    expect(loadDraft()).toEqual(createDefaultZakatInput());
    localStorage.setItem(ZAKAT_STORAGE_KEY, JSON.stringify({ cash: 500, version: 1 }));
    expect(loadDraft()).toEqual(createDefaultZakatInput());
  });

  it("works without storage: blocked storage neither throws nor remembers", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => saveDraft(createDefaultZakatInput())).not.toThrow();
    expect(loadDraft()).toEqual(createDefaultZakatInput());
    expect(() => setPricesEdited(true)).not.toThrow();
    expect(pricesEdited()).toBe(false);
  });

  it("remembers whether the user typed a metal price", () => {
    expect(pricesEdited()).toBe(false);
    setPricesEdited(true);
    expect(pricesEdited()).toBe(true);
    setPricesEdited(false);
    expect(pricesEdited()).toBe(false);
  });
});
