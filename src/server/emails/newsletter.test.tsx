import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { NewsletterEmail } from "./newsletter";
import { newsletterBodyHtml } from "./newsletter-content";

const base = {
  title: "Winterhulp Gaza",
  subject: "Nieuws",
  content: "Beste lezer,\n\nDankzij u <3 konden we helpen.",
  imageUrl: "https://www.stichtingqamar.nl/api/uploads/1-a.png",
  videoUrl: "https://www.youtube.com/watch?v=x",
  donationLink: "https://www.stichtingqamar.nl/doneren",
  siteUrl: "https://www.stichtingqamar.nl",
  unsubscribeUrl: "https://www.stichtingqamar.nl/api/unsubscribe?email=a%40b.nl&token=t",
};

describe("newsletter e-mail", () => {
  it("has the unsubscribe link, the image, video and donation buttons", async () => {
    const html = await render(<NewsletterEmail {...base} />);
    expect(html).toContain(
      'href="https://www.stichtingqamar.nl/api/unsubscribe?email=a%40b.nl&amp;token=t"',
    );
    expect(html).toContain("Afmelden");
    expect(html).toContain("Bekijk de video");
    expect(html).toContain("Doneer nu");
    // Plain text becomes paragraphs, escaped.
    expect(html).toContain("<p>Dankzij u &lt;3 konden we helpen.</p>");
    expect(html.indexOf("<h1")).toBeLessThan(html.indexOf(base.imageUrl));
  });

  it("puts the image first in flyer mode", async () => {
    const html = await render(<NewsletterEmail {...base} flyerMode />);
    expect(html.indexOf(base.imageUrl)).toBeLessThan(html.indexOf("<h1"));
  });

  it("keeps only allowlisted HTML", () => {
    expect(
      newsletterBodyHtml('<h2>Kop</h2><p style="x">a<script>b</script></p><table></table>'),
    ).toBe("<h2>Kop</h2><p>a</p>");
    expect(newsletterBodyHtml('<a href="https://x.nl">x</a>')).toBe(
      '<p><a href="https://x.nl" rel="noopener noreferrer" target="_blank">x</a></p>',
    );
  });

  it("keeps the paragraphs and lines of text that marks a word with an inline tag", () => {
    const text = [
      "Beste donateur,",
      "",
      "Dankzij u konden we 1.200 voedselpakketten uitdelen.",
      "Ook de waterput in Sudan is klaar.",
      "",
      "<b>Belangrijk:</b> lees verder op onze site.",
    ].join("\r\n");
    expect(newsletterBodyHtml(text)).toBe(
      [
        "<p>Beste donateur,</p>",
        "<p>Dankzij u konden we 1.200 voedselpakketten uitdelen.<br />Ook de waterput in Sudan is klaar.</p>",
        "<p><b>Belangrijk:</b> lees verder op onze site.</p>",
      ].join("\n"),
    );
    // Still sanitised: what the allowlist refuses goes, also inside a paragraph.
    expect(newsletterBodyHtml('a <img src="x" onerror="y">\n\n<script>b</script>c')).toBe(
      '<p>a <img src="x" /></p>\n<p>c</p>',
    );
    // An author who lays out with block tags keeps their layout.
    expect(newsletterBodyHtml("<p>een</p>\n\n<p>twee</p>")).toBe("<p>een</p>\n\n<p>twee</p>");
  });
});
