// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu";

afterEach(cleanup);

describe("MobileMenu", () => {
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
