import type { CanonicalEvent } from '../event.js';

/** What a guard found: the values that fill its advisory's `{{placeholders}}`. */
export type Finding = Record<string, string>;

/** Read-only facts a guard may consult; it never reads the payload's world beyond these. */
export interface GuardContext {
  /** The git root above the tool call's `cwd`, or `cwd` itself. */
  root: string;
  /** The tool call's working directory (the process's when the payload has none). */
  cwd: string;
}

export interface Guard {
  id: string;
  detect(event: CanonicalEvent, context: GuardContext): Finding | undefined;
}
