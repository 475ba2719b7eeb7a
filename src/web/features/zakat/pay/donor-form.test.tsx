// @vitest-environment jsdom
import { calculateZakat } from "@shared/zakat";
import { cashOnly } from "@shared/zakat/fixtures";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DonorForm } from "./donor-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The form's work after the request: the toast (sonner loads on first use) and the move to
 * the payment page. A test that ended before would leave the toast to a torn-down page.
 */
async function untilDone(assign: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(assign).toHaveBeenCalled());
  await import("sonner");
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("the zakat donor form", () => {
  it("has the hidden honeypot field 'website', like every form, and sends what is in it", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { donationId: "d-1", redirectUrl: "/demo-betaling?donation=d-1" },
        { status: 201 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const result = calculateZakat(cashOnly(10_000));
    const { container } = render(
      <DonorForm amount={result.zakatTotal} result={result} onBack={() => {}} />,
    );
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot!.closest("[aria-hidden='true']")).not.toBeNull();

    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    type("Voornaam", "Amina");
    type("Achternaam", "Yilmaz");
    type("E-mailadres", "amina@example.nl");
    fireEvent.change(honeypot!, { target: { value: "http://spam.example" } });
    fireEvent.submit(container.querySelector("form")!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await untilDone(assign);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: "zakat",
      firstName: "Amina",
      website: "http://spam.example",
    });
  });

  it("sends no company fields after 'Bedrijf' was filled in and 'Particulier' chosen again", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { donationId: "d-1", redirectUrl: "/demo-betaling?donation=d-1" },
        { status: 201 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const result = calculateZakat(cashOnly(10_000));
    const { container } = render(
      <DonorForm amount={result.zakatTotal} result={result} onBack={() => {}} />,
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    type("Voornaam", "Amina");
    type("Achternaam", "Yilmaz");
    type("E-mailadres", "amina@example.nl");
    fireEvent.click(screen.getByRole("radio", { name: "Bedrijf" }));
    type("Bedrijfsnaam", "Yilmaz BV");
    type("KvK-nummer", "87654321");
    fireEvent.click(screen.getByRole("radio", { name: "Particulier" }));
    expect(screen.queryByLabelText("Bedrijfsnaam", { exact: false })).toBeNull();
    fireEvent.submit(container.querySelector("form")!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await untilDone(assign);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      donorType: "individual",
      firstName: "Amina",
      companyName: "",
      kvkNumber: "",
    });
  });
});
