import { CONTRACT_FILES } from './files.js';
import type { Contract, ForeignRule } from './schema.js';

/**
 * Every contract, as shipped inside the bundle: a hook never reads a contract from the project it
 * runs in. They are validated against ContractSchema at build time (scripts/build.js) and in the
 * unit tests, so the hot path does not construct the schema on every tool call. Recognising a
 * foreign payload does not depend on their order: no payload matches two contracts' `foreign`
 * rules (test/unit/contracts/generated.spec.ts proves it on every fixture).
 */
export const CONTRACTS: Readonly<Record<string, unknown>> = CONTRACT_FILES;

/**
 * Each contract's `foreign` rules: recognising another vendor's payload reads these, not every
 * contract (the hook bundle parses a contract only when a call needs it).
 */
export const FOREIGN: ReadonlyArray<readonly [id: string, rules: readonly ForeignRule[]]> = Object.entries(CONTRACTS).flatMap(
  ([id, contract]) => {
    const rules = (contract as Contract).foreign;
    return rules ? [[id, rules] as const] : [];
  },
);
