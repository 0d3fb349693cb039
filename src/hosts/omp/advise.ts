import { core, type CoreIO } from '../../core/core.js';
import { disabled } from '../../core/disabled.js';
import { nothingFound, type Findings } from '../../core/findings.js';
import { deliver } from '../../deliver/deliver.js';
import { canonicalEvents, OMP_CONTRACT, type OmpEvent } from './translate.js';

/**
 * What waymark finds about one OMP event: its canonical events go straight into the core the hook
 * command runs (route, guards, the one state commit).
 */
export async function findingsOf(vendorEvent: OmpEvent, payload: Record<string, unknown>, io: CoreIO): Promise<Findings> {
  if (disabled(io.env)) return nothingFound({});
  return core(canonicalEvents(vendorEvent, payload, io.env), { messages: [] }, io);
}

/** What the model reads of it, delivered on `vendorEvent` through the same stage as every hook: composed, capped once; '' for nothing. */
export function say(vendorEvent: OmpEvent, findings: Findings, io: CoreIO): string {
  return deliver({ contract: OMP_CONTRACT, vendorEvent }, findings, io);
}
