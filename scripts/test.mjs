// npm test: everything CI runs, in order:
// typecheck, lint, unit + API tests (Node 20; PostgreSQL too when DATABASE_URL is set),
// unit + API tests again under Node 24 LTS, build, browser tests.
// Ends with one summary line "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "./lib/build.mjs";
import { buildServer } from "./lib/build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
// The second LTS line (Node 24) is not a dependency: `.ci/run` fetches it into a temporary
// folder and passes its path as NODE24_BIN. The main leg runs on the Node that runs npm.
const node24 = process.env.NODE24_BIN;
const systemNode = process.env.npm_node_execpath ?? process.execPath;
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const reports = mkdtempSync(path.join(os.tmpdir(), "qamar-test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, env = {}) {
  if (only.length > 0 && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${[path.basename(command), ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(name);
}

function vitest(name, runtime, configArgs, env = {}) {
  if (only.length > 0 && !only.includes(name)) return;
  const report = path.join(reports, `${name}.json`);
  const version = spawnSync(runtime, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.log(`\n${name} runs on Node ${version}`);
  step(
    name,
    runtime,
    [
      path.join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      ...configArgs,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, "utf8"));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  console.log(`${name}: ${json.numPassedTests} passed, ${json.numFailedTests} failed`);
}

step("typecheck", bin("react-router"), ["typegen"]);
step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("biome"), ["check", "."]);
step("lint", bin("knip"), []);
vitest("unit", systemNode, []);
if (node24 && existsSync(node24)) vitest("node24", node24, [], { DATABASE_URL: "" });
else console.log("node24: skipped (set NODE24_BIN to a Node 24 binary; .ci/run does)");
if (only.length === 0 || only.includes("e2e")) {
  build();
  buildServer();
}
vitest("e2e", systemNode, ["--config", "e2e/vitest.config.ts"]);

if (failedSteps.length > 0) console.log(`\nFailed steps: ${[...new Set(failedSteps)].join(", ")}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);
