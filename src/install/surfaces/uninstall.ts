import { dirname, sep } from 'node:path';
import { forgetExcluded } from '../files/gitIgnored.js';
import { cliText } from '../../text.js';
import { formerRegistrations } from './former.js';
import { readRecord, takeBack } from '../files/installRecord.js';
import { apply, type Change, type Output } from '../files/transaction.js';
import { parseTree } from '../files/jsonTree.js';
import { findWaymarks, withoutEntries } from '../files/merge.js';
import { linkRefusal } from '../files/linkedPath.js';
import { readSettings, type SettingsFile } from '../files/settingsFile.js';
import { desiredEntries, loadLibrary, type Surface } from './surface.js';

// Uninstall takes back what install recorded (src/install/files/installRecord.ts) while the file is as
// install left it: byte for byte, including a file or directories it created. Otherwise it removes
// waymark's exact entry shapes and nothing else (withoutRecord).

const parses = (text: string | undefined) => {
  try {
    if (text !== undefined) parseTree(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Without a record: waymark's exact entries go. The file itself goes only when it is byte for byte
 * what install creates (a teammate's clone of the team's file holds exactly that): then it is
 * waymark's, and is not left behind as `{}`. Anything else is kept, since the user may have
 * written exactly that (`{ "hooks": {} }`).
 */
function withoutRecord(original: string, surface: Surface): { text: string | undefined; removed: number } {
  // What is left may merely look like the skeleton (a file the user wrote as `{ "version": 1, … }`,
  // entries appended): only bytes install would write from nothing, its events in install's order,
  // are install's. The entries are the file's own, so a teammate's file from another version goes too.
  const order = () => desiredEntries(surface, loadLibrary()).map((entry) => entry.container);
  return withoutEntries(original, surface.harness.template, surface.harness.contract, { order, file: surface.path });
}

/** The directories between a deleted project file and the project, deepest first: removed while empty. */
function foldersUpTo(path: string, project: string): string[] {
  const out: string[] = [];
  for (let dir = dirname(path); dir.startsWith(project + sep) && dir !== project; dir = dirname(dir)) out.push(dir);
  return out;
}

/** Removes waymark's entries from one surface; a file it cannot read or rewrite is skipped (returns false). */
export async function uninstall(surface: Surface, dryRun: boolean, out: Output): Promise<boolean> {
  const { harness } = surface;
  const env = surface.where.env;
  let file: SettingsFile;
  try {
    const linked = surface.scope === 'project' ? await linkRefusal(surface.path, surface.where.project) : undefined;
    if (linked) throw new Error(linked);
    file = await readSettings(surface.path, true);
  } catch (error) {
    out.out(cliText.install.skipped(surface.path, error));
    return false;
  }
  // Per-user entries earlier versions left in a shared file go too (src/install/surfaces/former.ts).
  const former = (await formerRegistrations(surface, true)).filter((each) => each.removed > 0);
  const moved: Change[] = former.map((each) => ({
    file: each.file,
    next: each.next,
    owner: each.file.real ?? each.file.path,
    record: 'none',
  }));
  await apply(moved, { dryRun, env }, out);
  if (!dryRun) for (const each of former) out.out(cliText.install.removed(each.file.path, each.removed));
  if (file.text === undefined) {
    out.out(cliText.install.nothingThere(surface.path));
    return true;
  }
  const owner = file.real ?? file.path;
  const record = await readRecord(env, owner, owner);
  const back = takeBack(record, file.text);
  const found = findWaymarks(file.text, parseTree(file.text), harness.template, harness.contract).length;
  const { text: next, removed } = back && parses(back.text) ? { ...back, removed: found } : withoutRecord(file.text, surface);
  // Without a record, the folders of a deleted project file go too when nothing else is in them.
  const dirs =
    next !== undefined ? [] : back ? record!.dirs : surface.scope === 'project' ? foldersUpTo(surface.path, surface.where.project) : [];
  const changes: Change[] = [{ file, next, owner, record: 'forget', dirs }];
  const done: string[] = [];
  for (const companion of harness.companions ?? []) {
    const part = await companion.uninstall(surface, file);
    if (part.change) changes.push(part.change);
    if (part.done) done.push(part.done);
  }
  const pending = await apply(changes, { dryRun, env }, out);
  if (dryRun) {
    if (pending.length === 0) out.out(cliText.install.nothingThere(surface.path));
    return true;
  }
  out.out(
    removed === 0
      ? cliText.install.nothingThere(surface.path)
      : next === undefined
        ? cliText.install.deleted(surface.path, removed)
        : cliText.install.removed(surface.path, removed),
  );
  for (const line of done) out.out(line);
  // The exclude line install added for a personal file goes with the file.
  if (next === undefined && surface.scope === 'project' && harness.personalProjectFile)
    for (const line of await forgetExcluded(surface.path, env, false)) out.out(line);
  return true;
}
