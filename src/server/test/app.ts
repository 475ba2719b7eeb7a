import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { type AppOptions, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { createTestStore, type Engine, type TestStore } from "./databases";

export interface TestApp {
  app: FastifyInstance;
  store: TestStore;
  config: Config;
  close(): Promise<void>;
}

const open = new Set<TestApp>();

/**
 * An app on its own fresh store, never a developer's data. Closed after each test.
 * `env` overrides configuration; `store` reuses a store (for restart tests).
 */
export async function buildTestApp(
  options: AppOptions & { engine?: Engine; env?: Record<string, string>; store?: TestStore } = {},
): Promise<TestApp> {
  const store = options.store ?? (await createTestStore(options.engine));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    APP_SECRET: "test-secret-test-secret-test-secret-1234",
    ...options.env,
  });
  const app = await buildApp(config, { serveSite: false, seed: false, ...options });
  const testApp: TestApp = {
    app,
    store,
    config,
    async close() {
      open.delete(testApp);
      await app.close();
      if (!options.store) await store.cleanup();
    },
  };
  open.add(testApp);
  return testApp;
}

afterEach(async () => {
  for (const testApp of [...open]) await testApp.close();
});
