/**
 * zod 4 probes `new Function("")` when it builds object schemas, to pick its compiled
 * fast path. Our Content-Security-Policy has no 'unsafe-eval', so the browser reports
 * every probe as a policy violation (and Lighthouse counts it against best practices).
 * zod's documented `z.config({ jitless: true })` turns the probe off; its settings live
 * on `globalThis.__zod_globalConfig`, so setting that here, before any form module
 * loads, needs no zod code in the first-load script. Imported first by the site chrome.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });
