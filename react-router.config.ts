import type { Config } from "@react-router/dev/config";
import { extraPrerenderPaths, isClientOnlyPath, paths } from "./src/shared/paths.ts";

// Static build: every static public route is prerendered to HTML (plus the pages of
// dynamic routes listed in extraPrerenderPaths and the not-found page at /404);
// /admin/* and /auth are served the SPA fallback (build/client/__spa-fallback.html).
export default {
  appDirectory: "src/web",
  // WEB_BUILD_DIR lets parallel builds (and their tests) use their own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: false,
  async prerender({ getStaticPaths }) {
    const found = getStaticPaths().filter((p) => !isClientOnlyPath(p));
    return [...new Set([...found, ...extraPrerenderPaths, paths.notFound])];
  },
  // Opt in to React Router 8 behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
