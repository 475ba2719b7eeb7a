// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("sonner", () => ({ toast }));

import { PeriodicGiftForm } from "./periodic-gift-form";

/** From here on `Date` says `iso`: the form reads today's Dutch day from it. */
const clockAt = (iso: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  toast.error.mockReset();
});

const startYear = () => screen.getByRole("combobox", { name: "Eerste jaar" }) as HTMLSelectElement;
const offered = () =>
  within(startYear())
    .getAllByRole("option")
    .map((o) => o.textContent);
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole("combobox", { name: label }), { target: { value } });
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** Every other field filled in well: the rules for the whole agreement run only then. */
function fillIn() {
  type("Bedrag per jaar (€)", "600");
  type("IBAN", "NL91ABNA0417164300");
  type("Voornamen", "Fatima Zahra");
  type("Achternaam", "El Idrissi");
  type("Straat en huisnummer", "Kerkstraat 12");
  type("Postcode", "1234 AB");
  type("Woonplaats", "Utrecht");
  type("E-mailadres", "fatima@example.nl");
  type("Geboortedatum", "1980-04-02");
  type("Geboorteplaats", "Rotterdam");
}

/** The hint under the first year (its `aria-describedby`), without no-break spaces. */
const hint = () =>
  document.getElementById("periodic-start-hint")?.textContent?.replace(/\u00a0/g, " ") ?? null;

describe("the first year of a periodic gift", () => {
  it("offers a direct debit only the years it can collect in full, and says why", () => {
    clockAt("2026-12-08T10:00:00Z");
    render(<PeriodicGiftForm />);
    // Paid by transfer, this year can still be given in this year.
    expect(offered()).toEqual(["2026", "2027", "2028", "2029"]);
    expect(startYear().value).toBe("2026");
    expect(hint()).toBeNull();

    choose("Hoe betaalt u?", "direct-debit");
    expect(offered()).toEqual(["2027", "2028", "2029"]);
    expect(startYear().value).toBe("2027");
    expect(hint()).toBe(
      "Met automatische incasso is 2027 het eerste jaar dat kan: na het terugsturen van de ondertekende overeenkomst en 14 dagen aankondiging valt de eerste incasso pas in 2027. Wilt u al in 2026 geven, kies dan Zelf overmaken. Stuurt u de ondertekende overeenkomst binnen 14 dagen terug, dan is de eerste incasso op 1 februari 2027. Die schrijft ook de termijnen van 2027 af die dan al voorbij zijn, zodat u in 2027 het hele jaarbedrag geeft.",
    );
    expect(startYear().getAttribute("aria-describedby")).toBe("periodic-start-hint");

    choose("Hoe betaalt u?", "transfer");
    expect(offered()).toEqual(["2026", "2027", "2028", "2029"]);
    expect(hint()).toBeNull();
  });

  it("says when the first collection takes the year's terms already past, with what it comes to", () => {
    clockAt("2026-03-02T10:00:00Z");
    render(<PeriodicGiftForm />);
    fireEvent.input(screen.getByRole("textbox", { name: "Bedrag per jaar (€)" }), {
      target: { value: "600" },
    });
    choose("Hoe betaalt u?", "direct-debit");
    expect(offered()).toEqual(["2026", "2027", "2028", "2029"]);
    expect(hint()).toBe(
      "Stuurt u de ondertekende overeenkomst binnen 14 dagen terug, dan is de eerste incasso op 1 april 2026. Die schrijft ook de termijnen van 2026 af die dan al voorbij zijn: 4 termijnen, samen € 200,00, zodat u in 2026 het hele jaarbedrag geeft.",
    );
    // Once a year, the first collection is the year's only one: nothing to take up.
    choose("Hoe vaak betaalt u?", "yearly");
    expect(hint()).toBeNull();
    // A later first year starts with January's collection.
    choose("Hoe vaak betaalt u?", "monthly");
    choose("Eerste jaar", "2027");
    expect(hint()).toBeNull();
  });

  it("refuses this year when it became too late while the form was open, and sends nothing", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    clockAt("2026-11-03T10:00:00Z");
    render(<PeriodicGiftForm />);
    choose("Hoe betaalt u?", "direct-debit");
    expect(startYear().value).toBe("2026");
    fillIn();
    // The next day the first collection would fall in January.
    clockAt("2026-11-04T10:00:00Z");
    fireEvent.click(screen.getByRole("button", { name: "Overeenkomst aanvragen" }));
    const message =
      "Met automatische incasso kan 2026 niet meer het eerste jaar zijn: na het terugsturen van de ondertekende overeenkomst valt de eerste incasso pas in 2027, en het bedrag voor 2026 moet in 2026 zelf betaald worden. Kies als eerste jaar 2027 of later, of kies Zelf overmaken.";
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Validatiefout", {
        id: "form:periodic-gift",
        description: message,
      }),
    );
    expect(screen.getByText(message)).toBeTruthy();
    expect(startYear().getAttribute("aria-invalid")).toBe("true");
    // The year chosen stays shown with its message; the years that can are offered.
    expect(startYear().value).toBe("2026");
    expect(offered()).toEqual(["2026", "2027", "2028", "2029"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
