// @vitest-environment jsdom
import type { MyGiftsOverview } from "@shared/schemas/my-gifts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls } from "@web/test/admin-page";
import { GiftsOverview } from "./gifts-overview";
import { MyGiftsPage } from "./my-gifts-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const overview: MyGiftsOverview = {
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
  newsletter: "off",
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

describe("the newsletter card", () => {
  const card = (newsletter: MyGiftsOverview["newsletter"]) => {
    const onNewsletter = vi.fn();
    render(
      <GiftsOverview
        overview={{ ...overview, newsletter }}
        busy={false}
        onGiftChange={vi.fn()}
        onNewsletter={onNewsletter}
        onSignOut={vi.fn()}
      />,
    );
    const section = screen.getByRole("heading", { name: "Nieuwsbrief" }).closest("div")!
      .parentElement!;
    return { section: within(section), onNewsletter };
  };
  const buttons = (section: ReturnType<typeof within>) =>
    section.getAllByRole("button").map((b: HTMLElement) => b.textContent);

  it("tells a donor who is no subscriber which newsletters reach them, and offers to switch them off", () => {
    const { section, onNewsletter } = card("donor");
    expect(section.getByText(/^Als donateur/).textContent).toBe(
      "Als donateur ontvangt u op dit adres de nieuwsbrieven die wij sturen aan de donateurs van een project of bestemming waaraan u gaf. Onze algemene nieuwsbrief voor alle abonnees ontvangt u niet.",
    );
    expect(section.queryByText("U ontvangt onze nieuwsbrief niet.")).toBeNull();
    expect(buttons(section)).toEqual([
      "Nieuwsbrief uitzetten",
      "Ook de algemene nieuwsbrief ontvangen",
    ]);
    fireEvent.click(section.getByRole("button", { name: "Nieuwsbrief uitzetten" }));
    expect(onNewsletter).toHaveBeenCalledWith(false);
  });

  it("offers 'uitzetten' to a subscriber and 'aanzetten' to whom nothing reaches", () => {
    const subscribed = card("subscribed");
    expect(subscribed.section.getByText("U ontvangt onze nieuwsbrief op dit adres.")).toBeTruthy();
    expect(buttons(subscribed.section)).toEqual(["Nieuwsbrief uitzetten"]);
    cleanup();
    const off = card("off");
    expect(off.section.getByText("U ontvangt onze nieuwsbrief niet.")).toBeTruthy();
    expect(buttons(off.section)).toEqual(["Nieuwsbrief aanzetten"]);
    fireEvent.click(off.section.getByRole("button", { name: "Nieuwsbrief aanzetten" }));
    expect(off.onNewsletter).toHaveBeenCalledWith(true);
  });

  it("on the page, switching a donor's newsletter off says so and then offers to switch it on", async () => {
    const calls = recordApiCalls(({ method, url }) =>
      method === "PUT"
        ? json({ subscribed: false })
        : url.endsWith("/session")
          ? json({ email: overview.email })
          : json({ ...overview, newsletter: "donor" }),
    );
    render(<MyGiftsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Nieuwsbrief uitzetten" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT")).toEqual([
        { method: "PUT", url: "/api/mijn-giften/newsletter", body: { subscribed: false } },
      ]),
    );
    expect(await screen.findByText("U ontvangt onze nieuwsbrief niet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nieuwsbrief aanzetten" })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Afgemeld voor de nieuwsbrief");
  });
});
