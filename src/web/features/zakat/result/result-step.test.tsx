// @vitest-environment jsdom
import { calculateZakat } from "@shared/zakat";
import { cashOnly, zakatInput } from "@shared/zakat/fixtures";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ResultStep } from "./result-step";

afterEach(cleanup);

function renderResult(input: ReturnType<typeof zakatInput>) {
  const result = calculateZakat(input);
  const router = createMemoryRouter([
    { path: "/", element: <ResultStep input={input} result={result} onRestart={() => {}} /> },
  ]);
  render(<RouterProvider router={router} />);
  return result;
}

describe("the result's pay card", () => {
  it("offers the donor form for a zakat that one online donation can pay", () => {
    const result = renderResult(cashOnly(10_000));
    expect(result.zakatTotal).toBe(250);
    expect(screen.getByRole("button", { name: "Gegevens invullen" })).toBeTruthy();
  });

  it("points to contact for a zakat below € 1 or above € 1.000.000, which no online payment takes", () => {
    const small = renderResult(zakatInput((i) => (i.assets.mining.value = 10)));
    expect(small.zakatTotal).toBe(0.25);
    expect(screen.queryByRole("button", { name: "Gegevens invullen" })).toBeNull();
    expect(screen.getByRole("link", { name: "Contact opnemen" }).getAttribute("href")).toBe(
      "/contact",
    );
    cleanup();
    const large = renderResult(cashOnly(40_000_100));
    expect(large.zakatTotal).toBe(1_000_002.5);
    expect(screen.queryByRole("button", { name: "Gegevens invullen" })).toBeNull();
    expect(screen.getByText(/Online betalen kan van € 1 tot € 1\.000\.000 per gift/)).toBeTruthy();
  });
});
