// The Biome rule that features do not import each other, run on small fixture files in a
// temporary copy of the layout: aliases and plain relative paths that leave a feature are
// refused; paths inside a feature and to the shared layers are allowed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", ".bin", "biome");

const files: Record<string, string[]> = {
  "src/web/features/zakat/page.tsx": [
    "../news/article", // refused: a sibling feature, relative
    "@web/features/news/article", // refused: a sibling feature, by alias
    "../../features/news/article", // refused: through the features folder
    "@server/app", // refused: web code never imports server code
    "./fields/number-field", // allowed: inside the feature
    "../../components/ui/button", // allowed: shared web layer
    "@web/lib/utils", // allowed
  ],
  "src/web/features/zakat/fields/number-field.tsx": [
    "../../news/article", // refused
    "../page", // allowed: the feature's own top folder
    "../../../lib/utils", // allowed
  ],
  "src/server/features/donations/service.ts": [
    "../campaigns/service", // refused
    "@server/features/campaigns/service", // refused
    "../../db/client", // allowed
  ],
};

let dir = "";
let refused: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const body = imports.map((from, i) => `import { x${i} } from "${from}";\n`).join("");
    const all = imports.map((_, i) => `x${i}`).join(", ");
    writeFileSync(path.join(dir, file), `${body}export const all = [${all}];\n`);
  }
  let out = "";
  try {
    out = execFileSync(biome, ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
  };
  refused = report.diagnostics
    .filter((d) => d.category === "lint/style/noRestrictedImports")
    .map((d) => {
      const file = d.location.path.replace(/\\/g, "/").replace(/^.*?(src\/)/, "$1");
      return `${file}: ${files[file]?.[d.location.start.line - 1]}`;
    });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("import boundaries", () => {
  it("refuses imports that leave a feature, by alias or relative path, and nothing else", () => {
    expect(refused.sort()).toEqual(
      [
        "src/server/features/donations/service.ts: ../campaigns/service",
        "src/server/features/donations/service.ts: @server/features/campaigns/service",
        "src/web/features/zakat/fields/number-field.tsx: ../../news/article",
        "src/web/features/zakat/page.tsx: ../../features/news/article",
        "src/web/features/zakat/page.tsx: ../news/article",
        "src/web/features/zakat/page.tsx: @server/app",
        "src/web/features/zakat/page.tsx: @web/features/news/article",
      ].sort(),
    );
  });
});
