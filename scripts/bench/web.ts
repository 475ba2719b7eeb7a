// The web budgets, measured (never a timed test):
// - first-load JavaScript of the home page and /doneren, gzip (and brotli) bytes of every script the
//   prerendered index.html loads before anything else: modulepreload links, script src
//   and inline scripts;
// - Lighthouse 12 (mobile, default simulated throttling, Debian's Chromium) on five pages.
// Run alone: `npx tsx scripts/bench/web.ts` (BUILD_DIR=... to measure another build;
// LH_RUNS=3 for the median of three runs). Part of `npm run bench`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build } from "../lib/build.mjs";
// @ts-expect-error plain JS helper shared with `npm start` (no type declarations)
import { compressBuild } from "../lib/compress.mjs";
import { chromiumFlags as CHROME_FLAGS } from "../../e2e/support/browser";
import { root, startApp } from "./lib";
import { isMain } from "../lib/is-main.mjs";

/** First-load JavaScript budgets, gzip bytes, per page (docs/decisions/021). */
export const FIRST_LOAD_BUDGETS: Record<string, number> = { "/": 125_000, "/doneren": 175_000 };
export const LIGHTHOUSE_PAGES = ["/", "/doneren", "/zakaat", "/nieuws", "/water-projecten"];

export interface ScriptSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Every script a prerendered page (the home page by default) loads before it is interactive, with compressed sizes:
 * what its HTML references (script src, modulepreload links, the imports of its inline
 * module script, including React Router's `import()` of the client entry) and, through
 * their static imports, every chunk those need. Dynamic `import()` inside chunks is
 * what loads later (lazily hydrated sections, toasts) and is not counted.
 */
export function firstLoad(clientDir: string, page = "/") {
  const html = readFileSync(path.join(clientDir, page.slice(1), "index.html"), "utf8");
  const files = new Set<string>();
  const queue: string[] = [];
  const add = (file: string | undefined) => {
    if (!file || files.has(file) || !file.endsWith(".js")) return;
    files.add(file);
    queue.push(file);
  };
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    add(/href="([^"]+)"/.exec(m[0])?.[1]);
  }
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) add(m[1]);
  for (const m of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of (m[1] ?? "").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) add(i[1]);
  }
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const code = readFileSync(path.join(clientDir, file), "utf8");
    for (const i of code.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      add(path.posix.join(path.posix.dirname(file), i[1] ?? ""));
    }
  }
  const sized = (file: string, body: Buffer): ScriptSize => ({
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  });
  const scripts = [...files].map((f) => sized(f, readFileSync(path.join(clientDir, f))));
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1] ?? "")
    .join("\n");
  if (inline) scripts.push(sized("(inline scripts)", Buffer.from(inline)));
  const total = (key: "raw" | "gzip" | "brotli") => scripts.reduce((n, s) => n + s[key], 0);
  return {
    files: scripts.sort((a, b) => b.gzip - a.gzip),
    totalRaw: total("raw"),
    totalGzip: total("gzip"),
    totalBrotli: total("brotli"),
    budgetGzip: FIRST_LOAD_BUDGETS[page] ?? null,
    withinBudget: total("gzip") <= (FIRST_LOAD_BUDGETS[page] ?? Number.POSITIVE_INFINITY),
  };
}

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number };

async function lighthouseOnce(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    } satisfies Scores,
    metrics: {
      fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    },
    failing,
    // e.g. NO_FCP when the machine is too busy: such a run is reported, not averaged.
    error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : null,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Lighthouse (mobile) on each page; with several runs, the median of each score. */
export async function lighthouseScores(origin: string, runs = 1) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-lh-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    const pages: Record<string, unknown> = {};
    for (const page of LIGHTHOUSE_PAGES) {
      const all: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
      for (let i = 0; i < runs; i++)
        all.push(await lighthouseOnce(`${origin}${page}`, chrome.port));
      const ok = all.filter((r) => !r.error);
      const pick = (k: keyof Scores) => median(ok.map((r) => r.scores[k]));
      pages[page] = {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        runs: all.map((r) => ({
          ...r.scores,
          ...r.metrics,
          ...(r.error ? { error: r.error } : {}),
        })),
        belowNinety: [...new Set(all.flatMap((r) => r.failing))],
      };
    }
    return pages;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

export async function benchWeb() {
  const clientDir = path.resolve(root, process.env.BUILD_DIR ?? "build/client");
  if (!process.env.BUILD_DIR) build();
  if (!existsSync(path.join(clientDir, "index.html"))) throw new Error(`no build in ${clientDir}`);
  compressBuild(clientDir); // served pre-compressed, as `npm start` does
  const firstLoadJs = Object.fromEntries(
    Object.keys(FIRST_LOAD_BUDGETS).map((page) => [page, firstLoad(clientDir, page)]),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-web-"));
  const app = await startApp({ SKIP_BUILD: "1", BUILD_DIR: clientDir, DATA_DIR: dataDir });
  try {
    const lighthouseResults = await lighthouseScores(app.url, Number(process.env.LH_RUNS ?? 1));
    return { firstLoadJs, lighthouse: lighthouseResults };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchWeb(), null, 2));
}
