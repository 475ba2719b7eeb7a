// Builds the site when the build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compressBuild } from "./compress.mjs";

const root = path.resolve(import.meta.dirname, "../..");
// WEB_BUILD_DIR (react-router.config.ts) builds elsewhere, e.g. for tests run side by
// side; the marker and the compressed files belong to that folder, not to build/.
const buildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? "build");
const marker = path.join(buildDir, ".built-at");
const sources = [
  "src/web",
  "src/shared",
  "content",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

/** The newest modification time under a path (0 when it does not exist). */
export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/**
 * What the marker records besides its time: the PUBLIC_URL the pages were built with (their
 * canonical links carry it), so a build for another address is not taken as current.
 */
const builtFor = () => `PUBLIC_URL=${process.env.PUBLIC_URL ?? ""}`;

function buildIsStale() {
  if (!existsSync(marker) || !existsSync(path.join(buildDir, "client/index.html"))) return true;
  if (!readFileSync(marker, "utf8").split("\n").includes(builtFor())) return true;
  const builtAt = statSync(marker).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/**
 * Checks the foundation's facts before building (scripts/check-facts.ts): a malformed
 * value, or in production a value still marked as a stand-in, stops the build here, in
 * the operator's environment, before the build sets NODE_ENV for itself.
 */
function checkFacts() {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/check-facts.ts")],
    { cwd: root, stdio: "inherit", env: process.env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function build({ force = false } = {}) {
  if (!force && !buildIsStale()) return false;
  checkFacts();
  console.log("Site bouwen (react-router build)...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  compressBuild(path.join(buildDir, "client"));
  writeFileSync(marker, `${new Date().toISOString()}\n${builtFor()}\n`);
  return true;
}
