import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigProblem } from '../config/config.js';
import { configReport } from './report.js';
import { CONTRACTS } from '../contracts/registry.js';
import { loadContract, replyKind } from '../contracts/contract.js';
import type { Inspection } from '../deliver/inspection.js';
import { inspectDispatch } from './inspect.js';
import { redactSecrets } from '../guards/secrets.js';
import type { Env } from '../edge/env.js';
import { contractId } from '../contracts/harnessIds.js';
import { requestProblem, whySilent } from './explainWhy.js';
import type { Style } from './style.js';
import { text, cliText } from '../text.js';

export interface ExplainRequest {
  event: string;
  contract: string;
  tool?: string;
  /** The tool's input, as JSON text. */
  input?: string;
  /** A whole payload in the vendor's shape, as JSON text (from --payload). */
  payload?: string;
  /** Explain a later call of the session: the same call made once before, in the same state. */
  later?: boolean;
}

export interface Explanation {
  event: string;
  contract: string;
  cap: number;
  /** The vendor passes nothing of this event to the model. */
  dropped: boolean;
  payload: Record<string, unknown>;
  reply: string;
  inspection?: Inspection;
  later: boolean;
  /** Where the call runs: the project whose config decides. */
  cwd: string;
  /** What dispatch ignores in the configuration (invalid files, skipped project messages). */
  problems: readonly ConfigProblem[];
}

/** A usage error: the CLI prints it and exits non-zero. */
export class ExplainError extends Error {}

function parseJson(source: string, what: string): unknown {
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new ExplainError(cliText.explain.badJson(what, (error as Error).message));
  }
}

export async function explain(request: ExplainRequest, io: { env: Env; cwd: string }): Promise<Explanation> {
  request = { ...request, contract: contractId(request.contract) };
  const contract = loadContract(request.contract);
  if (!contract) throw new ExplainError(cliText.explain.unknownContract(request.contract, Object.keys(CONTRACTS)));
  let payload: Record<string, unknown>;
  if (request.payload !== undefined) {
    const parsed = parseJson(request.payload, '--payload');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ExplainError(cliText.explain.notAnObject('--payload'));
    payload = parsed as Record<string, unknown>;
  } else {
    const input = request.input === undefined ? undefined : parseJson(request.input, '--input');
    const problem = requestProblem(contract, { event: request.event, tool: request.tool, input });
    if (problem) throw new ExplainError(problem);
    payload = { session_id: 'waymark-explain', cwd: io.cwd, hook_event_name: request.event };
    if (request.event === 'SessionStart') payload.source = 'startup';
    if (request.tool) payload.tool_name = request.tool;
    if (input !== undefined) payload.tool_input = input;
  }
  const cwd = typeof payload.cwd === 'string' ? payload.cwd : io.cwd;
  const inspected = request.later
    ? await laterCall(request, payload, io)
    : await inspectDispatch({ event: request.event, contract: request.contract }, payload, io);
  const problems = configReport(cwd);
  const later = !!request.later;
  return {
    event: request.event,
    contract: request.contract,
    cap: contract.cap.chars,
    dropped: replyKind(contract, request.event) === 'none',
    payload,
    ...inspected,
    problems,
    later,
    cwd,
  };
}

/** The call as a session's later one: made once before in the same scratch state, then again. */
async function laterCall(request: ExplainRequest, payload: Record<string, unknown>, io: { env: Env; cwd: string }) {
  const stateDir = mkdtempSync(join(tmpdir(), 'waymark-explain-'));
  try {
    // Named, not spread: the CLI's io may carry its fields as getters, which a spread drops.
    const options = { env: io.env, cwd: io.cwd, stateDir };
    await inspectDispatch({ event: request.event, contract: request.contract }, payload, options);
    return await inspectDispatch({ event: request.event, contract: request.contract }, payload, options);
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}

function outcomeOf(name: string, isGuard: boolean, inspection: Inspection): 'spoke' | 'silent' | 'delivered' {
  if (isGuard) return inspection.advisories.has(name) ? 'spoke' : 'silent';
  return inspection.delivered.has(name) ? 'delivered' : 'silent';
}

/** The explanation as JSON for machines. */
export function explanationJson(explanation: Explanation): string {
  const { inspection } = explanation;
  return JSON.stringify(
    {
      event: explanation.event,
      contract: explanation.contract,
      later: explanation.later,
      dropped: explanation.dropped,
      // The payload as given, with any credential in it redacted: explain's output is read, pasted and logged.
      payload: redactStrings(explanation.payload),
      problems: explanation.problems,
      messages: (inspection?.evaluated ?? []).map((message) => {
        const outcome = outcomeOf(message.name, message.bindings.guard !== undefined, inspection!);
        const why =
          outcome === 'silent'
            ? { why: whySilent(message, inspection!.silences.get(message.name), explanation.cwd, explanation.later) }
            : {};
        // The rules that spoke (`destructive/git/force-push`), for guards built on rule packs.
        const rules = inspection!.rules.has(message.name) ? { rules: inspection!.rules.get(message.name) } : {};
        // A repository's "off" that did not hold for this call, and why.
        const scope = inspection!.scopeNotes?.has(message.name) ? { scope: inspection!.scopeNotes.get(message.name) } : {};
        return { name: message.name, path: message.path, guard: message.bindings.guard ?? null, outcome, ...why, ...rules, ...scope };
      }),
      text: inspection?.text ?? '',
      characters: { used: inspection?.text.length ?? 0, uncapped: inspection?.uncapped ?? 0, cap: explanation.cap },
      reply: explanation.reply,
    },
    null,
    2,
  );
}

/** The explanation for a person. */
export function renderExplanation(explanation: Explanation, style: Style): string {
  const { inspection } = explanation;
  const lines: string[] = [];
  if (explanation.problems.length > 0) {
    lines.push(style.yellow(text.config.heading(explanation.problems.length)));
    for (const problem of explanation.problems)
      lines.push(`  ${style.yellow(problem.file)}`, `    ${problem.problem}`, `    ${style.dim(`${text.config.fixLabel} ${problem.fix}`)}`);
    lines.push('');
  }
  lines.push(
    style.bold(cliText.explain.heading(explanation.event, explanation.payload.tool_name, explanation.contract, explanation.later)),
    '',
  );
  if (explanation.dropped) lines.push(cliText.explain.dropped(explanation.contract, explanation.event));
  else if (!inspection || inspection.evaluated.length === 0) lines.push(cliText.explain.nothingBound);
  else {
    lines.push(cliText.explain.evaluated(inspection.evaluated.length));
    const width = Math.max(...inspection.evaluated.map((message) => message.name.length));
    for (const message of inspection.evaluated) {
      const guard = message.bindings.guard;
      const outcome = outcomeOf(message.name, guard !== undefined, inspection);
      const label = outcome === 'silent' ? style.dim(outcome.padEnd(9)) : style.green(outcome.padEnd(9));
      lines.push(`  ${label}  ${message.name.padEnd(width)}  ${style.dim(guard ? cliText.explain.guard(guard) : cliText.explain.base)}`);
      for (const rule of inspection.rules.get(message.name) ?? [])
        lines.push(`  ${' '.repeat(9)}  ${' '.repeat(width)}  ${text.rules.spoke(rule)}`);
      for (const note of inspection.scopeNotes?.get(message.name) ?? []) lines.push(`  ${' '.repeat(9)}  ${style.yellow(`↳ ${note}`)}`);
      if (outcome === 'silent')
        lines.push(
          `  ${' '.repeat(9)}  ${style.dim(`↳ ${whySilent(message, inspection.silences.get(message.name), explanation.cwd, explanation.later)}`)}`,
        );
    }
  }
  lines.push('');
  const used = inspection?.text.length ?? 0;
  if (used === 0) lines.push(cliText.explain.silence);
  else {
    lines.push(style.bold(cliText.explain.modelText(used, explanation.cap, inspection!.uncapped)));
    for (const line of inspection!.text.split('\n')) lines.push(`${style.dim('│')} ${line}`);
    lines.push('', style.bold(cliText.explain.replyBytes(Buffer.byteLength(explanation.reply))), style.cyan(explanation.reply));
  }
  return `${lines.join('\n')}\n`;
}

function redactStrings(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (Array.isArray(value)) return value.map(redactStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, redactStrings(each)]));
  return value;
}
