import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CanonicalEvent } from '../core/event.js';
import { normalise } from '../guards/engine/normalise.js';
import { absolutePath } from '../guards/engine/paths.js';
import { familySlots } from '../guards/rules/pack.js';
import { destructiveFamily, type DestructiveRuleData } from '../guards/rules/destructiveRule.js';
import { toolPath } from '../guards/lib/toolPath.js';
import { toolWrite } from '../guards/lib/toolWrite.js';
import { isInside } from '../project/projectRoot.js';
import type { Env } from '../edge/env.js';

// Whether what a finding is about stays inside the project: the one question a repository's "off"
// depends on (src/quiet/projectScope.ts). It answers "inside" only when it can show it: a path it
// cannot resolve, a remote, a device, a system or a cloud resource, code that runs: all beyond.

export interface ScopeContext {
  root: string;
  cwd: string;
  home: string;
  env: Env;
}

/** Targets judged by their paths; the other kinds are beyond the project whatever the paths. */
const PATH_TARGETS = new Set(['deleted', 'walked', 'broad']);
/** Packs whose rules without a target act on the repository's own working tree and history. */
const WORKING_TREE_PACKS = new Set(['git']);
const MAX_WORDS = 256;

export function targetInside(event: CanonicalEvent, rule: string, context: ScopeContext): boolean {
  const [family, pack, id] = rule.split('/');
  if (family === 'secrets') return false;
  const write = toolWrite(event);
  if (write) return write.path !== undefined && pathInside(toolPath(write.path, context), context.root);
  const command = event.tool_input?.command;
  if (event.tool_name !== 'Bash' || typeof command !== 'string' || family !== 'destructive' || !pack || !id) return false;
  const data = destructiveRule(pack, id);
  if (!data) return false;
  if (!data.target) return WORKING_TREE_PACKS.has(pack) && pathInside(context.cwd, context.root);
  if (!PATH_TARGETS.has(data.target)) return false;
  let words = 0;
  for (const call of normalise(command, { cwd: context.cwd, home: context.home })) {
    for (const word of [...call.words.slice(1).filter((each) => !each.startsWith('-')), ...call.truncates]) {
      if (++words > MAX_WORDS) return false;
      const path = absolutePath(word, call.dir, { root: context.root, home: context.home, env: context.env });
      if (path === undefined || !pathInside(path, context.root)) return false;
    }
  }
  return true;
}

function destructiveRule(pack: string, id: string): DestructiveRuleData | undefined {
  const slot = familySlots(destructiveFamily).find((each) => each.name === pack);
  return (slot?.load().rules as DestructiveRuleData[] | undefined)?.find((rule) => rule.id === id);
}

/** Inside the root as written and as the file system resolves it (a link out of the project is outside). */
function pathInside(path: string, root: string): boolean {
  if (!isInside(path, root)) return false;
  try {
    return isInside(realExisting(path), realpathSync(root));
  } catch {
    return false;
  }
}

/** The real path of the nearest part of `path` that exists, with the rest appended. */
function realExisting(path: string): string {
  let at = path;
  let rest = '';
  for (let depth = 0; depth < 64; depth++) {
    try {
      return realpathSync(at) + rest;
    } catch {
      const parent = dirname(at);
      if (parent === at) break;
      rest = at.slice(parent.length === 1 ? 0 : parent.length) + rest;
      at = parent;
    }
  }
  return path;
}
