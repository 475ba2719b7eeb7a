// @vitest-environment jsdom
import { emptyZakatDonor } from "@shared/schemas/zakat-donor";
import { calculateZakat } from "@shared/zakat";
import { cashOnly } from "@shared/zakat/fixtures";
import { afterEach, describe, expect, it, vi } from "vitest";
import { zakatPurpose } from "@shared/form-input";
import { startZakatPayment, zakatAmountText } from "./start-payment";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const donor = { ...emptyZakatDonor(), firstName: "Amina", lastName: "Yilmaz", email: "a@b.nl" };

describe("starting a zakat payment", () => {
  it("sends the amount with two decimals, the zakaat purpose and an empty honeypot", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { donationId: "d-1", redirectUrl: "/demo-betaling?donation=d-1" },
        { status: 201 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const result = calculateZakat(cashOnly(26000)); // 650
    const url = await startZakatPayment(donor, result);
    expect(url).toBe("/demo-betaling?donation=d-1");
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/donations");
    expect(JSON.parse(String(init.body))).toEqual({
      kind: "zakat",
      amount: "650.00",
      purpose: "Zakaat - € 650,00",
      ...donor,
      newsletter: false,
      website: "",
    });
    for (const store of [sessionStorage, localStorage]) {
      expect(JSON.parse(store.getItem("zakaatContext")!)).toMatchObject({
        kind: "zakat",
        donationId: "d-1",
        amount: "650.00",
        name: "Amina Yilmaz",
        email: "a@b.nl",
      });
      expect(JSON.parse(store.getItem("donationContext")!)).toMatchObject({ donationId: "d-1" });
    }
  });

  it("sends no company fields for 'Particulier', though the form still holds them", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { donationId: "d-2", redirectUrl: "/demo-betaling?donation=d-2" },
        { status: 201 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const typedAsCompany = {
      ...donor,
      companyName: "Yilmaz BV",
      kvkNumber: "87654321",
      btwNumber: "NL001234567B01",
      contactPerson: "Sara",
    };
    await startZakatPayment(typedAsCompany, calculateZakat(cashOnly(26000)));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      donorType: "individual",
      companyName: "",
      kvkNumber: "",
      btwNumber: "",
      contactPerson: "",
    });
    expect(JSON.parse(localStorage.getItem("zakaatContext")!)).toMatchObject({
      name: "Amina Yilmaz",
      companyName: "",
    });
    // As 'Bedrijf' they are sent, and the company is the name.
    await startZakatPayment(
      { ...typedAsCompany, donorType: "company" },
      calculateZakat(cashOnly(26000)),
    );
    const [, company] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(company.body))).toMatchObject({ companyName: "Yilmaz BV" });
    expect(JSON.parse(localStorage.getItem("zakaatContext")!)).toMatchObject({ name: "Yilmaz BV" });
  });

  it("throws and stores nothing when the donation is not created", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: "Validatiefout", message: "Voer uw voornaam in." }, { status: 400 }),
    );
    await expect(startZakatPayment(donor, calculateZakat(cashOnly(26000)))).rejects.toThrow();
    expect(sessionStorage.getItem("zakaatContext")).toBeNull();
  });

  it("formats amounts with two decimals and a point", () => {
    expect(zakatAmountText(308.64)).toBe("308.64");
    expect(zakatAmountText(1000)).toBe("1000.00");
    expect(zakatAmountText(0.1 + 0.2)).toBe("0.30");
    expect(zakatPurpose(1250)).toBe("Zakaat - € 12,50");
    expect(zakatPurpose(31675)).toBe("Zakaat - € 316,75");
  });
});
