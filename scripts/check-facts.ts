// The first step of every build (npm run build, and npm start's build): checks the
// foundation's facts files and, when the operator builds for production (NODE_ENV, read
// here before Vite sets its own), refuses the values still marked as stand-ins.
// Exit code 1 with the reasons on stderr; 0 when the build may go on.
import { checkFacts, type Facts, FactsError } from "@shared/facts/schema";
import { standInRefusal } from "@shared/facts/production";
import { resolveStandIns, type WithStandIns } from "@shared/facts/stand-in";
import { foundation } from "@content/foundation";
import { foundationDetails } from "@content/foundation-details";
import { isMain } from "./lib/is-main.mjs";

/** What the build is told: null to go on, or why it stops. */
export function factsVerdict(
  env: NodeJS.ProcessEnv,
  raw: unknown = { ...foundation, ...foundationDetails },
): string | null {
  const { value, standIns } = resolveStandIns(raw as WithStandIns<Facts>);
  try {
    checkFacts(value);
  } catch (error) {
    if (error instanceof FactsError) return error.message;
    throw error;
  }
  return standInRefusal(env, standIns);
}

if (isMain(import.meta.url)) {
  const refusal = factsVerdict(process.env);
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exit(1);
  }
}
