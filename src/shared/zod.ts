import { z } from "zod";

/**
 * zod for the code that runs in the browser too (schemas, the zakat input). zod 4 probes
 * `new Function("")` when it builds an object schema, to pick its compiled fast path; the
 * site's Content-Security-Policy has no 'unsafe-eval', so the browser would report every
 * probe as a policy violation (Lighthouse counts it against best practices). zod's
 * documented `z.config({ jitless: true })` turns that off in the browser; the server
 * keeps the compiled path. Every module here builds its schemas with this `z`, so the
 * setting is made before the first schema exists.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
