// @vitest-environment jsdom
import { parseStoredDraft } from "@shared/zakat";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AssetsStep } from "./assets-step";

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
});
