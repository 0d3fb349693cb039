import { inspectDispatch } from '../cli/inspect.js';
import { redactSecrets } from '../guards/secrets.js';
import { ReplayError, transcriptFiles, type RecordedCall } from '../cli/replay.js';
import type { Env } from '../edge/env.js';
import { cliText } from '../text.js';
import { familyOf, findAdvisories } from './advice.js';
import { classify, windowAfter, type Judge, type Outcome, type Reason } from './classify.js';
import { heededRules, type HeededRules } from './heededRules.js';
import { readSteps, type Harness, type Step } from './sessionSteps.js';
import { wilson } from './wilson.js';

/** One advisory and what the model did next. */
export interface HeededCase {
  file: string;
  /** The line of the advised call. */
  line: number;
  harness: Harness;
  message: string;
  family: string;
  rules: readonly string[];
  /** The session was recorded without waymark: the advice is what it would have said. */
  counterfactual: boolean;
  /** The advised call, one line, secrets redacted. */
  about: string;
  outcome: Outcome;
  reason: Reason;
  by?: string;
}

/** One row of the report: a guard message or one of its rules, for one harness. */
export interface HeededRow {
  /** A guard message (`pretooluse-destructive-guard`) or a full rule id (`destructive/git/force-push`). */
  rule: string;
  kind: 'message' | 'rule';
  /** The guard message the row belongs to (itself, for a message row). */
  message: string;
  harness: Harness;
  counterfactual: boolean;
  given: number;
  heeded: number;
  ignored: number;
  unclear: number;
  /** heeded / (heeded + ignored); undefined when neither happened. */
  rate?: number;
  /** Its 95% Wilson score interval. */
  low?: number;
  high?: number;
}

export interface HeededReport {
  files: string[];
  /** Files in a directory that held no session record, left out. */
  skippedFiles: string[];
  cases: HeededCase[];
  rows: HeededRow[];
}

export interface HeededIO {
  env: Env;
  cwd: string;
  progress?: (advisories: number) => void;
}

function about(call: RecordedCall): string {
  const subject = call.input.command ?? call.input.file_path ?? call.input.path ?? '';
  const line = redactSecrets(String(subject)).replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The real dispatch path, as the call's own harness would have run it; one answer per distinct call. */
export function dispatchJudge(io: { env: Env; cwd: string }): Judge {
  const cache = new Map<string, Promise<ReadonlyMap<string, readonly string[]>>>();
  return (call) => {
    const event = call.event ?? 'PreToolUse';
    const key = JSON.stringify([call.contract, event, call.cwd, call.tool, call.input]);
    let answer = cache.get(key);
    if (!answer) {
      const payload = {
        session_id: 'heeded',
        cwd: call.cwd ?? io.cwd,
        hook_event_name: event,
        tool_name: call.tool,
        tool_input: call.input,
        tool_response: {},
      };
      answer = inspectDispatch({ event, contract: call.contract }, payload, io).then(
        ({ inspection }) => new Map([...(inspection?.advisories.keys() ?? [])].map((name) => [name, inspection?.rules.get(name) ?? []])),
      );
      cache.set(key, answer);
    }
    return answer;
  };
}

/** The call a hook's text was about: the one it names, else the last call before it. */
function advisedCall(steps: readonly Step[], index: number, callId: string | undefined): RecordedCall | undefined {
  if (callId) for (const step of steps) if (step.kind === 'call' && step.call.callId === callId) return step.call;
  for (let at = index - 1; at >= 0; at--) {
    const step = steps[at]!;
    if (step.kind === 'call') return step.call;
  }
  return undefined;
}

/** Every advisory of one session, judged: the recorded ones, or, without any, the counterfactual ones. */
export async function judgeSession(
  file: string,
  steps: readonly Step[],
  harness: Harness,
  judge: Judge,
  rules: HeededRules,
): Promise<HeededCase[]> {
  const cases: HeededCase[] = [];
  const add = async (call: RecordedCall, message: string, index: number, counterfactual: boolean, known?: readonly string[]) => {
    const family = familyOf(message);
    const ruleIds = known ?? (await judge(call)).get(message) ?? [];
    const verdict = await classify({ message, family, rules: ruleIds, call }, windowAfter(steps, index), judge, rules);
    cases.push({
      file,
      line: call.line,
      harness,
      message,
      family,
      rules: ruleIds,
      counterfactual,
      about: about(call),
      outcome: verdict.outcome,
      reason: verdict.reason,
      ...(verdict.by ? { by: verdict.by } : {}),
    });
  };
  let recorded = false;
  for (const [index, step] of steps.entries()) {
    if (step.kind !== 'hook') continue;
    const found = findAdvisories(step.text);
    if (found.length === 0) continue;
    recorded = true;
    const call = advisedCall(steps, index, step.callId);
    if (!call) continue;
    for (const advisory of found) await add(call, advisory.message, index, false);
  }
  if (recorded) return cases;
  for (const [index, step] of steps.entries()) {
    if (step.kind !== 'call') continue;
    for (const [message, ruleIds] of await judge(step.call)) await add(step.call, message, index, true, ruleIds);
  }
  return cases;
}

/** Tallies cases into rows: per guard message and per rule id, per harness, recorded and counterfactual apart. */
export function heededRows(cases: readonly HeededCase[]): HeededRow[] {
  const rows = new Map<string, HeededRow>();
  const count = (rule: string, kind: HeededRow['kind'], each: HeededCase) => {
    const key = JSON.stringify([each.message, rule, each.harness, each.counterfactual]);
    const row = rows.get(key) ?? {
      rule,
      kind,
      message: each.message,
      harness: each.harness,
      counterfactual: each.counterfactual,
      given: 0,
      heeded: 0,
      ignored: 0,
      unclear: 0,
    };
    row.given++;
    row[each.outcome]++;
    rows.set(key, row);
  };
  for (const each of cases) {
    count(each.message, 'message', each);
    for (const rule of each.rules) count(rule, 'rule', each);
  }
  const ordered = [...rows.values()].sort(
    (a, b) =>
      Number(a.counterfactual) - Number(b.counterfactual) ||
      a.message.localeCompare(b.message) ||
      a.harness.localeCompare(b.harness) ||
      Number(a.kind === 'rule') - Number(b.kind === 'rule') ||
      a.rule.localeCompare(b.rule),
  );
  for (const row of ordered) {
    const interval = wilson(row.heeded, row.heeded + row.ignored);
    if (interval) Object.assign(row, { rate: row.heeded / (row.heeded + row.ignored), ...interval });
  }
  return ordered;
}

/**
 * Reads session files (a file, or every `.jsonl` under a directory), finds each advisory waymark
 * gave (or, in a session recorded without it, would have given) and judges what the model did
 * next. This is what `waymark replay --heeded` prints and what `waymark stats` can show beside how
 * often each rule speaks.
 */
export async function measureHeeded(paths: readonly string[], io: HeededIO): Promise<HeededReport> {
  const { files, fromDirectory } = transcriptFiles(paths);
  const report: HeededReport = { files: [], skippedFiles: [], cases: [], rows: [] };
  const judge = dispatchJudge(io);
  const rules = heededRules();
  for (const file of files) {
    const session = await readSteps(file);
    if (!session.harness) {
      if (!fromDirectory.has(file)) throw new ReplayError(cliText.replay.notATranscript(file, session.lines));
      report.skippedFiles.push(file);
      continue;
    }
    report.files.push(file);
    report.cases.push(...(await judgeSession(file, session.steps, session.harness, judge, rules)));
    io.progress?.(report.cases.length);
  }
  report.rows = heededRows(report.cases);
  return report;
}
