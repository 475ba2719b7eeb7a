import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { clientOnlyPrefixes, isClientOnlyPath } from "@shared/paths";
import { site } from "@shared/site";
import type { SiteBuild } from "./static-site";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

/** A page that asks search engines not to index it (`<meta name="robots" content="noindex">`). */
const NOINDEX = /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*noindex/i;

/**
 * Every prerendered public page that may be indexed, sorted, home first: the sitemap lists
 * every public route except the pages one reaches from a payment or an e-mail (success,
 * cancelled, 'Mijn giften', …), which say noindex.
 */
export function sitemapPaths(build: SiteBuild): string[] {
  return [...build.pages.entries()]
    .filter(([p, file]) => !isClientOnlyPath(p) && !NOINDEX.test(readPage(build, file)))
    .map(([p]) => p)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

const readPage = (build: SiteBuild, file: string) =>
  readFileSync(path.join(build.dir, file), "utf8");

export function sitemapXml(build: SiteBuild, origin: string): string {
  const urls = sitemapPaths(build).map((p) => {
    const file = build.pages.get(p) ?? "";
    const lastmod = statSync(path.join(build.dir, file)).mtime.toISOString().slice(0, 10);
    return `  <url><loc>${escapeXml(`${origin}${p}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const disallow = [...clientOnlyPrefixes, "/api"].map((p) => `Disallow: ${p}`);
  return `User-agent: *\nAllow: /\n${disallow.join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * /sitemap.xml and /robots.txt, built from the pages actually in the build so the
 * sitemap never lists a page that does not exist (or misses one that does).
 */
export async function registerSeo(app: FastifyInstance, build: SiteBuild): Promise<void> {
  const origin = (app.services.config.PUBLIC_URL ?? site.url).replace(/\/+$/, "");
  const sitemap = sitemapXml(build, origin);
  const robots = robotsTxt(origin);
  app.get("/sitemap.xml", (_req, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemap),
  );
  app.get("/robots.txt", (_req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robots),
  );
}
