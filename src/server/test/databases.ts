import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { inject } from "vitest";
import { pgQuery } from "./pg-query";
import { scratchDir } from "./scratch";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL is set (docs/architecture.md, "Tests"). */
export const engines: Engine[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestStore {
  engine: Engine;
  dataDir: string;
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh store for one test app: its own data directory (a copy of the migrated PGlite
 * template) or its own PostgreSQL database. Never a developer's data.
 */
export async function createTestStore(engine: Engine = "pglite"): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(scratchDir, "qamar-test-"));
  if (engine === "pglite") {
    cpSync(inject("pgliteTemplate"), dataDir, { recursive: true });
    rmSync(path.join(dataDir, "app.lock"), { force: true });
    return {
      engine,
      dataDir,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("DATABASE_URL is not set");
  const name = `qamar_test_${randomBytes(6).toString("hex")}`;
  await pgQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    engine,
    dataDir,
    databaseUrl: url.toString(),
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await pgQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}
