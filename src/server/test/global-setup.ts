import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../db/client";
import { JobQueue } from "../jobs/queue";
import { scratchDir } from "./scratch";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite folder takes seconds to initialise: build one migrated
 * template per migration set and let each test copy it.
 */
export default async function setup(project: TestProject) {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  const template = path.join(
    scratchDir,
    `qamar-pglite-template-${hash.digest("hex").slice(0, 12)}`,
  );
  if (!existsSync(template)) {
    const building = mkdtempSync(path.join(scratchDir, "qamar-template-build-"));
    const database = await openDatabase({ dataDir: building });
    await database.migrate();
    const queue = new JobQueue(database, { work: false });
    await queue.start();
    await queue.stop();
    await database.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run won the race
    }
  }
  project.provide("pgliteTemplate", template);
}
