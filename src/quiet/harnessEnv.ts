import type { Env } from '../edge/env.js';
import { DESCRIPTORS } from '../install/harnesses/index.js';

// The variables a harness sets in the environment of the commands its model runs (or of its hooks,
// which inherit the session's), declared by each harness's descriptor. `waymark silence` refuses to
// run when one is set: whatever the model reads, the model (or a README it was told to follow) can
// run. The list errs wide on purpose: a miss lets a model silence advice, a false match only asks
// the person to run it from their own terminal.
const MARKERS: ReadonlyArray<readonly [harness: string, variable: string]> = [
  ...DESCRIPTORS.flatMap((harness) => harness.environment.map((variable) => [harness.id, variable] as const)),
  // The agents.md proposal and @vercel/detect-agent: any agent may set these.
  ['an agent', 'AGENT'],
  ['an agent', 'AI_AGENT'],
];

/** The harness whose environment this is, with the variable that says so; undefined for a person's shell. */
export function detectHarness(env: Env): { harness: string; variable: string } | undefined {
  for (const [harness, variable] of MARKERS) if (env[variable]) return { harness, variable };
  return undefined;
}
