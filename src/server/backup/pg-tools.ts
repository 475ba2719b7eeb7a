import { spawn } from "node:child_process";
import { DomainError } from "../http/errors";

/** A backup or restore that cannot be done: the message says why and what to do, in Dutch. */
export class BackupError extends DomainError {
  constructor(message: string) {
    super("conflict", "Back-up niet mogelijk", message);
    this.name = "BackupError";
  }
}

type PgTool = "pg_dump" | "pg_restore";

function missingTool(tool: PgTool): string {
  return (
    `${tool} is niet gevonden op het PATH. Installeer de PostgreSQL-clientprogramma's ` +
    "(Debian/Ubuntu: apt-get install postgresql-client), in dezelfde hoofdversie als de " +
    `server of nieuwer, en probeer het opnieuw. (${tool} not found on PATH: install the ` +
    "PostgreSQL client tools.)"
  );
}

/**
 * The connection for pg_dump/pg_restore: the URL without its password (the command line is
 * visible to every user of the machine in the process list), the password in PGPASSWORD.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "ENOENT" ? new BackupError(missingTool(tool)) : error);
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} is mislukt (code ${code}): ${stderr.trim()}`));
    });
  });
}

/** Fails with the clear message when the tool is not installed, before anything is touched. */
export async function requirePgTool(tool: PgTool): Promise<void> {
  await run(tool, ["--version"], process.env);
}

/** pg_dump --format=custom of the whole database (every schema, the job queue's too). */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], env);
}

/** pg_restore into an empty database, all or nothing; owners and grants are the target's own. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--single-transaction", `--dbname=${dbname}`, file],
    env,
  );
}
