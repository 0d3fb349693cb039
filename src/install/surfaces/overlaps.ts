import { cliText } from '../../text.js';
import type { AnyHarness, Scope } from '../harnesses/harness.js';
import { DESCRIPTORS } from '../harnesses/index.js';
import { parseTree } from '../files/jsonTree.js';
import { findWaymarks } from '../files/merge.js';
import { onPath } from '../files/onPath.js';
import { readSettings } from '../files/settingsFile.js';
import { isShim } from './module.js';
import { whereOf } from './surface.js';
import type { Context } from './kinds.js';

// Registrations that answer one call together (DESIGN §2, invariant 7): the same harness at both
// scopes, and a harness that also runs another harness's file (Copilot CLI, Cursor and Devin run
// Claude Code's hooks). Each runs on every call; install and verify say which registration answers
// which harness.

const SCOPES: readonly Scope[] = ['project', 'user'];

/** The file of waymark's registration for a harness at a scope, when there is one. */
export async function registeredAt(harness: AnyHarness, scope: Scope, context: Context): Promise<string | undefined> {
  const path = harness.settingsPath(scope, whereOf(context).where);
  try {
    const file = await readSettings(path, false, false);
    if (file.text === undefined) return undefined;
    if (harness.surface === 'module') return isShim(file.text) ? path : undefined;
    return findWaymarks(file.text, parseTree(file.text), harness.template, harness.contract).length > 0 ? path : undefined;
  } catch {
    return undefined;
  }
}

/** What to say about registrations that answer the same calls as this one. */
export async function overlaps(harness: AnyHarness, scope: Scope, context: Context): Promise<string[]> {
  const lines: string[] = [];
  const other = SCOPES.find((each) => each !== scope)!;
  const own = harness.settingsPath(scope, whereOf(context).where);
  const twice = await registeredAt(harness, other, context);
  if (twice && twice !== own) lines.push(cliText.install.overlap.bothScopes(harness.vendor, twice, harness.id, other));
  // This harness runs another's file too.
  for (const read of harness.reads ?? []) {
    const owner = DESCRIPTORS.find((each) => each.id === read.harness);
    const path = owner && (await registeredAt(owner, read.scope, context));
    if (owner && path) lines.push(cliText.install.overlap.alsoRuns(harness.vendor, owner.vendor, path, read.when));
  }
  // Another harness runs this one's file: said when that harness is on this machine (its CLI on PATH) or registered.
  const { where } = whereOf(context);
  for (const reader of DESCRIPTORS) {
    for (const read of reader.reads ?? []) {
      if (read.harness !== harness.id || read.scope !== scope) continue;
      const registered = Boolean(await registeredAt(reader, 'project', context)) || Boolean(await registeredAt(reader, 'user', context));
      if (registered || reader.binaries.some((binary) => onPath(binary, where.env, where.platform)))
        lines.push(cliText.install.overlap.answers(own, reader.vendor, harness.vendor, read.when, registered));
    }
  }
  return lines;
}
