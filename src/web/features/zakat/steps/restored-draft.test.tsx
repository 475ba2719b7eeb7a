// @vitest-environment jsdom
import { parseStoredDraft } from "@shared/zakat";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AssetsStep } from "./assets-step";
import { SettingsStep } from "./settings-step";

afterEach(cleanup);

describe("the assets step with a restored draft", () => {
  it("shows a cash row whose currency is no currency code instead of falling over", () => {
    // Counted 1:1 with the euro, with a console warning, as any unknown currency.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const input = parseStoredDraft(
      JSON.stringify({ assets: { cash: [{ amount: 100, currency: "EURO" }] } }),
    );
    render(<AssetsStep input={input} update={() => {}} />);
    expect(screen.getByTestId("assets-total")).toBeTruthy();
    expect(document.body.textContent).toContain("100,00 EURO");
  });

  it("reads a price per gram with three decimals back as it was saved", () => {
    const input = parseStoredDraft(
      JSON.stringify({ goldPricePerGram: 61.234, silverPricePerGram: 0.7851 }),
    );
    expect(input.goldPricePerGram).toBe(61.234);
    render(<SettingsStep input={input} update={() => {}} livePrices={null} />);
    const gold = screen.getByLabelText("Goudprijs per gram") as HTMLInputElement;
    const silver = screen.getByLabelText("Zilverprijs per gram") as HTMLInputElement;
    expect(gold.value).toBe("61,234");
    expect(silver.value).toBe("0,7851");
    expect(document.querySelector("input[data-unreadable]")).toBeNull();
    // The texts beside the fields name the price in use as it is, not cut to cents.
    const source = screen.getByTestId("metal-prices-source").textContent!.replace(/\s/g, " ");
    expect(source).toContain("goud € 61,234 en zilver € 0,7851 per gram");
    expect(document.body.textContent!.replace(/\s/g, " ")).toContain("85 gram goud × € 61,234");
  });

  it("writes quantities and grams back with every decimal they were saved with", () => {
    const input = parseStoredDraft(
      JSON.stringify({
        assets: {
          crypto: [{ symbol: "ETH", amount: 0.123456789012, eurValue: 0 }],
          gold: { grams: 1234.5678912, karat: 24 },
        },
      }),
    );
    render(<AssetsStep input={input} update={() => {}} />);
    const quantity = screen.getByLabelText(/^Aantal/) as HTMLInputElement;
    expect(quantity.value).toBe("0,123456789012");
    expect((screen.getByLabelText(/^Goud/) as HTMLInputElement).value).toBe("1.234,5678912");
    expect(document.querySelector("input[data-unreadable]")).toBeNull();
  });
});
