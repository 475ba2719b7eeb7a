// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("sonner", () => ({ toast }));

import { MonthlyDonorForm } from "./monthly-donor-form";
import { OneOffForm } from "./one-off-form";

const assign = vi.fn();
const realLocation = window.location;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(window, "location", { value: realLocation, configurable: true });
  sessionStorage.clear();
  localStorage.clear();
});

describe("OneOffForm", () => {
  it("'Verwerken...' while starting; then 'Donatie gestart', form cleared, off to the payment page", async () => {
    Object.defineProperty(window, "location", {
      value: { ...realLocation, assign },
      configurable: true,
    });
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<OneOffForm />);
    fireEvent.click(screen.getByRole("radio", { name: /^€\s50$/ }));
    const email = screen.getByRole("textbox", { name: "E-mailadres" });
    fireEvent.input(email, { target: { value: "yusuf@example.nl" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Bestemming" }), {
      target: { value: "gezondheidszorg" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Doneer nu" }));
    const busy = await screen.findByRole("button", { name: "Verwerken..." });
    expect(busy).toHaveProperty("disabled", true);
    // Busy from the click on: the rules load first (lib/lazy-resolver.ts), then it sends.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      kind: "one-off",
      amount: "50",
      email: "yusuf@example.nl",
      destination: "gezondheidszorg",
      country: "Nederland",
      // The 'Houd mij op de hoogte' box starts unticked.
      newsletter: false,
    });

    const redirectUrl = "/demo-betaling?donation=d-1";
    answer(new Response(JSON.stringify({ donationId: "d-1", redirectUrl }), { status: 201 }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
    expect(toast.info).toHaveBeenCalledWith("Donatie gestart", expect.anything());
    expect(email).toHaveProperty("value", "");
    expect(JSON.parse(sessionStorage.getItem("donationContext")!)).toEqual({
      donationId: "d-1",
      kind: "one-off",
    });
  });

  it("sends newsletter: true when 'Houd mij op de hoogte' is ticked", async () => {
    Object.defineProperty(window, "location", {
      value: { ...realLocation, assign },
      configurable: true,
    });
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        new Response(JSON.stringify({ donationId: "d-2", redirectUrl: "/x" }), { status: 201 }),
      );
    render(<OneOffForm />);
    fireEvent.click(screen.getByRole("radio", { name: /^€\s10$/ }));
    fireEvent.input(screen.getByRole("textbox", { name: "E-mailadres" }), {
      target: { value: "a@example.nl" },
    });
    const box = screen.getByRole("checkbox", { name: "Houd mij op de hoogte" });
    expect(box).toHaveProperty("checked", false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Doneer nu" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      email: "a@example.nl",
      newsletter: true,
    });
  });

  it("shows the API's message under the title 'Fout' when starting fails", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({ error: "Fout", message: "De betaalpagina kon niet worden geopend." }),
        {
          status: 502,
        },
      ),
    );
    render(<OneOffForm />);
    fireEvent.click(screen.getByRole("radio", { name: /^€\s10$/ }));
    fireEvent.input(screen.getByRole("textbox", { name: "E-mailadres" }), {
      target: { value: "a@example.nl" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Doneer nu" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fout", {
        id: "form:one-off",
        description: "De betaalpagina kon niet worden geopend.",
      }),
    );
  });
});

describe("MonthlyDonorForm", () => {
  it("a gift that already runs: the server's own title and message, and the form keeps what was typed", async () => {
    const message =
      "Er loopt al een maandelijkse gift van dit e-mailadres en deze IBAN. Wilt u uw gift wijzigen? Dat doet u via Mijn giften.";
    // (The mandate's text asks the server too: any other call answers 404.)
    vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) =>
      url === "/api/monthly-donors" && init?.method === "POST"
        ? new Response(JSON.stringify({ error: "Al aangemeld", message }), { status: 409 })
        : new Response("{}", { status: 404 }),
    );
    render(<MonthlyDonorForm />);
    fireEvent.click(screen.getByRole("radio", { name: /^€\s30$/ }));
    const field = (name: string, value: string) =>
      fireEvent.input(screen.getByRole("textbox", { name }), { target: { value } });
    field("Voornaam", "Ibrahim");
    field("Achternaam", "Jansen");
    field("E-mailadres", "ibrahim@example.nl");
    field("IBAN", "NL91ABNA0417164300");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Word maandelijkse donateur" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Al aangemeld",
        expect.objectContaining({ description: message }),
      ),
    );
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveProperty(
      "value",
      "ibrahim@example.nl",
    );
  });

  it("keeps the own amount disabled until 'Eigen bedrag' is chosen", () => {
    render(<MonthlyDonorForm />);
    const own = screen.getByRole("textbox", { name: "Eigen bedrag (€)" });
    expect(own).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("radio", { name: "Eigen bedrag" }));
    expect(own).toHaveProperty("disabled", false);
    fireEvent.click(screen.getByRole("radio", { name: /^€\s30$/ }));
    expect(own).toHaveProperty("disabled", true);
  });
});
