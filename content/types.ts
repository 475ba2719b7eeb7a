/**
 * Shapes of the site's Dutch content. The foundation edits the files in content/
 * (texts, figures, lists) without touching components.
 *
 * Text fields marked "rich" accept a small part of Markdown:
 * - a blank line starts a new paragraph;
 * - lines starting with "- " form a bulleted list, lines starting with "1. " a numbered one;
 * - a line starting with "### " is a small heading;
 * - **bold** and [link text](/pad-of-https-adres) inside a line.
 */
export type Rich = string;

/** Illustrations in public/illustrations/ (flat SVG in the site palette). */
export type IllustrationName =
  | "water-well"
  | "wheat"
  | "school"
  | "tent"
  | "family"
  | "mosque"
  | "sheep"
  | "clinic"
  | "seedling"
  | "bread"
  | "winter"
  | "building"
  | "handshake";

export type PageMeta = {
  /** Short page name; the browser title reads "Stichting Qamar – {title}". */
  title: string;
  /** One or two sentences for search results (about 120-160 characters). */
  description: string;
};

export type Figure = { value: string; label: string };

type Section = {
  heading: string;
  /** rich */
  body: Rich;
};

/** An about or policy page (Over Ons menu). */
export type InfoPage = {
  path: string;
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  /** rich; shown large under the heading */
  intro: Rich;
  illustration?: IllustrationName;
  sections: readonly Section[];
  /** "Laatst bijgewerkt" date, ISO yyyy-mm-dd */
  updated: string;
};

/** Icons the content may name (lucide, mapped in the web layer). */
export type IconName =
  | "droplets"
  | "heart-pulse"
  | "graduation-cap"
  | "wheat"
  | "utensils"
  | "building"
  | "sprout"
  | "tent"
  | "users"
  | "shield-check"
  | "hand-heart"
  | "truck"
  | "sun"
  | "book-open"
  | "baby"
  | "stethoscope"
  | "hammer"
  | "tree"
  | "globe"
  | "camera"
  | "gift"
  | "hand-coins"
  | "clipboard-check"
  | "handshake"
  | "megaphone";

export type Card = { title: string; text: Rich; icon: IconName };

type ExternalButton = { label: string; href: string };

/** A project category page. */
export type ProjectPage = {
  path: string;
  meta: PageMeta;
  /** Short name, shown above the heading. */
  name: string;
  icon: IconName;
  illustration: IllustrationName;
  /** Emergency pages use the urgency colour. */
  tone: "primary" | "urgent";
  heading: string;
  /** rich */
  intro: Rich;
  figures?: readonly Figure[];
  cardsHeading: string;
  cards: readonly Card[];
  sections?: readonly Section[];
  benefitsHeading: string;
  benefits: readonly string[];
  cta: { heading: string; text: Rich; buttons: readonly ExternalButton[] };
};

export type NewsCategory = "Onderwijs" | "Duurzaamheid" | "Voedsel" | "Bouw" | "Noodhulp";

export type VideoItem = {
  id: string;
  title: string;
  description: string;
  location: string;
  /** A YouTube link (embedded) or a direct .mp4 address. */
  videoUrl: string;
  /** Empty: derived from the YouTube id, or the placeholder illustration. */
  thumbnailUrl: string;
};

type TableRow = readonly string[];

/** A news card on the home page and /nieuws. */
export type NewsCard = {
  slug: string;
  category: NewsCategory;
  /** ISO date yyyy-mm-dd */
  date: string;
  /** Shows the 'URGENT' badge. */
  urgent?: boolean;
  title: string;
  summary: string;
  illustration: IllustrationName;
  /** The article has a video. */
  hasVideo?: boolean;
};

export type Table = {
  caption: string;
  head: TableRow;
  rows: readonly TableRow[];
  foot?: TableRow;
};

/** The body of a news article at /activiteit/{slug}. */
export type Article = {
  slug: string;
  meta: PageMeta;
  video?: VideoItem;
  /** rich; the opening paragraph(s) */
  lead: Rich;
  figures?: readonly Figure[];
  sections: readonly Section[];
  /** Tables shown after the sections (e.g. the winter-aid cost breakdown). */
  tables?: readonly Table[];
};
