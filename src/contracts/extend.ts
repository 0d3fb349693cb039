import type { Contract, ContractFile } from './schema.js';

/**
 * A clone's contract with its base folded in (`extends`, src/contracts/schema.ts): the base's facts
 * about events and tools, this file's wherever it says otherwise. Only what describes the vendor's
 * dialect is inherited; what says which other hosts run the base's registrations is not.
 */
export function withBase(contract: ContractFile, base: ContractFile | undefined): Contract {
  if (contract.extends === undefined || !base) return contract as Contract;
  const {
    dedupe: _dedupe,
    foreign: _foreign,
    acceptsForeign: _accepts,
    reroute: _reroute,
    payloadKeys: _keys,
    projectDir: _projectDir,
    id: _id,
    vendor: _vendor,
    sources: _sources,
    ...inherited
  } = base;
  return {
    ...inherited,
    ...contract,
    cap: contract.cap ?? base.cap!,
    events: { ...base.events, ...contract.events },
    // A clone that names its own tools has only those (Droid's Execute is not also a Bash).
    tools: contract.tools ?? base.tools,
    toolsSource: contract.toolsSource ?? base.toolsSource,
  } as Contract;
}
