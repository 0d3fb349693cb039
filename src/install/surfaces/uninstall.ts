import { basename, join } from 'node:path';
import { text, cliText } from '../../text.js';
import { decode } from '../files/bytes.js';
import { codexTrustEntries, recordedHash, withoutTrustEdit } from './codexTrust.js';
import { codexHome } from '../harnesses/codex.js';
import { formerRegistrations } from './former.js';
import type { Output } from './install.js';
import { deleteRecord, readRecord, removeDirs, takeBack } from '../files/installRecord.js';
import { parseTree } from '../files/jsonTree.js';
import { findWaymarks, removeWaymarks, withEntries, withoutEntries } from '../files/merge.js';
import { readSettings, writeSettings, type SettingsFile } from '../files/settingsFile.js';
import { desiredEntries, loadLibrary, type Surface } from './surface.js';
import { unifiedDiff } from '../files/unifiedDiff.js';

// Uninstall takes back what install recorded (src/install/files/installRecord.ts) while the file is as
// install left it: byte for byte, including a file or directories it created. Otherwise it removes
// waymark's exact entry shapes and nothing else (withoutRecord).

interface Change {
  file: SettingsFile;
  next: string | undefined;
  owner: string;
  /** Directories to remove once the file is gone (those install created for it). */
  dirs: string[];
}

const parses = (text: string | undefined) => {
  try {
    if (text !== undefined) parseTree(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Without a record: waymark's exact entries go. The file itself goes only when it is one waymark
 * names as its own (`waymark.json`) and is byte for byte what install creates; a shared settings
 * file is kept, since the user may have written exactly that (`{ "hooks": {} }`).
 */
function withoutRecord(original: string, surface: Surface): { text: string | undefined; removed: number } {
  const { template, contract } = surface.harness;
  const result = withoutEntries(original, template, contract);
  if (result.text !== undefined) return result;
  const created = basename(surface.path).startsWith('waymark.') && original === withEntries(undefined, template, contract, desiredEntries(surface, loadLibrary()), surface.path);
  return created ? result : removeWaymarks(original, template, contract);
}

/** Removes waymark's entries from one surface; a file it cannot read or rewrite is skipped (returns false). */
export async function uninstall(surface: Surface, dryRun: boolean, out: Output): Promise<boolean> {
  const { harness } = surface;
  const env = surface.where.env;
  let file;
  try {
    file = await readSettings(surface.path, true);
  } catch (error) {
    out.out(cliText.install.skipped(surface.path, error));
    return false;
  }
  // Per-user entries earlier versions left in a shared file go too (src/install/surfaces/former.ts).
  for (const change of (await formerRegistrations(surface, true)).filter((each) => each.removed > 0)) {
    if (dryRun) out.out(unifiedDiff(change.file.path, decode(change.file.text!), decode(change.next)).trimEnd());
    else {
      await writeSettings(change.file, change.next);
      out.out(cliText.install.removed(change.file.path, change.removed));
    }
  }
  if (file.text === undefined) {
    out.out(cliText.install.nothingThere(surface.path));
    return true;
  }
  const owner = file.real ?? file.path;
  const record = await readRecord(env, owner, owner);
  const back = takeBack(record, file.text);
  const found = findWaymarks(file.text, parseTree(file.text), harness.template, harness.contract).length;
  const { text: next, removed } = back && parses(back.text) ? { ...back, removed: found } : withoutRecord(file.text, surface);
  const changes: Change[] = [{ file, next, owner, dirs: back && next === undefined ? record!.dirs : [] }];

  let trusted = 0;
  let config: SettingsFile | undefined;
  if (harness.id === 'codex') {
    const entries = codexTrustEntries(surface.path, file.text, harness.template, harness.contract);
    config = await readSettings(join(codexHome(surface.where), 'config.toml'), true, false).catch(() => undefined);
    if (config?.text !== undefined) {
      const configRecord = await readRecord(env, config.real ?? config.path, owner);
      const configBack = takeBack(configRecord, config.text);
      if (configBack) {
        const kept = configBack.text;
        trusted = entries.filter((entry) => recordedHash(config!.text!, entry.key) !== undefined && (kept === undefined || recordedHash(kept, entry.key) === undefined)).length;
        changes.push({ file: config, next: kept, owner, dirs: kept === undefined ? configRecord!.dirs : [] });
      } else if (entries.length > 0) {
        const edit = withoutTrustEdit(config.text, entries);
        trusted = edit.removed;
        changes.push({ file: config, next: edit.text, owner, dirs: [] });
      }
    }
  }
  const pending = changes.filter((change) => change.next !== change.file.text);
  if (dryRun) {
    for (const change of pending) out.out(unifiedDiff(change.file.path, decode(change.file.text!), change.next === undefined ? undefined : decode(change.next)).trimEnd());
    if (pending.length === 0) out.out(cliText.install.nothingThere(surface.path));
    return true;
  }
  for (const change of pending) {
    await writeSettings(change.file, change.next);
    if (change.next === undefined) await removeDirs(change.dirs);
  }
  for (const change of changes) await deleteRecord(env, change.file.real ?? change.file.path, change.owner);
  out.out(removed === 0 ? cliText.install.nothingThere(surface.path) : next === undefined ? cliText.install.deleted(surface.path, removed) : cliText.install.removed(surface.path, removed));
  if (trusted > 0 && config) out.out(cliText.install.codexTrustRemoved(config.path, trusted));
  return true;
}
