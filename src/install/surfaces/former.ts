import { parseTree } from '../files/jsonTree.js';
import { findWaymarks, perUser, removeWaymarks, type Found } from '../files/merge.js';
import { readSettings, type SettingsFile } from '../files/settingsFile.js';
import type { Surface } from './surface.js';
import { Edits } from '../files/undo.js';

// Registrations earlier versions wrote into a shared project file the harness now leaves to the
// team (Claude Code's .claude/settings.json, now that install writes settings.local.json):
// waymark's entries there with a user's own paths are install's to move out, verify's to report
// and uninstall's to remove. A `waymark dispatch` entry there is the team's and stays (`team`:
// install says advice would arrive twice). A file that cannot be read or parsed is left alone.

export interface Former {
  file: SettingsFile;
  /** waymark's entries with this user's paths. */
  mine: Found[];
  /** The text without them, and how many went. */
  next: string;
  removed: number;
  /** Whether the file also registers waymark from PATH, for the team. */
  team: boolean;
}

export async function formerRegistrations(surface: Surface, forWriting: boolean): Promise<Former[]> {
  if (surface.scope !== 'project' || !surface.harness.formerProjectPaths) return [];
  const { template, contract } = surface.harness;
  const out: Former[] = [];
  for (const path of surface.harness.formerProjectPaths(surface.where)) {
    const file = await readSettings(path, forWriting).catch(() => undefined);
    if (file?.text === undefined) continue;
    try {
      const mine = findWaymarks(file.text, parseTree(file.text), template, contract, perUser);
      const { text: next, removed } = removeWaymarks(file.text, template, contract, new Edits(file.text), perUser);
      const team = findWaymarks(next, parseTree(next), template, contract).length > 0;
      if (removed > 0 || team) out.push({ file, mine, next, removed, team });
    } catch {
      // not JSON waymark can edit: not waymark's to fix here
    }
  }
  return out;
}
