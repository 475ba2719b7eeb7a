import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import pino from "pino";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed";
import { errWithoutValues } from "./http/log-serializers";
import { clientError, frameworkError, registerErrorHandler } from "./http/errors";
import { registerTextCheck } from "./http/input-text";
import { normaliseRequestUrl, registerNoStore } from "./http/request-url";
import { databaseRateLimitStore } from "./http/rate-limit-store";
import { registerOpenApi } from "./http/openapi";
import { registerSeo } from "./http/seo";
import { readSiteBuild, registerStaticSite } from "./http/static-site";
import { createMailer, mailJobTiming } from "./features/email/mailer";
import { createMollieRecurring } from "./features/payments/mollie-recurring";
import { JobQueue } from "./jobs/queue";
import { defineJobs, scheduleJobs } from "./jobs/registry";
import { Realtime } from "./realtime/realtime";
import { registerRoutes } from "./routes";
import { acceptPreviousSecret } from "./keys";
import type { Services } from "./services";

export interface AppOptions {
  /** Serve the built site (false for API-only test apps). */
  serveSite?: boolean;
  /** Run job workers in this instance. */
  work?: boolean;
  /** Fill an empty database with the demo campaign. */
  seed?: boolean;
  /** Where the log lines go instead of standard output (tests that read the log). */
  logStream?: { write(line: string): void };
}

/** Opens the database, migrates, starts the queue and builds the HTTP app on top. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
  });
  try {
    await database.migrate();
    if (options.seed ?? config.NODE_ENV !== "production") await seedDemoData(database.db);
    // One logger for the app, its jobs and its mailer. No personal data in the log: a
    // failed query's values are left out.
    const logOptions = { level: config.LOG_LEVEL, serializers: { err: errWithoutValues } };
    const log = options.logStream ? pino(logOptions, options.logStream) : pino(logOptions);
    const queue = new JobQueue(database, {
      databaseUrl: config.DATABASE_URL,
      queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
      work: options.work,
      // Expired jobs (their process died) are found this often: see mailJobTiming.
      maintenanceIntervalSeconds: mailJobTiming(config.MAIL_SEND_TIMEOUT_SECONDS)
        .maintenanceIntervalSeconds,
      onError: (error) => log.error({ err: error }, "job queue error"),
    });
    const services: Services = {
      config,
      database,
      queue,
      realtime: new Realtime(database),
      mailer: createMailer({ database, queue, config, log }),
      secret: appSecret(config),
      log,
      // Whenever a key is set, whatever PAYMENT_PROVIDER says: the monthly gifts Mollie
      // collects stay with Mollie after a switch to the bank (docs/decisions/060).
      recurring: config.MOLLIE_API_KEY
        ? createMollieRecurring({ apiKey: config.MOLLIE_API_KEY, apiUrl: config.MOLLIE_API_URL })
        : undefined,
    };
    // Links signed before a rotation of APP_SECRET keep working (src/server/keys.ts).
    acceptPreviousSecret(services.secret, config.APP_SECRET_PREVIOUS);
    defineJobs(services);
    await queue.start();
    await scheduleJobs(services);
    return await buildHttp(services, options);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

async function buildHttp(services: Services, options: AppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    loggerInstance: services.log,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // Route on the path as the URL standard reads it (dot segments resolved), the same
    // path a library behind a catch-all sees: no route can be reached around its checks.
    rewriteUrl: (request) => normaliseRequestUrl(request.url),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    // Per-request logs cost throughput; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate("services", services);
  // Live updates depend on the LISTEN connection (PostgreSQL): say when it drops and returns.
  const stopLogging = services.database.onListenerState((event) => {
    if (event.state === "lost") app.log.error({ err: event.error }, "LISTEN connection lost");
    else if (event.state === "retrying")
      app.log.warn(
        { err: event.error, attempt: event.attempt, nextInMs: event.nextInMs },
        "LISTEN reconnect failed",
      );
    else
      app.log.info(
        { attempts: event.attempts, downForMs: event.downForMs },
        "LISTEN connection restored; caches reloaded",
      );
  });
  app.addHook("onClose", async () => void stopLogging());
  app.addHook("preClose", async () => services.realtime.close());
  app.addHook("onClose", async () => {
    await services.queue.stop(mailJobTiming(config.MAIL_SEND_TIMEOUT_SECONDS).drainSeconds * 1000);
    await services.mailer.close();
    await services.database.close();
  });

  const build = options.serveSite === false ? null : readSiteBuild(config.BUILD_DIR);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: csp(build?.scriptHashes ?? []) },
  });
  // Per-route limits: public POST routes opt in with `config: { rateLimit: ... }`. The
  // counters live in the database, so all instances share one limit.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(services.database),
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
  });
  registerErrorHandler(app);
  registerTextCheck(app);
  registerNoStore(app);
  // Route contracts: zod schemas validate input and shape output (src/server/http/contract.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);

  await registerRoutes(app);
  if (build) await registerSeo(app, build);
  if (build) await registerStaticSite(app, build);
  else
    app.setNotFoundHandler((_req, reply) =>
      reply.code(404).send({ error: "Niet gevonden", message: "Niet gevonden" }),
    );
  return app;
}

/**
 * Only the proxies named in TRUST_PROXY may set the client's address (X-Forwarded-For).
 * A hop count trusts the socket's peer and the hops before it, whoever they are (Fastify
 * ignores a plain number, so it is given as a function): use it only where the app can
 * be reached through the proxy alone.
 */
function trustedProxies(setting: Config["TRUST_PROXY"]) {
  if (setting === undefined) return false;
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return setting;
}

function csp(scriptHashes: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    mediaSrc: ["'self'", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** APP_SECRET, or outside production one generated once into DATA_DIR (docs/architecture.md). */
function appSecret(config: Config): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.DATA_DIR, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
