// Pre-compresses text assets so the server sends .br/.gz without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const types = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".webmanifest"]);

export function compressBuild(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      compressBuild(file);
      continue;
    }
    if (!types.has(path.extname(entry.name)) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
