// npm run bench: every measured figure (never a timed test). Each part is optional so
// one can run alone: `npm run bench -- foundation web forms newsletter documents`.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "../lib/build.mjs";
import { root } from "./lib";

const wanted = process.argv.slice(2);
const parts: Record<string, { file: string; fn: string }> = {
  foundation: { file: "foundation.ts", fn: "benchFoundation" },
  web: { file: "web.ts", fn: "benchWeb" },
  forms: { file: "forms.ts", fn: "benchForms" },
  campaign: { file: "campaign.ts", fn: "benchCampaign" },
  newsletter: { file: "newsletter.ts", fn: "benchNewsletter" },
  documents: { file: "documents.ts", fn: "benchDocuments" },
  // Minutes of kill-and-restart runs: only when asked for (`npm run bench -- crash`).
  crash: { file: "newsletter-crash.ts", fn: "benchCrash" },
};
const onlyWhenAsked = new Set(["crash"]);

build();
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
};
for (const [name, part] of Object.entries(parts)) {
  if (wanted.length > 0 ? !wanted.includes(name) : onlyWhenAsked.has(name)) continue;
  const file = path.join(import.meta.dirname, part.file);
  if (!existsSync(file)) continue;
  console.log(`\n=== bench ${name}`);
  const mod = (await import(file)) as Record<string, () => Promise<unknown>>;
  const fn = mod[part.fn];
  if (!fn) throw new Error(`${part.file} does not export ${part.fn}`);
  results[name] = await fn();
  console.log(JSON.stringify(results[name], null, 2));
}
mkdirSync(path.join(root, "bench-results"), { recursive: true });
const out = path.join(root, "bench-results", "latest.json");
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, out)}`);
