import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Mailer } from "./features/email/mailer";
import type { JobQueue } from "./jobs/queue";
import type { Realtime } from "./realtime/realtime";
import type { RecurringPayments } from "./recurring-payments";

/**
 * What every feature gets from the app: built once in `buildApp` (app.ts) and reachable
 * from any route as `app.services`. Its own module, importing no routes, so features can
 * name it without depending on the app that registers them.
 */
export interface Services {
  config: Config;
  database: Database;
  queue: JobQueue;
  realtime: Realtime;
  mailer: Mailer;
  secret: string;
  /**
   * Mollie's side of monthly gifts (customers, first payments, subscriptions), for the
   * routes and the jobs alike; whenever MOLLIE_API_KEY is set, also when PAYMENT_PROVIDER
   * is not mollie (the gifts Mollie already collects stay with Mollie).
   */
  recurring?: RecurringPayments;
  /** The app's one logger (the HTTP app's too): no personal data in its lines. */
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
