import claude from '../contracts/claude.json';

/**
 * Every contract, as shipped inside the bundle: a hook never reads a contract from the project it
 * runs in. They are validated against ContractSchema at build time (scripts/build.js) and in the
 * unit tests, so the hot path does not construct the schema on every tool call.
 */
export const CONTRACTS: Readonly<Record<string, unknown>> = { claude };
