import type { GuardOptions, Config } from '../config/config.js';
import type { CanonicalEvent } from '../core/event.js';
import type { SessionState } from '../state/state.js';
import type { Env } from '../edge/env.js';
import type * as ZodParts from '../config/zodParts.js';
import type { ZodMiniObject } from 'zod/mini';
import type { FamilyRecord } from './rules/family.js';

/** What a guard found: the values that fill its advisory's `{{placeholders}}`. */
export type Finding = Record<string, string>;

/**
 * The finding key by which a guard that the user's config put in strict mode asks dispatch to deny
 * the tool call: the one documented exception to advice-only (only `ask-user`, `strict: true`).
 */
export const DENY = 'waymark:decision';

/**
 * The finding key that names the rules that spoke, full ids separated by spaces
 * (`destructive/git/force-push`): `waymark explain` shows them; no placeholder reads it.
 */
export const RULES = 'waymark:rules';

/** Read-only facts a guard may consult; it never reads the payload's world beyond these. */
export interface GuardContext {
  /** The project: the git root above the directory the harness was opened in when it names one, else above `cwd`. */
  root: string;
  /** The tool call's working directory (the process's when the payload has none). */
  cwd: string;
  env: Env;
  /** The user's home directory. */
  home: string;
  /** The per-user state directory (DESIGN §6). */
  stateDir: string;
  /** This session's state as the call read it, once, at its start: read-only. */
  session: Readonly<SessionState>;
  /**
   * Asks for a change to the session's state, applied under its lock once every guard has answered
   * (one write per call). The change answers whether the guard still speaks, judged on the state as
   * it is then: a guard whose change answers false is silenced.
   */
  change(apply: (state: SessionState) => boolean): void;
  /** The merged configuration (user's, then the project's over it). */
  config: Config;
  /** This guard's options from `guards.<id>` in the config; `{}` when none are given. */
  options: GuardOptions;
  /**
   * Why the guard stays silent on purpose (a placeholder, a dry run, a scratch folder), for
   * `waymark explain` to show; dispatch ignores it. Text from src/text.ts (`text.why`).
   */
  aside?(why: string): void;
}

/**
 * What a guard declares about itself, as an ESLint rule's `meta` does: the config schema, the
 * project's limits and `waymark list` are derived from these, not kept in per-guard maps. Plain
 * data and functions: declaring costs nothing when the hook imports the guard.
 */
export interface GuardMeta {
  /** The rule family whose packs (rules/<id>/) it applies, when it has one. */
  // biome-ignore lint/suspicious/noExplicitAny: each family's record is typed by its own rule; the list of guards holds them all.
  family?: FamilyRecord<any>;
  /**
   * Its options under `guards.<id>` in a config, built only when a config file is read (zod comes
   * in as `z`, src/config/zod.ts): a guard without one takes `true`, `false` or any object.
   */
  options?(z: typeof ZodParts): ZodMiniObject;
  /**
   * Option keys only the user's own config may set, each with why (src/text.ts): in a project's
   * config they are dropped and named (src/config/projectLimits.ts).
   */
  userOnly?: Readonly<Record<string, string>>;
  /**
   * What a project's "off" for the guard (and its rules) does: by default it holds. `per-finding`:
   * it holds only for findings inside the project (src/quiet/projectScope.ts); a function: the
   * guard protects what lies beyond the project, so the "off" is dropped, and this says why.
   */
  projectOff?: 'per-finding' | ((key: string) => string);
  /** The keys of `text` (src/text.ts) it speaks with: its words live there, with every other string. */
  words: readonly string[];
}

export interface Guard {
  id: string;
  meta: GuardMeta;
  /** A guard that reads files or state may be async; dispatch gives it a time budget. */
  detect(event: CanonicalEvent, context: GuardContext): Finding | undefined | Promise<Finding | undefined>;
}
