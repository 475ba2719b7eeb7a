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

import { ContactForm } from "./contact-form";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  toast.success.mockReset();
  toast.error.mockReset();
});

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByRole("textbox", { name: label }), { target: { value } });

function fill() {
  type("Naam", "Fatima el Amrani");
  type("E-mailadres", "fatima@example.nl");
  type("Bericht", "Ik wil graag helpen bij de winterhulp.");
}

describe("ContactForm", () => {
  it("shows 'Verzenden...' on a disabled button while sending, then clears", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    const busy = await screen.findByRole("button", { name: "Verzenden..." });
    expect(busy).toHaveProperty("disabled", true);
    // Busy from the click on: the rules load first (lib/lazy-resolver.ts), then it sends.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("button", { name: "Verzenden..." })).toHaveProperty("disabled", true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: "Fatima el Amrani", website: "" });

    answer(new Response(JSON.stringify({ ok: true }), { status: 201 }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Bericht verzonden!", expect.anything()),
    );
    expect(screen.getByRole("textbox", { name: "Naam" })).toHaveProperty("value", "");
  });

  it("marks the field and toasts 'Validatiefout' with the first message", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    render(<ContactForm />);
    type("Naam", "F");
    fireEvent.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Validatiefout", {
        id: "form:contact",
        description: "Naam moet minimaal 2 karakters lang zijn",
      }),
    );
    expect(screen.getByRole("textbox", { name: "Naam" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Naam moet minimaal 2 karakters lang zijn")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the failure toast when sending fails, the API's toast on 429", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("{}", { status: 500 }));
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fout bij verzenden", {
        id: "form:contact",
        description:
          "Er is een fout opgetreden bij het verzenden van uw bericht. Probeer het opnieuw.",
      }),
    );
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response(JSON.stringify({ error: "Te veel verzoeken", message: "Wacht even." }), {
        status: 429,
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Te veel verzoeken", {
        id: "form:contact",
        description: "Wacht even.",
      }),
    );
  });
});
