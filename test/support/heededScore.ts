import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measureHeeded, type HeededCase } from '../../src/heeded/heeded.js';
import { TEST_PATH } from './path.js';
import { renderScenario, scenarioHome, type ScenarioHarness, type ScenarioInput } from './heededScenarios.js';

// Scores the heeded classifier on the hand-labelled scenarios: renders each (without its label),
// runs `measureHeeded` over the session files as `replay --heeded` does, and only then compares
// each advisory's outcome with the scenario's label.

export const SCENARIOS = join(import.meta.dirname, '../fixtures/heeded/scenarios.jsonl');
const OUTCOMES = ['heeded', 'ignored', 'unclear'] as const;
type Label = (typeof OUTCOMES)[number];

export interface Scored {
  id: string;
  harness: ScenarioHarness;
  label: Label;
  /** The classifier's outcome; `missing` when no advisory for the scenario's message was found at its call. */
  got: Label | 'missing';
  reason?: string;
}

export interface Score {
  scored: Scored[];
  agreement: number;
  /** confusion[label][got] */
  confusion: Record<Label, Record<Label | 'missing', number>>;
}

/**
 * Not under /tmp: the guards treat temp dirs as scratch space and stay silent there, so a scenario
 * home in /tmp would hide the advice (bench/score.js re-roots its cases the same way).
 */
export function scratchRoot(): string {
  const results = join(import.meta.dirname, '../../bench/results');
  mkdirSync(results, { recursive: true });
  return mkdtempSync(join(results, 'heeded-'));
}

export function loadScenarios(file = SCENARIOS): (ScenarioInput & { label: Label })[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** Renders every scenario (in its own harness, or in `as`), judges them, and scores against the labels. */
export async function scoreScenarios(as?: ScenarioHarness): Promise<Score> {
  const scenarios = loadScenarios();
  const root = scratchRoot();
  const home = scenarioHome(root);
  const dir = join(root, 'sessions');
  mkdirSync(dir);
  const rendered = new Map<string, { file: string; line: number; rule: string }>();
  for (const scenario of scenarios) {
    const { id, harness, rule, call, next } = scenario;
    const out = await renderScenario({ id, harness, rule, call, next }, dir, home, as ?? harness);
    rendered.set(id, { file: out.file, line: out.line, rule: rule.replace(/\.md$/, '') });
  }
  const env = { PATH: TEST_PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
  const report = await measureHeeded([dir], { env, cwd: join(home, 'proj') });
  const byCall = new Map<string, HeededCase>();
  for (const each of report.cases) byCall.set(JSON.stringify([each.file, each.line, each.message]), each);
  const confusion = Object.fromEntries(
    OUTCOMES.map((label) => [label, { heeded: 0, ignored: 0, unclear: 0, missing: 0 }]),
  ) as Score['confusion'];
  const scored = scenarios.map((scenario) => {
    const where = rendered.get(scenario.id)!;
    const found = byCall.get(JSON.stringify([where.file, where.line, where.rule]));
    const got: Label | 'missing' = found?.outcome ?? 'missing';
    confusion[scenario.label][got]++;
    return {
      id: scenario.id,
      harness: as ?? scenario.harness,
      label: scenario.label,
      got,
      reason: found ? `${found.reason}${found.by ? ` ${found.by}` : ''}${found.counterfactual ? ' (counterfactual)' : ''}` : undefined,
    };
  });
  rmSync(root, { recursive: true, force: true });
  return { scored, agreement: scored.filter((each) => each.got === each.label).length / scored.length, confusion };
}

export function renderScore(score: Score): string {
  const lines = [
    `agreement ${score.scored.filter((each) => each.got === each.label).length}/${score.scored.length} = ${(100 * score.agreement).toFixed(1)}%`,
    '',
    'label \\ got   heeded  ignored  unclear  missing',
  ];
  for (const label of OUTCOMES) {
    const row = score.confusion[label];
    lines.push(`${label.padEnd(12)}  ${[row.heeded, row.ignored, row.unclear, row.missing].map((n) => String(n).padStart(7)).join('  ')}`);
  }
  return lines.join('\n');
}
