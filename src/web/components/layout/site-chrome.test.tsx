// @vitest-environment jsdom
import { paths } from "@shared/paths";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteChrome } from "./site-chrome";

function renderAt(path: string) {
  const page = (name: string) => (
    <SiteChrome>
      <h1>{name}</h1>
    </SiteChrome>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: page("Home") },
      { path: "/admin/newsletter", element: page("Admin") },
      { path: "/auth", element: page("Auth") },
      { path: "*", element: page("Andere pagina") },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe("SiteChrome", () => {
  it("shows header, footer and floating buttons on public pages", async () => {
    renderAt(paths.home);
    expect(screen.getByRole("banner")).toBeTruthy();
    // The footer's script (with its newsletter form) loads lazily (docs/decisions/021).
    expect(await screen.findByRole("contentinfo", {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Contactgegevens opslaan" })).toBeTruthy();
  });

  it.each([paths.adminNewsletter, paths.auth])("hides all site chrome on %s", (path) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("link", { name: /drager worden/i })).toBeNull();
    expect(screen.queryByRole("button", { name: "Contactgegevens opslaan" })).toBeNull();
  });
});

describe("mobile menu", () => {
  const panel = () => screen.queryByRole("navigation", { name: "Mobiel menu" });

  it("lists the same items and closes when one is chosen", async () => {
    const router = renderAt(paths.home);
    expect(panel()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Menu openen" }));
    const menu = panel();
    expect(menu?.textContent).toContain("Zakaat");
    expect(menu?.textContent).toContain("Gedragscode");
    expect(screen.getByRole("button", { name: "Menu sluiten" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    await act(async () => {
      fireEvent.click(within(menu as HTMLElement).getByRole("link", { name: "Bestuur" }));
    });
    expect(router.state.location.pathname).toBe(paths.board);
    expect(panel()).toBeNull();
  });

  it("closes on Escape and returns focus to the toggle", () => {
    renderAt(paths.home);
    fireEvent.click(screen.getByRole("button", { name: "Menu openen" }));
    expect(panel()).not.toBeNull();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(panel()).toBeNull();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Menu openen");
  });
});

describe("'Over Ons' dropdown", () => {
  it("opens with Enter, moves with the arrow keys and closes with Escape", async () => {
    renderAt(paths.home);
    const trigger = screen.getByRole("button", { name: "Over Ons" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger); // what Enter on a focused button does
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    expect(list?.hidden).toBe(false);
    const links = within(list as HTMLElement).getAllByRole("link");
    expect(links).toHaveLength(12);
    const focused = () => document.activeElement?.textContent;
    // A key on whatever has focus; ArrowDown moves focus in the next frame, so wait one.
    const press = async (key: string) => {
      await act(async () => {
        fireEvent.keyDown(document.activeElement ?? document.body, { key });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    };
    trigger.focus();
    await press("ArrowDown"); // from the button to the first link
    expect(focused()).toBe("Oprichting Qamar");
    await press("ArrowDown");
    expect(focused()).toBe("Visie en missie");
    await press("ArrowUp");
    expect(focused()).toBe("Oprichting Qamar");
    // Both ends wrap around.
    await press("ArrowUp");
    expect(focused()).toBe("Gedragscode");
    expect(document.activeElement).toBe(links.at(-1));
    await press("ArrowDown");
    expect(focused()).toBe("Oprichting Qamar");
    // Moving between its own links keeps the list open.
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(list?.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });
});
