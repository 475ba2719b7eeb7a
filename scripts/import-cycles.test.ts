// No module of the app imports itself round a circle, type-only imports included: a
// circle makes the load order decide what is defined, and type circles tie modules
// together that should not know each other (features and the app that registers them).
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The .ts/.tsx files of the app (tests apart) and whom each imports among them. */
function importGraph(): Map<string, string[]> {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, "tsconfig.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  });
  if (!parsed) throw new Error("tsconfig.json could not be read");
  const inApp = (file: string) =>
    file.startsWith(path.join(root, "src") + path.sep) && !/\.test\.tsx?$/.test(file);
  const files = new Set(parsed.fileNames.map((f) => path.resolve(f)).filter(inApp));
  const host = ts.createCompilerHost(parsed.options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => {
        const resolved = ts.resolveModuleName(imported.fileName, file, parsed.options, host);
        return resolved.resolvedModule && path.resolve(resolved.resolvedModule.resolvedFileName);
      })
      .filter((target): target is string => target !== undefined && files.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** Each group of files that reach each other (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(root, member));
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

it("has no import circle in src (type-only imports included)", () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(300);
  expect(graph.get(path.join(root, "src/server/app.ts"))?.length).toBeGreaterThan(5);
  expect(circles(graph)).toEqual([]);
});
