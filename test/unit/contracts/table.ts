import { inboundAll, loadContract, outbound } from '../../../src/contracts/contract.js';
import type { Contract } from '../../../src/contracts/schema.js';
import type { Env } from '../../../src/edge/env.js';

export function contract(id: string): Contract {
  const found = loadContract(id);
  if (!found) throw new Error(`no contract ${id}`);
  return found;
}

/** One canonical event as a line a table can compare: `Event Tool key=value…` of what guards read. */
export function canonical(id: string, vendorEvent: string, payload: unknown, env: Env = {}): string[] {
  return inboundAll(contract(id), vendorEvent, payload, env).map((event) => {
    const input = event.tool_input ?? {};
    const keys = (['file_path', 'command', 'content', 'old_string', 'new_string'] as const)
      .filter((key) => typeof input[key] === 'string')
      .map((key) => `${key}=${input[key]}`);
    return [event.hook_event_name, event.tool_name, event.cwd && `cwd=${event.cwd}`, ...keys].filter(Boolean).join(' ');
  });
}

export function reply(id: string, vendorEvent: string, text: string): string {
  return outbound(contract(id), vendorEvent, text);
}
