import type { Contract, ForeignRule } from './schema.js';
import antigravity from '../../contracts/antigravity.json';
import auggie from '../../contracts/auggie.json';
import claude from '../../contracts/claude.json';
import cline from '../../contracts/cline.json';
import codebuddy from '../../contracts/codebuddy.json';
import codex from '../../contracts/codex.json';
import copilot from '../../contracts/copilot.json';
import cursor from '../../contracts/cursor.json';
import devin from '../../contracts/devin.json';
import droid from '../../contracts/droid.json';
import gemini from '../../contracts/gemini.json';
import grok from '../../contracts/grok.json';
import kiro from '../../contracts/kiro.json';
import qoder from '../../contracts/qoder.json';
import qwen from '../../contracts/qwen.json';

/**
 * Every contract, as shipped inside the bundle: a hook never reads a contract from the project it
 * runs in. They are validated against ContractSchema at build time (scripts/build.js) and in the
 * unit tests, so the hot path does not construct the schema on every tool call. The order matters
 * to recogniseForeign: the first contract whose `foreign` rule matches a payload claims it (Grok's
 * camelCase envelope also carries `sessionId` and `toolName`, so it is tried before Copilot's).
 */
export const CONTRACTS: Readonly<Record<string, unknown>> = {
  claude,
  codex,
  cursor,
  grok,
  copilot,
  devin,
  kiro,
  codebuddy,
  qwen,
  gemini,
  cline,
  droid,
  qoder,
  auggie,
  antigravity,
};

/**
 * Each contract's `foreign` rules, in that order: recognising another vendor's payload reads these,
 * not every contract (the hook bundle parses a contract only when a call needs it).
 */
export const FOREIGN: ReadonlyArray<readonly [id: string, rules: readonly ForeignRule[]]> = Object.entries(CONTRACTS).flatMap(
  ([id, contract]) => {
    const rules = (contract as Contract).foreign;
    return rules ? [[id, rules] as const] : [];
  },
);
