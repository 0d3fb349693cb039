import type { RecordedCall } from '../cli/replay.js';
import { related, viewCall, type CallView } from './callView.js';
import type { HeededRules } from './heededRules.js';
import type { Step } from './sessionSteps.js';

export type Outcome = 'heeded' | 'ignored' | 'unclear';

/** Why: the step that decided, by the definitions of docs/heeded.md. */
export type Reason =
  | 'safer-variant'
  | 'procedure-read'
  | 'asked-user'
  | 'declined'
  | 'dropped'
  | 'went-ahead'
  | 'session-ended'
  | 'cannot-judge';

export interface Verdict {
  outcome: Outcome;
  reason: Reason;
  /** The data entry that decided (`destructive:lease`, `question:asks-permission`), when one did. */
  by?: string;
  /** Index in the window of the deciding step. */
  at?: number;
}

/** The advice being judged. */
export interface Advised {
  /** The guard message: `pretooluse-destructive-guard`. */
  message: string;
  family: string;
  /** Full rule ids that spoke on the advised call (may be empty: guards without rule packs). */
  rules: readonly string[];
  call: RecordedCall;
}

/** What the same engine says about a call: message name → the rule ids that spoke. */
export type Judge = (call: RecordedCall) => Promise<ReadonlyMap<string, readonly string[]>>;

/** The steps after an advisory up to the end of the model's turn (the next prompt, or the end). */
export function windowAfter(steps: readonly Step[], index: number): Step[] {
  const window: Step[] = [];
  for (const step of steps.slice(index + 1)) {
    if (step.kind === 'prompt') break;
    if (step.kind !== 'hook') window.push(step);
  }
  return window;
}

/** Texts are matched on their first 20,000 characters: a transcript may hold a huge write, and the patterns are not all linear. */
const MATCHED = 20_000;
const first = <T extends { regex: RegExp; id: string }>(entries: readonly T[], text: string) => {
  const head = text.length > MATCHED ? text.slice(0, MATCHED) : text;
  return entries.find((entry) => entry.regex.test(head));
};

function readsProcedure(view: CallView, message: string, rules: HeededRules): boolean {
  const file = `${message}.md`;
  const names = (paths: readonly string[]) =>
    paths.some((path) => path === file || path.endsWith(`/${file}`) || path.endsWith(`\\${file}`));
  if (view.tool === 'Bash') return view.program !== undefined && rules.procedureRead.programs.has(view.program) && view.text.includes(file);
  return rules.procedureRead.tools.has(view.tool) && (names(view.paths) || view.text.includes(file));
}

const WRITES = new Set(['Write', 'Edit', 'MultiEdit', 'Patch', 'NotebookEdit']);

/** After a write the advice was about, a shell command that commits, deploys or runs that file. */
function usesWritten(origin: CallView, view: CallView, rules: HeededRules) {
  if (!WRITES.has(origin.tool) || view.tool !== 'Bash') return undefined;
  const names = origin.paths.map((path) => path.split(/[\\/]/).pop() ?? path).filter((name) => name !== '');
  if (!names.some((name) => new RegExp(`(?:^|[\\s/'"=])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[\\s'";&|)])`).test(view.text)))
    return undefined;
  return first(rules.useWritten, view.text);
}

/**
 * Judges what the model did after one advisory, from the steps of its window, by the outcomes
 * of docs/heeded.md: the first step that decides wins.
 */
export async function classify(advised: Advised, window: readonly Step[], judge: Judge, rules: HeededRules): Promise<Verdict> {
  const origin = viewCall(advised.call);
  const safer = rules.safer.get(advised.family) ?? [];
  let movedOn = false;
  for (const [at, step] of window.entries()) {
    if (step.kind === 'assistant') {
      const question = first(rules.question, step.text);
      if (question) return { outcome: 'heeded', reason: 'asked-user', by: `question:${question.id}`, at };
      const decline = first(rules.decline, step.text);
      if (decline) return { outcome: 'heeded', reason: 'declined', by: `decline:${decline.id}`, at };
      continue;
    }
    if (step.kind !== 'call') continue;
    const view = viewCall(step.call);
    if (readsProcedure(view, advised.message, rules)) return { outcome: 'heeded', reason: 'procedure-read', at };
    const variant = first(safer, view.text);
    if (variant) return { outcome: 'heeded', reason: 'safer-variant', by: `${advised.family}:${variant.id}`, at };
    const use = usesWritten(origin, view, rules);
    if (use) return { outcome: 'ignored', reason: 'went-ahead', by: `useWritten:${use.id}`, at };
    const spoke = (await judge(step.call)).get(advised.message);
    const close = related(origin, view);
    if (spoke) {
      const shared = advised.rules.length === 0 || spoke.length === 0 || spoke.some((rule) => advised.rules.includes(rule));
      if (shared || close) return { outcome: 'ignored', reason: 'went-ahead', at };
    } else if (close) return { outcome: 'heeded', reason: 'safer-variant', at };
    movedOn = true;
  }
  // Other work alone does not show the call was dropped: the session may have been cut short. It
  // does once the model closed its turn with its own words and the call never went ahead.
  if (movedOn && window.at(-1)?.kind === 'assistant') return { outcome: 'heeded', reason: 'dropped' };
  if (movedOn) return { outcome: 'unclear', reason: 'session-ended' };
  return window.length === 0 ? { outcome: 'unclear', reason: 'session-ended' } : { outcome: 'unclear', reason: 'cannot-judge' };
}
