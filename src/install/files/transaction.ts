import { cliText } from '../../text.js';
import type { Env } from '../../edge/env.js';
import { stateDir } from '../../state/state.js';
import { decode } from './bytes.js';
import { deleteRecord, nextRecord, readRecord, removeDirs, writeRecord } from './installRecord.js';
import { writeSettings, type SettingsFile } from './settingsFile.js';
import type { Undo } from './undo.js';
import { unifiedDiff } from './unifiedDiff.js';

// The one write path of install, uninstall and upgrade, for every surface kind: each command plans
// its changes first (every file read and checked, nothing written), then `apply` prints them as a
// unified diff (--dry-run) or writes them and keeps the install record in step, so that uninstall
// can take back exactly what install did (src/install/files/installRecord.ts).

export interface Change {
  file: SettingsFile;
  /** The bytes to leave; undefined deletes the file. */
  next: string | undefined;
  /** The real path of the settings file whose install this change belongs to (a record's owner). */
  owner: string;
  /**
   * What happens to the record: `edit` chains install's edit onto it; `forget` deletes it (uninstall);
   * `none` leaves it (a file waymark tidies without owning, such as a shared file's former entries).
   */
  record: { edit: { added: Undo[]; removed: Undo[] } } | 'forget' | 'none';
  /** Directories to remove, deepest first, once a deleted file has left them empty. */
  dirs?: readonly string[];
}

export interface Output {
  out(line: string): void;
}

const realOf = (change: Change) => change.file.real ?? change.file.path;

/** The changes that change something. */
export const pendingOf = (changes: readonly Change[]): Change[] => changes.filter((change) => change.next !== change.file.text);

/** Prints (dryRun) or writes every pending change; returns those. */
export async function apply(changes: readonly Change[], options: { dryRun: boolean; env: Env }, out: Output): Promise<Change[]> {
  const pending = pendingOf(changes);
  if (options.dryRun) {
    for (const change of pending) {
      out.out(
        unifiedDiff(
          change.file.path,
          change.file.text === undefined ? undefined : decode(change.file.text),
          change.next === undefined ? undefined : decode(change.next),
        ).trimEnd(),
      );
    }
    return pending;
  }
  for (const change of pending) {
    const path = realOf(change);
    const previous = typeof change.record === 'object' ? await readRecord(options.env, path, change.owner) : undefined;
    const created = await writeSettings(change.file, change.next);
    if (change.next === undefined) await removeDirs(change.dirs ?? []);
    if (typeof change.record === 'object' && change.next !== undefined) {
      const record = nextRecord(previous, change.file.text, change.next, change.record.edit, { path, owner: change.owner, dirs: created });
      if (!(await writeRecord(options.env, record))) out.out(cliText.install.notRecorded(change.file.path, stateDir(options.env)));
    }
  }
  for (const change of changes) if (change.record === 'forget') await deleteRecord(options.env, realOf(change), change.owner);
  return pending;
}
