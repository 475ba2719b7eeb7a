import { accessSync, constants, mkdirSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { isValidIBAN } from "ibantools";
import { validateCreditorID } from "sepa";
import { z } from "zod";
import { standInRefusal } from "@shared/facts/production";
import { paymentProviders } from "@shared/schemas/donation";
import { checkFacts, FactsError } from "@shared/facts/schema";
import { site } from "@shared/site";
import { details, standIns } from "@shared/site-details";

/**
 * The one typed configuration: parsed from process.env at start,
 * every bad field reported at once, types derived from the schema.
 */
const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

/** Valid in form, not the foundation's: for the demo and tests only. */
const PLACEHOLDER_CREDITOR_ID = "NL69ZZZ123456780000";
const PLACEHOLDER_CREDITOR_IBAN = "NL91ABNA0417164300";

/**
 * The SEPA creditor variables that still hold the demo's placeholder (the default when
 * unset): a direct-debit file made with them is not the foundation's. The go-live
 * checklist lists them, and in production no file is made with them.
 */
export function sepaCreditorPlaceholders(
  config: Pick<Config, "SEPA_CREDITOR_ID" | "SEPA_CREDITOR_IBAN">,
): ("SEPA_CREDITOR_ID" | "SEPA_CREDITOR_IBAN")[] {
  return [
    ...(config.SEPA_CREDITOR_ID === PLACEHOLDER_CREDITOR_ID ? (["SEPA_CREDITOR_ID"] as const) : []),
    ...(config.SEPA_CREDITOR_IBAN === PLACEHOLDER_CREDITOR_IBAN
      ? (["SEPA_CREDITOR_IBAN"] as const)
      : []),
  ];
}

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). Unset: none, the
 * socket's address counts. A whole number: that many proxy hops in front of the app. A
 * comma-separated list: the addresses or CIDR ranges of the proxies.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .transform((value, ctx): number | string[] => {
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(",").map((e) => e.trim());
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
      ctx.addIssue({
        code: "custom",
        message:
          "must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDR ranges (such as 10.0.0.1,192.168.0.0/16)",
      });
      return z.NEVER;
    })
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyToUndefined, port.default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: "must be a URL such as https://www.stichtingqamar.nl" }).optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  // Where `npm run backup` and the daily PGlite backup write (default DATA_DIR/backups).
  BACKUP_DIR: optionalString,
  BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default("./build/client")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  // The app's own connections to PostgreSQL per instance; the job queue adds 4 and the
  // realtime LISTEN 1 (docs/architecture.md, 'Connections per instance').
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(2).max(100).default(10),
  ),
  // PostgreSQL: a query without an answer this long fails and its connection is closed
  // (a server that hangs must not hold the pool for good).
  DATABASE_QUERY_TIMEOUT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3600).default(60),
  ),
  APP_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** The secret before a rotation: the links it signed keep working (src/server/keys.ts). */
  APP_SECRET_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  MAIL_TRANSPORT: z.preprocess(emptyToUndefined, z.enum(["outbox", "smtp"]).default("outbox")),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default(`${site.name} <noreply@stichtingqamar.nl>`),
  ),
  FOUNDATION_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email("must be an e-mail address").default(site.contact.email),
  ),
  // Outside production: `demo` when unset. In production it is required and `demo` is
  // refused (crossFieldIssues), so the demo checkout and its webhook never exist there.
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(paymentProviders).default("demo")),
  BUNQME_HANDLE: optionalString,
  MOLLIE_API_KEY: optionalString,
  MOLLIE_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // Monthly gifts collected by the foundation's own bank (SEPA direct debit, whenever
  // PAYMENT_PROVIDER is not mollie): the creditor identifier ('incassant-ID') the bank
  // gave the foundation and the account the money goes to. Outside production they default
  // to placeholders so the demo works; production requires them when the bank collects
  // (crossFieldIssues). With Mollie they may stay unset, but periodic gifts are still
  // collected by the bank: the go-live checklist lists the placeholders and, in
  // production, no direct-debit file is made with them (sepaCreditorPlaceholders).
  SEPA_CREDITOR_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) => v.replace(/\s/g, "").toUpperCase())
      .refine(validateCreditorID, "must be a SEPA creditor identifier such as NL69ZZZ123456780000")
      .default(PLACEHOLDER_CREDITOR_ID),
  ),
  SEPA_CREDITOR_IBAN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) => v.replace(/\s/g, "").toUpperCase())
      .refine((v) => isValidIBAN(v), "must be an IBAN such as NL91ABNA0417164300")
      .default(PLACEHOLDER_CREDITOR_IBAN),
  ),
  SEPA_CREDITOR_NAME: z.preprocess(emptyToUndefined, z.string().max(70).default(site.name)),
  // The addresses that may become the first admin (comma-separated); required in
  // production. Unset outside production: the first account becomes admin.
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.email("must be a comma-separated list of e-mail addresses"))
          .min(1, "must name at least one e-mail address"),
      )
      .optional(),
  ),
  // How long one e-mail may take to send; it also sets when a mail job whose process died
  // is retried (see mailJobTiming in features/email/mailer.ts): at most 35 keeps that
  // under two minutes.
  MAIL_SEND_TIMEOUT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(35, "must be at most 35 (seconds)").default(30),
  ),
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
  TRUST_PROXY: trustProxy,
  // Newsletter sending: SMTP connections and messages per second per instance
  // (0 = no limit), and the DKIM selector the e-mail diagnostics look up.
  NEWSLETTER_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(50).default(4),
  ),
  NEWSLETTER_RATE_PER_SECOND: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).max(10_000).default(20),
  ),
  // Newsletter retries after a temporary failure (4xx, timeout, refused connection):
  // the pauses in seconds, the last one repeating, for at most NEWSLETTER_RETRY_HOURS
  // after the first failure (docs/decisions/050).
  NEWSLETTER_RETRY_DELAYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, "must be seconds separated by commas, e.g. 60,300,900")
      .default("60,300,900,1800,3600")
      .transform((v) => v.split(",").map(Number)),
  ),
  NEWSLETTER_RETRY_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(48),
  ),
  // A claimed newsletter message without the server's answer after this long is flagged
  // 'Mogelijk niet afgeleverd' (its worker is gone). Longer than one message can take.
  NEWSLETTER_LEASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(1).max(86_400).default(600),
  ),
  DKIM_SELECTOR: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, "must be a DNS label such as 'default' or 's1._x'")
      .optional(),
  ),
  // 1: start in production although the foundation's facts still hold stand-ins (a trial
  // run); the build reads the same variable.
  ALLOW_PLACEHOLDERS: z.preprocess(
    emptyToUndefined,
    z.enum(["0", "1"], { error: "must be 1 (allow) or 0" }).default("0"),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

/** Rules between variables, checked on the raw values so they are reported with the rest. */
function crossFieldIssues(src: Record<string, string | undefined>): string[] {
  const has = (key: string) => Boolean(src[key]);
  const production = src.NODE_ENV === "production";
  const bankCollects = production && src.PAYMENT_PROVIDER !== "mollie";
  const rules: [boolean, string, string][] = [
    [production, "APP_SECRET", "in production"],
    [production, "ADMIN_EMAILS", "in production (the addresses that may become the first admin)"],
    [production, "PAYMENT_PROVIDER", "in production (bunq or mollie; demo takes no real payments)"],
    [src.MAIL_TRANSPORT === "smtp", "SMTP_URL", "when MAIL_TRANSPORT=smtp"],
    [src.PAYMENT_PROVIDER === "bunq", "BUNQME_HANDLE", "when PAYMENT_PROVIDER=bunq"],
    [src.PAYMENT_PROVIDER === "mollie", "MOLLIE_API_KEY", "when PAYMENT_PROVIDER=mollie"],
    [bankCollects, "SEPA_CREDITOR_ID", "in production when the bank collects monthly gifts"],
    [bankCollects, "SEPA_CREDITOR_IBAN", "in production when the bank collects monthly gifts"],
  ];
  const issues = rules
    .filter(([when, key]) => when && !has(key))
    .map(([, key, why]) => `  ${key}: is required ${why}`);
  if (production && src.PAYMENT_PROVIDER === "demo") {
    issues.push("  PAYMENT_PROVIDER: demo is not allowed in production (use bunq or mollie)");
  }
  if (production && src.PUBLIC_URL && !securePublicUrl(src.PUBLIC_URL)) {
    issues.push(
      "  PUBLIC_URL: must be an https:// address in production (the session cookies are Secure only then)",
    );
  }
  return issues;
}

/**
 * https, or this machine itself (a trial run or a benchmark): the session cookies are
 * Secure when PUBLIC_URL is https, so a public http address would send them in the clear.
 */
function securePublicUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return true; // the schema reports a malformed URL
  }
}

type Env = z.infer<typeof envSchema>;
export type Config = Env & { PUBLIC_URL: string; BACKUP_DIR: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Variables whose whole value is a secret: an error names their length only. */
const SECRET_KEYS = new Set(["APP_SECRET", "APP_SECRET_PREVIOUS", "MOLLIE_API_KEY"]);

/**
 * A bad value as the error message shows it. The message goes to stderr and the service's
 * journal, so a secret never does: a secret key shows its length, a URL its password as
 * '***' (postgres://qamar:***@db/qamar).
 */
function shown(key: string, value: string): string {
  if (SECRET_KEYS.has(key)) return `${value.length} characters`;
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*):[^/@]*@/i, "$1:***@"));
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? "config");
        const got = source[key];
        return `  ${key}: ${issue.message}${got === undefined ? "" : ` (got ${shown(key, got)})`}`;
      });
  lines.push(...crossFieldIssues(source));
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
  };
}

/**
 * DATA_DIR, when the app will write there (PGlite without DATABASE_URL, a generated
 * secret without APP_SECRET), must be a folder it can create and write: else a
 * ConfigError naming the folder and the reason, instead of a stack from deep in the
 * start-up. With both set the folder is not needed, so a read-only one is fine.
 */
export function checkDataDir(config: Pick<Config, "DATA_DIR" | "DATABASE_URL" | "APP_SECRET">) {
  if (config.DATABASE_URL && config.APP_SECRET) return;
  const dir = path.resolve(config.DATA_DIR);
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.R_OK | constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `DATA_DIR ${dir} cannot be used (${code}). The app keeps its embedded database and ` +
        "generated secret there: give it a folder it may create and write, or set " +
        "DATABASE_URL and APP_SECRET.",
    );
  }
}

/**
 * The foundation's facts (content/foundation.ts, content/foundation-details.ts) before the
 * server starts: a malformed value stops it, and so, in production, does a value still
 * marked as a stand-in unless ALLOW_PLACEHOLDERS=1. Throws a ConfigError with the reasons.
 */
export function checkFoundationFacts(
  config: Pick<Config, "NODE_ENV" | "ALLOW_PLACEHOLDERS">,
  facts: unknown = { ...site, ...details },
  left: typeof standIns = standIns,
): void {
  try {
    checkFacts(facts);
  } catch (error) {
    if (error instanceof FactsError) throw new ConfigError(error.message);
    throw error;
  }
  const refusal = standInRefusal(config, left);
  if (refusal) throw new ConfigError(refusal);
}
