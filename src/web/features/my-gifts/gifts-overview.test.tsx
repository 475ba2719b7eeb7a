// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GiftsOverview } from "./gifts-overview";

afterEach(cleanup);

const overview = {
  email: "amira@example.nl",
  gifts: [
    {
      id: "5f0c6a3e-8a0e-4d3b-9a38-0f7a4c1e2b10",
      paidAt: "2025-03-10T12:00:00.000Z",
      amountCents: 2500,
      destination: "Water",
      receipt: true,
    },
    {
      id: "7a1d2b3c-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      paidAt: "2025-02-28T23:00:00.000Z",
      amountCents: 1500,
      destination: "Maandelijkse gift (incasso)",
      receipt: false,
    },
  ],
  monthlyGifts: [],
  periodicGifts: [],
  newsletter: false,
  statementYears: [2025],
};

describe("GiftsOverview", () => {
  it("offers a receipt for a gift paid online and points a collected month to the yearly overview", () => {
    render(
      <GiftsOverview
        overview={overview}
        busy={false}
        onGiftChange={vi.fn()}
        onNewsletter={vi.fn()}
        onSignOut={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole("table", { name: "Uw giften" })).getAllByRole("row");
    const [online, collected] = rows.slice(1);
    expect(within(online!).getByRole("link", { name: /PDF/ }).getAttribute("href")).toBe(
      "/api/mijn-giften/gifts/5f0c6a3e-8a0e-4d3b-9a38-0f7a4c1e2b10/receipt",
    );
    expect(collected!.textContent).toContain("1 mrt 2025");
    expect(collected!.textContent).toContain("Maandelijkse gift (incasso)");
    expect(within(collected!).queryByRole("link")).toBeNull();
    expect(within(collected!).getByText("In jaaroverzicht")).toBeTruthy();
  });
});
