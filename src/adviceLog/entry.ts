import type { CanonicalEvent } from '../core/event.js';
import { redactSecrets } from '../guards/secrets.js';

/** One line of the advice log: what was said, when, to which harness, by which rules. */
export interface AdviceEntry {
  /** ISO time. */
  time: string;
  /** The contract the registration spoke (`claude`, `codex`, …). */
  harness: string;
  event: string;
  session?: string;
  tool?: string;
  /** Rule ids that spoke (`destructive/git/force-push`), or the guard's id for a guard without rule packs. */
  rules: string[];
  /** What the advice was about: a command or a path, shortened, credentials redacted; never file contents. */
  target?: string;
  /** The project the call ran in. */
  project?: string;
}

const MAX_TARGET = 160;

/** What a call was about, in a form safe to keep: the command or path, never what a file holds. */
export function adviceTarget(event: CanonicalEvent): string | undefined {
  const input = event.tool_input;
  if (!input) return undefined;
  const raw =
    typeof input.command === 'string'
      ? input.command
      : typeof input.file_path === 'string'
        ? input.file_path
        : typeof input.notebook_path === 'string'
          ? input.notebook_path
          : undefined;
  if (raw === undefined) return undefined;
  // Cut before redacting (a command may be 1 MB), then again: redaction may lengthen nothing, but be sure.
  const line = raw
    .slice(0, 4 * MAX_TARGET)
    .replace(/\s+/g, ' ')
    .trim();
  const safe = redactSecrets(line).replace(/\/\/[^\s/@:]+:[^\s/@]+@/g, '//…@');
  return safe.length > MAX_TARGET ? `${safe.slice(0, MAX_TARGET - 1)}…` : safe;
}
