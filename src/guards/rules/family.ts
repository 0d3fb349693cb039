import type * as Zod from 'zod/mini';
import type { BaseRule, PackGate } from './pack.js';

/**
 * A rule family as one record: everything about it that is not its engine's logic or its packs'
 * data. Its guard carries it (GuardMeta.family); the build validates the packs of every family a
 * guard carries and writes the pack index (src/guards/rules/packs.ts) from rules/<id>/. Adding a
 * family is its packs, its guard's file (the engine, this record, the guard's meta), its words in
 * src/text.ts and its message.
 */
export interface FamilyRecord<R extends BaseRule = BaseRule> {
  /** The folder of its packs (rules/<id>/) and the first part of its rules' ids. */
  id: string;
  /** One rule's schema, built when packs are validated (zod comes in as `z`: never on the hook path). */
  rule(z: typeof Zod): Zod.ZodMiniType;
  /** Checks a schema cannot state (a target named in the risk, one of two fields given), one problem a line. */
  checks?(rules: readonly R[]): string[];
  /** What a call must name for one of a pack's rules to apply: computed at build time, so a call reads only the packs it could need. */
  gate(rules: readonly R[]): PackGate;
}

/** The words, de-duplicated, in first-seen order: what gates are made of. */
export const unique = (words: readonly string[]) => [...new Set(words)];
