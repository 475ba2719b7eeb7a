import { sql } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import { type Database, pgPoolConfig } from "../db/client";

/**
 * The PostgreSQL advisory lock an instance holds while it starts pg-boss and creates its
 * queues. pg-boss's create_queue inserts the queue row and attaches a partition to
 * pgboss.job in one transaction: two instances creating the same queues at once (the
 * first start on a new database) deadlock, and the loser's start fails.
 */
const QUEUE_SETUP_LOCK_KEY = 7_000_002;

/**
 * Durable jobs in the same database (docs/architecture.md), through pg-boss: jobs
 * survive restarts, are retried with backoff, and are claimed with SKIP LOCKED so two
 * workers (in one process or many) never run the same job.
 */
export interface JobDefinition<T extends object> {
  name: string;
  /** Parallel workers in this process. */
  concurrency?: number;
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with retryBackoff. */
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  handle(data: T, job: { id: string; retryCount: number }): Promise<void>;
}

export interface QueueOptions {
  /** Start workers in this process (false for a send-only instance, e.g. a test client). */
  work?: boolean;
  pollingIntervalSeconds?: number;
  /**
   * How often pg-boss looks for expired jobs (a job whose process died is retried only
   * once it has expired and this check has run). pg-boss's default is 120 s.
   */
  maintenanceIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

export class JobQueue {
  private readonly boss: PgBoss;
  /** PostgreSQL: the queue's own connections, with the app's time limits (pgPoolConfig). */
  private readonly pool?: pg.Pool;
  private poolEnded = false;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly workerIds = new Map<string, string[]>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly options: QueueOptions & { databaseUrl?: string; queryTimeoutMs?: number } = {},
  ) {
    const common = {
      schema: "pgboss",
      schedule: true,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
    } as const;
    if (options.databaseUrl) {
      const pool = new pg.Pool(pgPoolConfig(options.databaseUrl, 4, options.queryTimeoutMs));
      pool.on("error", (error) => options.onError?.(error));
      this.pool = pool;
    }
    const { pool } = this;
    this.boss = pool
      ? // pg-boss's database adapter over a pool of our own: its own pool would wait for a
        // hanging server for ever.
        new PgBoss({
          ...common,
          // After stop, as pg-boss's own adapter: a late worker's call finds nothing to do.
          db: {
            executeSql: async (text, values) =>
              this.poolEnded ? (undefined as never) : pool.query(text, values),
          },
        })
      : new PgBoss({
          ...common,
          // PGlite adapter: multi-statement SQL needs exec().
          db: {
            executeSql: (text, values) =>
              values?.length ? database.query(text, values) : database.exec(text),
          },
        });
    this.boss.on("error", (error: Error) => options.onError?.(error));
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`define(${definition.name}) after start()`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  async start(): Promise<void> {
    await this.oneInstanceAtATime(() => this.setUp());
    this.started = true;
    if (this.options.work === false) return;
    for (const def of this.definitions.values()) await this.startWorkers(def);
  }

  /** Starts pg-boss and creates (or updates) every defined queue. */
  private async setUp(): Promise<void> {
    await this.boss.start();
    for (const def of this.definitions.values()) {
      const policy = {
        name: def.name,
        retryLimit: def.retryLimit ?? 5,
        retryDelay: def.retryDelay ?? 5,
        retryBackoff: def.retryBackoff ?? true,
        expireInSeconds: def.expireInSeconds ?? 15 * 60,
      };
      // createQueue leaves an existing queue as it was: update it, so a changed policy
      // (a shorter expiry) reaches databases created by an older release.
      await this.boss.createQueue(def.name, policy);
      await this.boss.updateQueue(def.name, policy);
    }
  }

  /**
   * PostgreSQL: instances starting together set the queue up one after the other (see
   * QUEUE_SETUP_LOCK_KEY); the lock is held by a transaction of the app's own pool while
   * pg-boss works on its connections, and ends with it. PGlite has one process.
   */
  private async oneInstanceAtATime(run: () => Promise<void>): Promise<void> {
    if (this.database.kind !== "postgres") return run();
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SETUP_LOCK_KEY})`);
      await run();
    });
  }

  private async startWorkers(def: JobDefinition<object>): Promise<void> {
    const ids: string[] = [];
    for (let i = 0; i < (def.concurrency ?? 1); i++) {
      ids.push(
        await this.boss.work<object>(
          def.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
          },
          async ([job]) => {
            if (job) await def.handle(job.data, { id: job.id, retryCount: job.retryCount });
          },
        ),
      );
    }
    this.workerIds.set(def.name, ids);
  }

  async send<T extends object>(
    name: string,
    data: T,
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job ${name}`);
    const id = await this.boss.send(name, data, options);
    // Wake a local worker now instead of at its next poll.
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  /** Recurring job (cron in UTC), registered once for all instances. */
  async schedule(name: string, cron: string, data: object = {}): Promise<void> {
    await this.boss.schedule(name, cron, data, { tz: "UTC" });
  }

  /** Ends a recurring job for all instances (a schedule this configuration does not use). */
  async unschedule(name: string): Promise<void> {
    await this.boss.unschedule(name);
  }

  getJob(name: string, id: string) {
    return this.boss.getJobById(name, id, { includeArchive: true });
  }

  /** Stops polling and waits for jobs in flight, at most `timeoutMs` (graceful shutdown). */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (this.started) {
      this.started = false;
      await this.boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
    }
    if (this.pool && !this.poolEnded) {
      this.poolEnded = true;
      await this.pool.end().catch(() => {});
    }
  }
}
