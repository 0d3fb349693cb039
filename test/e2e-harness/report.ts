import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Driver } from './driver.js';
import type { Run, Tap } from './run.js';
import { BENIGN_COMMAND, FINAL_TEXT, MARKERS } from './scenario.js';

/** What happened to one kind of advice, or to the run. */
export type Outcome = 'delivered' | 'dropped by vendor' | 'not answered' | 'ok' | 'failed';

export interface Row {
  harness: string;
  event: string;
  outcome: Outcome;
  expected: Outcome | 'vendor may drop';
  /** What was seen, for the report and for a failing assertion's message. */
  detail: string;
  /** Why the row is reported but not asserted, if it is not. */
  unasserted?: string;
  registration: string;
}

const MAX_REQUESTS = 10;

/** The conversation items of a recorded request, whatever the API. */
function conversation(body: any): unknown[] {
  return body?.messages ?? body?.contents ?? (Array.isArray(body?.input) ? body.input : []);
}

/**
 * One advice kind: did waymark answer with it (tap), and did it reach the model (requests) after
 * the tool call that triggered it?
 */
function advice(run: Run, marker: string, afterCall?: string): Pick<Row, 'outcome' | 'detail'> {
  const answered = run.taps.find((tap) => tap.stdout.includes(marker));
  const seen = run.requests.findIndex((request) => request.text.includes(marker));
  const call = afterCall ? run.requests.findIndex((request) => request.answered === afterCall) : -1;
  if (afterCall && call < 0) return { outcome: 'failed', detail: 'the run never reached this scripted tool call' };
  if (seen >= 0 && seen <= call) return { outcome: 'failed', detail: `in request ${seen + 1}, before the tool call (request ${call + 1})` };
  if (seen >= 0) return { outcome: 'delivered', detail: `${eventOf(answered)} reply in request ${seen + 1} of ${run.requests.length}` };
  if (answered) return { outcome: 'dropped by vendor', detail: `${eventOf(answered)} replied; no request carried it` };
  return {
    outcome: 'not answered',
    detail: run.taps.length === 0 ? 'no waymark hook ran' : `waymark silent on all ${run.taps.length} hook runs`,
  };
}

/** The event a hook registration names: its first positional argument. */
export function eventOf(tap: Tap | undefined): string {
  return tap?.argv.find((arg, i) => !arg.startsWith('-') && tap.argv[i - 1] !== '--contract') ?? '?';
}

/** The contracts the registrations named (`--contract <id>`) that this checkout does not bundle. */
function missingContracts(run: Run): string[] {
  const named = new Set<string>();
  for (const { argv } of run.taps) {
    const at = argv.indexOf('--contract');
    if (at >= 0 && argv[at + 1]) named.add(argv[at + 1]!);
  }
  return [...named].filter((id) => !existsSync(join(run.paths.root, 'contracts', `${id}.json`)));
}

/** A benign call adds nothing: no waymark reply to its hooks, no waymark text after it on the wire. */
function benign(run: Run, waymarkTexts: string[]): Pick<Row, 'outcome' | 'detail'> {
  const hooks = run.taps.filter((tap) => tap.stdin.includes(BENIGN_COMMAND));
  const loud = hooks.filter((tap) => tap.stdout.trim() !== '');
  const last = run.requests.at(-1);
  const items = conversation(last?.body);
  const from = items.findIndex((item) => JSON.stringify(item).includes('call_benign'));
  const after = from >= 0 ? JSON.stringify(items.slice(from)) : '';
  const leaked = waymarkTexts.filter((text) => after.includes(text));
  if (from < 0) return { outcome: 'failed', detail: 'the benign call never came back to the model' };
  if (loud.length > 0 || leaked.length > 0)
    return { outcome: 'failed', detail: `added: ${[...loud.map((tap) => tap.stdout.slice(0, 80)), ...leaked].join(' | ')}` };
  return { outcome: 'ok', detail: `nothing added (${hooks.length} hook runs, all silent)` };
}

/** The run itself: ended on its own, answered, no loop, no tool blocked, no hook crashed. */
function runRow(run: Run): Pick<Row, 'outcome' | 'detail'> {
  const problems: string[] = [];
  if (run.timedOut) problems.push('timed out');
  else if (run.exitCode !== 0) problems.push(`exit ${run.exitCode}`);
  if (!run.stdout.includes(FINAL_TEXT)) problems.push('no final answer on stdout');
  if (run.requests.length > MAX_REQUESTS) problems.push(`${run.requests.length} model requests (loop?)`);
  const crashed = run.taps.filter((tap) => tap.exitCode !== 0);
  if (crashed.length > 0) problems.push(`${crashed.length} hook exits non-zero`);
  const last = run.requests.at(-1)?.text ?? '';
  if (/blocked by (?:Pre|Post)ToolUse hook|hook error:/i.test(last)) problems.push('a tool call was blocked by a hook');
  return problems.length > 0
    ? { outcome: 'failed', detail: problems.join('; ') }
    : { outcome: 'ok', detail: `exit 0, ${run.requests.length} model requests, ${run.taps.length} hook runs` };
}

export function classify(run: Run, driver: Driver, waymarkTexts: string[]): Row[] {
  const registration =
    run.registeredBy === 'installer' ? 'waymark install' : `hand-registered, --contract ${run.contractOverride ?? driver.contract}`;
  const missing = missingContracts(run);
  // Until the vendor's contract lands its hooks run but stay silent: reported, not asserted.
  const unasserted = run.contractOverride
    ? 'contract overridden by WAYMARK_E2E_CONTRACT'
    : missing.length > 0
      ? `no ${missing.map((id) => `\`${id}\``).join(', ')} contract bundled yet`
      : undefined;
  const row = (event: string, expected: Row['expected'], seen: Pick<Row, 'outcome' | 'detail'>, always = false): Row => ({
    harness: driver.id,
    event,
    expected,
    ...seen,
    unasserted: always ? undefined : unasserted,
    registration,
  });
  return [
    row('SessionStart bootstrap', driver.expected.bootstrap, advice(run, MARKERS.bootstrap)),
    row('eval guard (shell `pickle.loads`)', driver.expected.eval, advice(run, MARKERS.eval, 'call_eval')),
    row('dependency guard (write a dependency manifest)', driver.expected.dependency, advice(run, MARKERS.dependency, 'call_dependency')),
    row('benign shell call adds nothing', 'ok', benign(run, waymarkTexts)),
    // Whatever the contract, waymark must never break the run.
    row('run: no loop / block / failure', 'ok', runRow(run), true),
  ];
}

export function passes(row: Row): boolean {
  return row.expected === 'vendor may drop' ? row.outcome !== 'failed' : row.outcome === row.expected;
}

export function table(rows: Row[]): string {
  const lines = ['| harness | event | result | expected | verdict | detail |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    const verdict = row.unasserted ? `not asserted: ${row.unasserted}` : passes(row) ? 'pass' : '**FAIL**';
    lines.push(
      `| ${row.harness} (${row.registration}) | ${row.event} | ${row.outcome} | ${row.expected} | ${verdict} | ${row.detail.replaceAll('|', '\\|')} |`,
    );
  }
  return lines.join('\n');
}
