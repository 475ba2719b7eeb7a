// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu";

afterEach(cleanup);

describe("MobileMenu", () => {
  it("names its 'Over Ons' list without a heading: the page's h1 stays the first heading", () => {
    render(
      <MemoryRouter>
        <MobileMenu />
        <main>
          <h1>Doneren</h1>
        </main>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Menu openen" }));
    const panel = screen.getByRole("navigation", { name: "Mobiel menu" });
    expect(panel.hidden).toBe(false);
    const about = screen.getByRole("list", { name: "Over Ons" });
    expect(panel.contains(about)).toBe(true);
    expect(about.querySelectorAll("a").length).toBeGreaterThan(3);
    expect(screen.getAllByRole("heading").map((h) => h.tagName)).toEqual(["H1"]);
  });

  it("closes when focus tabs out of the panel, not when it moves inside it", () => {
    render(
      <MemoryRouter>
        <MobileMenu />
        <main>
          <a href="#inhoud">Inhoud onder het menu</a>
        </main>
      </MemoryRouter>,
    );
    const toggle = screen.getByRole("button", { name: "Menu openen" });
    fireEvent.click(toggle);
    const panel = screen.getByRole("navigation", { name: "Mobiel menu" });
    const links = panel.querySelectorAll("a");
    const last = links[links.length - 1] as HTMLElement;
    // Within the panel: still open.
    fireEvent.blur(toggle, { relatedTarget: last });
    expect(panel.hidden).toBe(false);
    // A tap on the panel's text moves focus nowhere: still open.
    fireEvent.blur(last, { relatedTarget: null });
    expect(panel.hidden).toBe(false);
    // Tab past the last item, onto the page under the panel: closed.
    fireEvent.blur(last, {
      relatedTarget: screen.getByRole("link", { name: "Inhoud onder het menu" }),
    });
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
