// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MonthlyGiftCard } from "./monthly-gift-card";

afterEach(cleanup);

const gift = {
  id: "5f0c6a3e-8a0e-4d3b-9a38-0f7a4c1e2b10",
  mandateReference: "QAMAR-2026-000007",
  amountCents: 15000,
  status: "active" as const,
  nextCollection: "2027-04-01",
  firstPayment: null,
};

describe("MonthlyGiftCard", () => {
  it("names a monthly gift's amount per month", () => {
    render(<MonthlyGiftCard gift={{ ...gift, intervalMonths: 1 }} onChange={vi.fn()} />);
    expect(
      screen.getByRole("heading", { name: "Maandelijkse gift QAMAR-2026-000007" }),
    ).toBeTruthy();
    expect(screen.getByText("Bedrag per maand")).toBeTruthy();
    expect(screen.getByLabelText("Nieuw bedrag per maand (€)")).toBeTruthy();
  });

  it("names a periodic gift's amount per quarter, also when the donor stops it", () => {
    render(<MonthlyGiftCard gift={{ ...gift, intervalMonths: 3 }} onChange={vi.fn()} />);
    expect(
      screen.getByRole("heading", { name: "Gift per kwartaal QAMAR-2026-000007" }),
    ).toBeTruthy();
    expect(screen.getByText("Bedrag per kwartaal")).toBeTruthy();
    expect(screen.getByLabelText("Nieuw bedrag per kwartaal (€)")).toBeTruthy();
    expect(screen.queryByText(/per maand/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Stoppen" }));
    expect(screen.getByText("Weet u zeker dat u uw gift per kwartaal wilt stoppen?")).toBeTruthy();
  });

  it("moves focus into the stop question, and back to 'Stoppen' when the donor says no", () => {
    render(<MonthlyGiftCard gift={{ ...gift, intervalMonths: 1 }} onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Stoppen" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Ja, stoppen" }));
    fireEvent.click(screen.getByRole("button", { name: "Nee, doorgaan" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stoppen" }));
  });

  it("a gift whose first month is not paid says so, and offers to pay it", () => {
    const unpaid = { ...gift, intervalMonths: 1 as const, nextCollection: null };
    render(<MonthlyGiftCard gift={{ ...unpaid, firstPayment: "open" }} onChange={vi.fn()} />);
    expect(screen.getByText("Na de eerste betaling")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Eerste maand betalen" })).toBeTruthy();
    cleanup();
    render(<MonthlyGiftCard gift={{ ...unpaid, firstPayment: "failed" }} onChange={vi.fn()} />);
    expect(screen.getByText("Eerste betaling niet gelukt")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Eerste maand betalen" })).toBeTruthy();
    cleanup();
    render(<MonthlyGiftCard gift={{ ...unpaid, status: "paused" }} onChange={vi.fn()} />);
    expect(screen.getByText("Geen")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Eerste maand betalen" })).toBeNull();
  });

  it("a gift whose first month was given back says nothing is collected, and offers no payment", () => {
    const refunded = { ...gift, intervalMonths: 1 as const, nextCollection: null };
    render(
      <MemoryRouter>
        <MonthlyGiftCard gift={{ ...refunded, firstPayment: "refunded" }} onChange={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Geen: eerste maand terugbetaald")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "Uw eerste maand is aan u terugbetaald. Daarom schrijven wij niets af. Wilt u de gift toch starten? Neem dan contact met ons op.",
    );
    expect(screen.getByRole("link", { name: "contact" }).getAttribute("href")).toBe("/contact");
    expect(screen.queryByRole("button", { name: "Eerste maand betalen" })).toBeNull();
  });
});
