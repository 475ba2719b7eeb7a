// Whether a script module is the one Node was asked to run (`node file`, `tsx file`),
// rather than imported by another. Compares real paths: import.meta.url is
// percent-encoded ('map%20met%20spatie') and has its symlinks resolved (a deploy's
// 'current/'), while process.argv[1] is the path as typed.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** @param {string} moduleUrl the caller's import.meta.url */
export function isMain(moduleUrl) {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(script);
  } catch {
    return false;
  }
}
