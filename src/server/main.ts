import { buildApp } from "./app";
import { ConfigError, checkDataDir, checkFoundationFacts, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { mailJobTiming } from "./features/email/mailer";

// Start-up order: config and the foundation's facts -> database + migrations -> queue -> HTTP -> listen.
async function main(): Promise<void> {
  const config = loadConfig();
  checkFoundationFacts(config);
  checkDataDir(config);
  const app = await buildApp(config);
  installShutdown(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Stichting Qamar draait op ${config.PUBLIC_URL}`);
}

/** SIGTERM/SIGINT: stop accepting, finish requests and jobs, close the database. */
function installShutdown(app: Awaited<ReturnType<typeof buildApp>>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Beyond the time the job queue waits for a mail on the wire (mailJobTiming).
    const { drainSeconds } = mailJobTiming(app.services.config.MAIL_SEND_TIMEOUT_SECONDS);
    setTimeout(
      () => {
        app.log.error("shutdown took too long, exiting");
        process.exit(1);
      },
      (drainSeconds + 15) * 1000,
    ).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
