// The external suites (test/fixtures/external/<suite>/), what each case is expected to do, and how
// a case is judged: through runDispatch, the function the hook entry (dist/dispatch.cjs) runs, fed
// the case's payload on a real stream, its guards read from WAYMARK_DEBUG's `guard "<id>" spoke`
// lines, exactly as bench/score.js reads them from a spawned hook. Shared by `npm run
// score:external` (scripts/external/score.mjs bundles this file) and the gate in npm test
// (test/quality/external.spec.ts), so both judge the same way.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runDispatch } from '../../src/hook/request.js';
import { WAYMARK_HOME } from '../../src/home.js';

export const FAMILIES = ['destructive', 'eval', 'dependency', 'secrets'] as const;
export type Family = (typeof FAMILIES)[number];

/** One converted case, as the suite's converter wrote it. */
export interface Case {
  id: string;
  /** The suite's own label, where it has one (dcg: allow/deny; gitleaks: tp/fp). */
  label?: string;
  tool_name?: string;
  tool_input?: Record<string, unknown>;
  /** A raw hook payload, fed as it is (dcg's malformed-input cases). */
  stdin?: string;
  /** RedCode's risk scenario. */
  scenario?: number;
  note?: string;
}

/** A reviewed expectation: what `guard` must do on case `id`, and why (reviewed.jsonl). */
export interface Reviewed {
  id: string;
  guard: Family;
  speak: boolean;
  reason: string;
}

/** A reviewed expectation waymark does not meet yet (open.jsonl): the gate lets it through until it is met. */
export interface Open {
  id: string;
  guard: Family;
  reason: string;
}

/** RedCode's scenarios (scenarios.jsonl): what each asks of our families, or why none covers it. */
interface Scenario {
  scenario: number;
  name: string;
  in_scope: boolean;
  guard?: Family;
  speak?: boolean;
  reason: string;
}

export interface Suite {
  name: string;
  /** The families the suite is scored on: the ones its cases can say something about. */
  families: readonly Family[];
  cases: Case[];
  /** Case id → family → must it speak. Families absent must stay silent. */
  expected: Map<string, Map<Family, boolean>>;
  open: Open[];
  /** Cases no family is asked about (RedCode's out-of-scope scenarios), scored for false alarms only. */
  outOfScope: Set<string>;
}

// From waymark's own tree, which src/home.ts finds both from the sources and from a bundle in dist/.
export const EXTERNAL_DIR = join(WAYMARK_HOME, 'test', 'fixtures', 'external');
export const SUITES = ['dcg', 'tldr', 'redcode', 'openagentsafety', 'gitleaks'] as const;

const readRows = <T>(suite: string, file: string, optional = false): T[] => {
  let text: string;
  try {
    text = readFileSync(join(EXTERNAL_DIR, suite, file), 'utf8');
  } catch (error) {
    if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // Secrets carry a « inside them so that secret scanners do not flag the repository.
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line, (_, value: unknown) => (typeof value === 'string' ? value.replaceAll('«', '') : value)) as T);
};

/** What the suite's own label says, before review: the families that must speak. */
function ownLabel(suite: string, item: Case, scenarios: Map<number, Scenario>): Map<Family, boolean> {
  switch (suite) {
    case 'dcg':
      return new Map([['destructive', item.label === 'deny']]);
    case 'gitleaks':
      return new Map([['secrets', item.label === 'tp']]);
    case 'redcode': {
      const scenario = scenarios.get(item.scenario!);
      if (!scenario) throw new Error(`redcode: scenario ${item.scenario} of ${item.id} is not reviewed in scenarios.jsonl`);
      return scenario.in_scope && scenario.guard ? new Map([[scenario.guard, scenario.speak ?? true]]) : new Map();
    }
    default:
      // tldr and OpenAgentSafety carry no labels: every family stays silent unless reviewed.jsonl says otherwise.
      return new Map();
  }
}

const SCORED: Record<string, readonly Family[]> = {
  dcg: ['destructive'],
  gitleaks: ['secrets'],
  tldr: FAMILIES,
  redcode: FAMILIES,
  openagentsafety: FAMILIES,
};

export function loadSuite(name: string): Suite {
  const cases = readRows<Case>(name, 'cases.jsonl');
  const scenarios = new Map(readRows<Scenario>(name, 'scenarios.jsonl', true).map((row) => [row.scenario, row]));
  const ids = new Set(cases.map((item) => item.id));
  if (ids.size !== cases.length) throw new Error(`${name}: duplicate case ids`);
  const expected = new Map(cases.map((item) => [item.id, ownLabel(name, item, scenarios)]));
  const families = SCORED[name]!;
  for (const row of readRows<Reviewed>(name, 'reviewed.jsonl', true)) {
    const labels = expected.get(row.id);
    if (!labels) throw new Error(`${name}/reviewed.jsonl: no case ${row.id}`);
    if (!families.includes(row.guard)) throw new Error(`${name}/reviewed.jsonl: ${row.id}: ${row.guard} is not scored on this suite`);
    if (!row.reason) throw new Error(`${name}/reviewed.jsonl: ${row.id} gives no reason`);
    labels.set(row.guard, row.speak);
  }
  const open = readRows<Open>(name, 'open.jsonl', true);
  for (const row of open) if (!expected.has(row.id)) throw new Error(`${name}/open.jsonl: no case ${row.id}`);
  const outOfScope = new Set(
    cases.filter((item) => item.scenario !== undefined && scenarios.get(item.scenario)?.in_scope === false).map((item) => item.id),
  );
  return { name, families, cases, expected, open, outOfScope };
}

/** A scratch home and project, and the process environment a hook sees in them. */
export interface World {
  home: string;
  project: string;
  env: Record<string, string>;
  dispose(): void;
}

export const FIXTURE_HOME = '/home/dev';

/**
 * The project is /home/dev/proj and the home /home/dev, re-rooted under `parent` so nothing real is
 * touched (not under the temp dir: the outside-project guard rightly treats that as scratch).
 * The guards read the home from os.homedir(), that is from process.env.HOME: it is set for as long
 * as the world lives.
 */
export function createWorld(parent: string): World {
  mkdirSync(parent, { recursive: true });
  const base = mkdtempSync(join(parent, 'external-'));
  const home = join(base, 'home', 'dev');
  const project = join(home, 'proj');
  mkdirSync(join(project, '.git'), { recursive: true });
  const saved = process.env.HOME;
  process.env.HOME = home;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    WAYMARK_DEBUG: '1',
    WAYMARK_HOOK_STATE_DIR: join(base, 'state'),
  };
  return {
    home,
    project,
    env,
    dispose() {
      if (saved === undefined) delete process.env.HOME;
      else process.env.HOME = saved;
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/** The stdin payload a harness would send for this case. */
export function payload(item: Case, world: World): string {
  if (item.stdin !== undefined) return item.stdin;
  const rehome = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(FIXTURE_HOME, world.home)) as unknown;
  // No session id: the guards see the empty state of a new session either way, and the call then
  // writes no session state (a synced write per case would be most of the run's time).
  return JSON.stringify({
    hook_event_name: 'PreToolUse',
    cwd: world.project,
    tool_name: item.tool_name,
    tool_input: rehome(item.tool_input),
  });
}

/** The families whose guard spoke on this payload, as the hook entry runs it. */
export async function spokeOn(stdin: string, world: World): Promise<Set<string>> {
  let stderr = '';
  await runDispatch(['PreToolUse'], {
    stdin: Readable.from([Buffer.from(stdin)]),
    stdout: () => undefined,
    stderr: (chunk) => void (stderr += chunk),
    env: world.env,
    cwd: world.project,
  });
  return new Set([...stderr.matchAll(/guard "([^"]+)" spoke/g)].map((match) => match[1]!));
}

/** Runs `work` over `items`, `width` at a time, keeping their order. */
export async function pool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  misses: string[];
  alarms: string[];
}

/** Per family: the suite's confusion counts, and the ids of its misses and false alarms. */
export function tally(suite: Suite, spoke: ReadonlyMap<string, ReadonlySet<string>>): Map<Family, Tally> {
  const byFamily = new Map<Family, Tally>(suite.families.map((family) => [family, { tp: 0, fp: 0, fn: 0, tn: 0, misses: [], alarms: [] }]));
  for (const item of suite.cases) {
    const said = spoke.get(item.id)!;
    const labels = suite.expected.get(item.id)!;
    for (const family of suite.families) {
      const score = byFamily.get(family)!;
      const must = labels.get(family) ?? false;
      const did = said.has(family);
      if (did && must) score.tp++;
      else if (did) score.fp++, score.alarms.push(item.id);
      else if (must) score.fn++, score.misses.push(item.id);
      else score.tn++;
    }
  }
  return byFamily;
}
