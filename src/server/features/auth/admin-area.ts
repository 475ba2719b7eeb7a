import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from "fastify";
import { ADMIN_DENIED } from "@shared/auth";
import { NotFoundError } from "../../http/errors";
import { FOREIGN_ORIGIN, fromOwnOrigin } from "../../http/origin";
import { authFor } from "./auth";
import { isAdmin } from "./roles";

export const ADMIN_PREFIX = "/api/admin";

interface AdminUser {
  id: string;
  email: string;
  name: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the admin guard on every /api/admin/* request that reaches a handler. */
    adminUser?: AdminUser;
  }
  interface FastifyInstance {
    /** Every route of the app as registered (method, URL, declared schema). */
    routeList: { method: string; url: string; schema?: FastifySchema }[];
  }
  interface FastifyContextConfig {
    adminGuarded?: boolean;
  }
}

const NOT_SIGNED_IN = ADMIN_DENIED.notSignedIn;
const NO_ADMIN_RIGHTS = ADMIN_DENIED.noAdminRights;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one guard of /api/admin/*: 401 without a session,
 * 403 without the admin role, and for a change (POST, PUT, PATCH, DELETE) 403 unless the
 * request comes from our own origin: the session cookie is SameSite=Lax, the origin check
 * closes what Lax leaves open (docs/decisions/041).
 *
 * Other features put their admin routes under it by adding their plugin to the list in
 * src/server/routes.ts: `adminArea([usersAdminRoutes, newsletterAdminRoutes, ...])`.
 * Inside, routes use paths relative to /api/admin (`app.get("/newsletters", ...)`).
 */
export function adminArea(plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (admin) => {
    admin.addHook("onRoute", (route) => {
      route.config = { ...route.config, adminGuarded: true };
    });
    admin.addHook("onRequest", (request, reply) => guard(admin, request, reply));
    // A route that declares a body (always a JSON object) reads a missing one as `{}`: the
    // admin is told in Dutch which field is missing. A body that is there but no object (an
    // array, a string, null) is refused by the route's schema, as on the public routes.
    admin.addHook("preValidation", async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });
    for (const plugin of plugins) await admin.register(plugin);
    // Unknown admin paths match here, so the guard answers 401/403 before any 404: a
    // stranger learns nothing about which admin routes exist.
    const unknown = async () => {
      throw new NotFoundError("Deze API-route bestaat niet.");
    };
    // Every method Fastify routes (TRACE and QUERY too; HEAD comes with GET). A method it
    // does not know at all (PROPFIND) is 404 on every path of the app, so it tells nothing.
    // Not part of the API, so not in its reference either.
    const methods = admin.supportedMethods.filter((m) => m !== "HEAD");
    for (const url of ["/", "/*"]) {
      admin.route({ method: methods, url, schema: { hide: true }, handler: unknown });
    }
  };
}

async function guard(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(key, value);
  }
  const auth = authFor(app.services, app.log);
  const session = await auth.api.getSession({ headers });
  if (!session) return reply.code(401).send(NOT_SIGNED_IN);
  const { db } = app.services.database;
  if (!(await isAdmin(db, session.user.id))) {
    return reply.code(403).send(NO_ADMIN_RIGHTS);
  }
  if (
    !SAFE_METHODS.has(request.method) &&
    !fromOwnOrigin(request, app.services.config.PUBLIC_URL)
  ) {
    return reply.code(403).send(FOREIGN_ORIGIN);
  }
  request.adminUser = { id: session.user.id, email: session.user.email, name: session.user.name };
  // For a long-lived stream (live lists): the same session, and still an admin. Asking does
  // not prolong the session (an open tab alone must not keep it alive).
  request.stillAllowed = async () => {
    const now = await auth.api.getSession({ headers, query: { disableRefresh: true } });
    return now?.user.id === session.user.id && (await isAdmin(db, session.user.id));
  };
}

/**
 * Call first in registerRoutes: records every route of the app, and refuses to start when
 * a route under /api/admin was registered outside `adminArea` (so unguarded).
 */
export function watchRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate("routeList", []);
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.addHook("onReady", async () => {
    for (const route of routes) {
      for (const method of [route.method].flat()) {
        app.routeList.push({ method, url: route.url, schema: route.schema });
      }
    }
    const unguarded = routes.filter(
      (r) => r.url.startsWith(ADMIN_PREFIX) && r.config?.adminGuarded !== true,
    );
    if (unguarded.length > 0) {
      throw new Error(
        `Routes under ${ADMIN_PREFIX} must be registered inside adminArea(): ${unguarded
          .map((r) => r.url)
          .join(", ")}`,
      );
    }
  });
}
