// Builds the server (src/server, with what it imports from src/shared) into plain
// JavaScript in dist/server, so production runs no TypeScript loader. Packages stay
// external: node_modules is resolved at run time as usual.
import { existsSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { newestMtime } from "./build.mjs";
import { isMain } from "./is-main.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const serverBuildDir = path.join(root, "dist/server");
const marker = path.join(serverBuildDir, ".built-at");
// content/ too: the server bundles the foundation's facts (e-mails, PDFs, the start check).
const sources = ["src/server", "src/shared", "content", "package-lock.json", "tsconfig.json"];

function serverBuildIsStale() {
  if (!existsSync(marker) || !existsSync(path.join(serverBuildDir, "main.js"))) return true;
  const builtAt = statSync(marker).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/** Builds when the build is missing or older than its sources; returns whether it built. */
export function buildServer({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return false;
  buildSync({
    absWorkingDir: root,
    // config.js on its own lets `npm start` check the configuration before the web build.
    entryPoints: { main: "src/server/main.ts", config: "src/server/config.ts" },
    outdir: serverBuildDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    jsx: "automatic",
    sourcemap: true,
    logLevel: "warning",
  });
  writeFileSync(marker, new Date().toISOString());
  return true;
}

if (isMain(import.meta.url)) buildServer({ force: true });
