import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The project folder: the nearest folder above this module that holds package.json. It is
 * the same whether the server runs from its sources (src/server) or from its build
 * (dist/server), so files shipped beside the code (migrations) are found either way.
 */
export const projectRoot = findProjectRoot(import.meta.dirname);

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
