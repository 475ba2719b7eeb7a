import { privacyPage } from "@content/info/avg";
import { reportsPage } from "@content/info/rapporten";
import { statutesPage } from "@content/info/statuten";
import { paths } from "@shared/paths";
import { statutesPdf } from "@shared/site";
import { annualReport } from "@shared/site-details";
import { describe, expect, it } from "vitest";

/** Every text of an info page a visitor or a search engine reads. */
function texts(page: typeof statutesPage): string {
  return [
    page.meta.title,
    page.meta.description,
    page.intro,
    ...page.sections.map((s) => s.body),
  ].join("\n");
}

describe("the info pages promise only what they offer", () => {
  it("no statutes PDF is promised while its address is a stand-in", () => {
    expect(statutesPdf).toBeNull();
    expect(texts(statutesPage)).not.toMatch(/PDF/i);
  });

  it("no annual report download is promised while there is none", () => {
    expect(annualReport).toBeNull();
    expect(texts(reportsPage)).not.toMatch(/PDF|download|hierboven/i);
    expect(reportsPage.intro).toMatch(/opvraagt/);
  });

  it("the privacy page names the Mijn giften cookie beside the admin's", () => {
    const cookies = privacyPage.sections.find((s) => s.heading.startsWith("Cookies"));
    expect(cookies?.body).toMatch(/sessiecookie voor beheerders/);
    expect(cookies?.body).toContain(`sessiecookie voor [Mijn giften](${paths.myGifts})`);
    expect(cookies?.body).toMatch(/gift die u aan het betalen bent/);
  });
});
