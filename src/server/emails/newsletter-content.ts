import sanitizeHtml from "sanitize-html";

/**
 * Newsletter content is written by an admin but read in thousands of mail apps and in
 * the admin's own browser: only an allowlist of tags, attributes and URL schemes
 * survives, before it is stored and again when it is sent.
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "hr",
    "img",
  ],
  // rel and target are set by the transform below.
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }),
  },
};

/** Text with at least one tag is HTML; anything else is plain text (escaped on render). */
function looksLikeHtml(content: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(content);
}

function sanitizeNewsletterHtml(html: string): string {
  return sanitizeHtml(html, allowlist);
}

/** What is stored: HTML sanitised, plain text as typed (it is escaped when rendered). */
export function cleanNewsletterContent(content: string): string {
  return looksLikeHtml(content) ? sanitizeNewsletterHtml(content) : content;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** Tags with which an author lays out paragraphs and lines themselves. */
const BLOCK_TAG = /<\/?(p|div|ul|ol|li|h[1-6]|table|blockquote|pre|hr|br)\b/i;

/** Blank lines start a paragraph, a single line break a new line. */
function paragraphs(content: string, line: (text: string) => string): string {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${line(p).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

/**
 * The body HTML of a newsletter: plain text as paragraphs; HTML sanitised. Text with only
 * inline tags (`<b>`, `<a>`) keeps its blank lines as paragraphs too: an author who
 * marks one word bold has not taken over the layout.
 */
export function newsletterBodyHtml(content: string): string {
  if (!looksLikeHtml(content)) return paragraphs(content, escapeHtml);
  if (BLOCK_TAG.test(content)) return sanitizeNewsletterHtml(content);
  return sanitizeNewsletterHtml(paragraphs(content, (text) => text));
}
