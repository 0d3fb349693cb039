import { readConfigFiles } from '../config/config.js';
import { canonicalToolsOf } from '../contracts/contract.js';
import type { Contract } from '../contracts/schema.js';
import type { Silence } from '../core/runGuards.js';
import type { Message } from '../messages/message.js';
import { didYouMean } from '../nearest.js';
import { projectRoot } from '../project/projectRoot.js';
import { cliText } from '../text.js';

// What `waymark explain` adds to dispatch's own decision: why a message stayed silent, and
// whether the question asked was one dispatch can answer at all.

/** An event the contract does not know, a tool spelled unlike any it knows, an input that is no object. */
export function requestProblem(contract: Contract, request: { event: string; tool?: string; input?: unknown }): string | undefined {
  const events = Object.keys(contract.events);
  if (!events.includes(request.event))
    return cliText.explain.unknownEvent(request.event, contract.id, didYouMean(request.event, events), events);
  if (request.tool !== undefined) {
    const vendorTools = Object.keys(contract.tools ?? {});
    const tools = [...new Set([...vendorTools, ...vendorTools.flatMap((tool) => canonicalToolsOf(contract, tool))])];
    // Any other name may be a tool waymark has no advice for (Grep, an MCP tool): only a near miss is an error.
    const near = tools.includes(request.tool) ? undefined : didYouMean(request.tool, tools);
    if (near) return cliText.explain.unknownTool(request.tool, contract.id, near);
  }
  if (request.input !== undefined && (request.input === null || typeof request.input !== 'object' || Array.isArray(request.input)))
    return cliText.explain.inputNotObject;
  return undefined;
}

/** Why a message said nothing, in words that name the config file and key or the rule. */
export function whySilent(message: Message, silence: Silence | undefined, cwd: string, later: boolean): string {
  const guard = message.bindings.guard;
  if (guard === undefined) return later ? cliText.explain.why.delivered : cliText.explain.why.notDue;
  switch (silence?.why) {
    case 'off': {
      // The project's file merges over the user's: the last file that says false decided it.
      const decided = readConfigFiles(projectRoot(cwd))
        .reverse()
        .find((file) => file.config?.guards?.[guard] === false);
      return decided ? cliText.explain.why.offIn(decided.file, guard) : cliText.explain.why.off(guard);
    }
    case 'missing':
      return cliText.explain.why.missing(guard);
    case 'late':
      return cliText.explain.why.late;
    case 'failed':
      return cliText.explain.why.failed(silence.detail ?? '');
    case 'exempt':
    case 'quiet':
      return silence.detail ?? cliText.explain.why.nothing;
    default:
      return cliText.explain.why.nothing;
  }
}
