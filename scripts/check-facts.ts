// The first step of every build (npm run build, and npm start's build): checks the
// foundation's facts file and, when the operator builds for production (NODE_ENV, read
// here before Vite sets its own), refuses the values still marked as stand-ins.
// Exit code 1 with the reasons on stderr; 0 when the build may go on.
import { checkFacts, FactsError } from "@shared/facts/schema";
import { standInRefusal } from "@shared/facts/production";
import { resolveStandIns } from "@shared/facts/stand-in";
import { foundation } from "@content/foundation";

/** What the build is told: null to go on, or why it stops. */
export function factsVerdict(env: NodeJS.ProcessEnv, raw: unknown = foundation): string | null {
  const { value, standIns } = resolveStandIns(raw as typeof foundation);
  try {
    checkFacts(value);
  } catch (error) {
    if (error instanceof FactsError) return error.message;
    throw error;
  }
  return standInRefusal(env, standIns);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const refusal = factsVerdict(process.env);
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exit(1);
  }
}
