import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { foundation } from "@content/foundation";
import { foundationDetails } from "@content/foundation-details";
import { describe, expect, it } from "vitest";
import { factsVerdict } from "./check-facts";

const root = path.resolve(import.meta.dirname, "..");

/** Runs the build's first step as `npm run build` and `npm start` do. */
function runCheck(env: Record<string, string>, script = "scripts/check-facts.ts") {
  return spawnSync(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("the build's facts check", () => {
  it("refuses a production build with stand-ins, naming them", () => {
    const result = runCheck({ NODE_ENV: "production" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("registration.kvk: 12345678");
    expect(result.stderr).toContain("registration.rsin: 123456789");
    expect(result.stderr).toContain("board: A. El Amrani, Voorzitter");
    expect(result.stderr).toContain("ALLOW_PLACEHOLDERS=1");
  });

  it("lets the build go on with ALLOW_PLACEHOLDERS=1, and without NODE_ENV=production", () => {
    const allowed = runCheck({ NODE_ENV: "production", ALLOW_PLACEHOLDERS: "1" });
    expect(allowed.status).toBe(0);
    expect(allowed.stderr).toBe("");
    expect(runCheck({}).status).toBe(0);
    expect(factsVerdict({ NODE_ENV: "development" })).toBeNull();
  });

  it("is the first step of npm start's build: a production build stops before building", () => {
    const script = "import('./scripts/lib/build.mjs').then((m) => m.build({ force: true }))";
    const result = spawnSync(process.execPath, ["-e", script], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "production",
        WEB_BUILD_DIR: path.join(root, "build-never-made"),
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("registration.kvk: 12345678");
    expect(result.stdout).not.toContain("Site bouwen");
  });

  it("refuses too when the project is reached through a symlink and a path with a space", () => {
    // A deploy's 'current/' link, in a folder whose name has a space.
    const tmp = mkdtempSync(path.join(os.tmpdir(), "map met spatie-"));
    try {
      symlinkSync(root, path.join(tmp, "current"));
      const result = runCheck(
        { NODE_ENV: "production" },
        path.join(tmp, "current/scripts/check-facts.ts"),
      );
      expect(result.stderr).toContain("registration.kvk: 12345678");
      expect(result.status).toBe(1);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("knows it is the script run, whatever spaces or symlinks its path holds (isMain)", () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "is-main-"));
    try {
      const real = path.join(tmp, "map met spatie");
      mkdirSync(real);
      const probe = path.join(real, "probe.mjs");
      const helper = pathToFileURL(path.join(root, "scripts/lib/is-main.mjs")).href;
      writeFileSync(
        probe,
        `import { isMain } from ${JSON.stringify(helper)};\nprocess.stdout.write(String(isMain(import.meta.url)));\n`,
      );
      symlinkSync(real, path.join(tmp, "link"));
      for (const script of [probe, path.join(tmp, "link/probe.mjs")]) {
        const run = spawnSync(process.execPath, [script], { encoding: "utf8", timeout: 30_000 });
        expect(run.stdout, script).toBe("true");
      }
      // Imported by another script, it is not the one run.
      const outer = path.join(tmp, "outer.mjs");
      writeFileSync(outer, `import ${JSON.stringify(pathToFileURL(probe).href)};\n`);
      expect(spawnSync(process.execPath, [outer], { encoding: "utf8" }).stdout).toBe("false");
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("stops any build on a malformed value, naming the field", () => {
    const raw = {
      ...foundation,
      ...foundationDetails,
      registration: { ...foundation.registration, kvk: "1234567" },
    };
    expect(factsVerdict({}, raw)).toContain("registration.kvk: een KvK-nummer heeft 8 cijfers");
  });
});
