// The npm registry this project is built with serves only some platforms' optional
// binaries (biome, tailwind oxide, rollup for other systems answer 404), so `npm install`
// leaves them out of package-lock.json and `npm ci` then refuses the lock. This adds an
// entry for each missing optional platform package, marked with its os/cpu/libc, so
// `npm ci` accepts the lock and skips them on this platform as it would anyway.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const osNames = [
  "android",
  "darwin",
  "freebsd",
  "openbsd",
  "openharmony",
  "win32",
  "linux",
  "sunos",
  "aix",
  "netbsd",
];
const cpuNames = [
  "arm64",
  "x64",
  "arm",
  "ia32",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "wasm32",
  "mips64el",
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = osNames.find((o) => parts.includes(o));
  const cpu =
    cpuNames.find((c) => parts.includes(c)) ??
    (parts.includes("gnueabihf") || parts.includes("eabi") || parts.includes("musleabihf")
      ? "arm"
      : undefined);
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : parts.includes("gnu")
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${dep}`;
    if (lock.packages[at] || lock.packages[`${key}/${at}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!cpu && !os) continue; // not a platform binary: leave npm's judgement alone
    lock.packages[at] = {
      version: range.replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} optional platform entries added`);
