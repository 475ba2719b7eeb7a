import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isClientOnlyPath } from "@shared/paths";

/**
 * Serves the prerendered site from the build (docs/product/routes.md):
 * - every prerendered page at its path, 200;
 * - `/admin/*` and `/auth` through the client-rendered SPA fallback;
 * - anything else: the prerendered not-found page with status 404.
 */
const SPA_FALLBACK = "__spa-fallback.html";
const NOT_FOUND_PAGE = "404/index.html";

export interface SiteBuild {
  dir: string;
  /** URL path -> file relative to dir */
  pages: Map<string, string>;
  /** sha256 sources of inline scripts, for the Content-Security-Policy */
  scriptHashes: string[];
}

export function readSiteBuild(dir: string): SiteBuild | null {
  if (!existsSync(path.join(dir, "index.html")) && !existsSync(path.join(dir, SPA_FALLBACK)))
    return null;
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const file = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(file);
      } else if (entry.name.endsWith(".html")) {
        for (const hash of inlineScriptHashes(readFileSync(path.join(dir, file), "utf8")))
          hashes.add(hash);
        if (entry.name === "index.html") pages.set(`/${rel}`.replace(/\/$/, "") || "/", file);
      }
    }
  };
  walk("");
  pages.delete("/404");
  return { dir, pages, scriptHashes: [...hashes] };
}

function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(match[1] ?? "")) continue;
    out.push(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return out;
}

export async function registerStaticSite(app: FastifyInstance, build: SiteBuild): Promise<void> {
  // The Content-Security-Policy (with a hash for every inline script of every page, some
  // kilobytes) protects documents; on scripts, styles, fonts and images it is dead weight
  // sent dozens of times per page view, against the pages' performance budget.
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (!request.url.startsWith("/api/") && !type.startsWith("text/html")) {
      reply.removeHeader("content-security-policy");
    }
    return payload;
  });
  await app.register(fastifyStatic, {
    root: path.resolve(build.dir),
    wildcard: true,
    index: false,
    redirect: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
    },
  });

  const sendPage = (reply: FastifyReply, file: string, status = 200) =>
    reply.code(status).header("content-type", "text/html; charset=utf-8").sendFile(file);

  for (const [url, file] of build.pages) {
    app.get(url, (_req, reply) => sendPage(reply, file));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api/")) {
      return reply
        .code(404)
        .send({ error: "Niet gevonden", message: "Deze API-route bestaat niet." });
    }
    if ((request.method === "GET" || request.method === "HEAD") && isClientOnlyPath(url)) {
      return sendPage(reply, SPA_FALLBACK);
    }
    const hasNotFound = existsSync(path.join(build.dir, NOT_FOUND_PAGE));
    if (!hasNotFound)
      return reply.code(404).type("text/plain; charset=utf-8").send("404 - Pagina niet gevonden");
    return sendPage(reply, NOT_FOUND_PAGE, 404);
  });
}
