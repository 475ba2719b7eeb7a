import { site } from "@shared/site";
import type { MetaDescriptor } from "react-router";

// Set at build time: prerendered pages carry absolute canonical URLs.
const origin = (import.meta.env.PUBLIC_URL || site.url).replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${origin}${path}`;
}

type PageMeta = {
  /** Short page name; rendered as "Stichting Qamar – {title}". */
  title: string;
  description: string;
  /** The page's path, for the canonical link; omit for pages that must not be indexed. */
  path?: string;
};

/** title, description, Open Graph and canonical tags for a route's `meta` export. */
export function pageMeta({ title, description, path }: PageMeta): MetaDescriptor[] {
  const fullTitle = `${site.name} – ${title}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:type", content: "website" },
  ];
  if (path) {
    tags.push(
      { property: "og:url", content: absoluteUrl(path) },
      { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
    );
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}
