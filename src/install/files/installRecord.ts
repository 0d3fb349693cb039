import { createHash } from 'node:crypto';
import { chmod, readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Env } from '../../edge/env.js';
import { stateDir } from '../../state/state.js';
import { bytesOf } from './bytes.js';
import { makeDirs } from './makeDirs.js';
import { undo, type Undo } from './undo.js';

// What install did to a file, kept in the state dir so that uninstall takes back exactly that and
// install∘uninstall is the identity on every byte. A record holds the inverse of each
// edit and the hash of the bytes install left: it applies only while the file still hashes the
// same. Otherwise (edited since, another machine, no state dir) uninstall removes waymark's exact
// entry shapes and nothing else (src/install/files/merge.ts).

export interface InstallRecord {
  /** The file's real path and the real path of the settings file whose install made the edits (config.toml is shared by two). */
  path: string;
  owner: string;
  /** sha256 of the bytes install left. */
  hash: string;
  /** The file did not exist before: uninstall deletes it. */
  created: boolean;
  /** The directories install created for it, deepest first: uninstall removes those left empty. */
  dirs: string[];
  /** The inverse edits, oldest first (src/install/files/undo.ts). */
  undo: Undo[];
}

export const hashOf = (text: string): string => createHash('sha256').update(bytesOf(text)).digest('hex');

function recordFile(env: Env, path: string, owner: string): string {
  const id = createHash('sha256').update(`${path}\0${owner}`).digest('hex').slice(0, 40);
  return join(stateDir(env), 'installs', `${id}.json`);
}

function valid(value: unknown, path: string, owner: string): value is InstallRecord {
  const record = value as InstallRecord | null;
  return (
    record !== null &&
    typeof record === 'object' &&
    record.path === path &&
    record.owner === owner &&
    typeof record.hash === 'string' &&
    typeof record.created === 'boolean' &&
    Array.isArray(record.dirs) &&
    record.dirs.every((dir) => typeof dir === 'string') &&
    Array.isArray(record.undo) &&
    record.undo.every(
      (edit) =>
        Number.isSafeInteger(edit?.at) &&
        Number.isSafeInteger(edit?.length) &&
        edit.at >= 0 &&
        edit.length >= 0 &&
        typeof edit.bytes === 'string',
    )
  );
}

/** The record for this file and owner, if one was kept and reads as one. */
export async function readRecord(env: Env, path: string, owner: string): Promise<InstallRecord | undefined> {
  try {
    const value: unknown = JSON.parse(await readFile(recordFile(env, path, owner), 'utf8'));
    return valid(value, path, owner) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a record (mode 0600, in a 0700 directory); false when the state dir cannot take it. */
export async function writeRecord(env: Env, record: InstallRecord): Promise<boolean> {
  const file = recordFile(env, record.path, record.owner);
  try {
    for (const dir of await makeDirs(join(file, '..'))) await chmod(dir, 0o700);
    await writeFileAtomic(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    return true;
  } catch {
    return false;
  }
}

export async function deleteRecord(env: Env, path: string, owner: string): Promise<void> {
  await unlink(recordFile(env, path, owner)).catch(() => undefined);
}

/** The record a new install leaves: chained onto a record that still applies, or a fresh one from `added`. */
export function nextRecord(
  previous: InstallRecord | undefined,
  before: string | undefined,
  after: string,
  edit: { added: Undo[]; removed: Undo[] },
  where: { path: string; owner: string; dirs: string[] },
): InstallRecord {
  const applies = previous !== undefined && before !== undefined && hashOf(before) === previous.hash;
  if (applies)
    return {
      ...previous,
      hash: hashOf(after),
      dirs: [...where.dirs, ...previous.dirs],
      undo: [...previous.undo, ...edit.removed, ...edit.added],
    };
  return { path: where.path, owner: where.owner, hash: hashOf(after), created: before === undefined, dirs: where.dirs, undo: edit.added };
}

/** What the file was before install, when the record applies to these bytes: its text, or undefined (install created it). */
export function takeBack(record: InstallRecord | undefined, text: string): { text: string | undefined } | undefined {
  if (record === undefined || hashOf(text) !== record.hash) return undefined;
  if (record.created) return { text: undefined };
  let length = text.length;
  for (let i = record.undo.length - 1; i >= 0; i--) {
    const edit = record.undo[i]!;
    if (edit.at + edit.length > length) return undefined;
    length += edit.bytes.length - edit.length;
  }
  return { text: undo(text, record.undo) };
}

/** Removes the directories install created, deepest first, as long as they are empty. */
export async function removeDirs(dirs: readonly string[]): Promise<void> {
  for (const dir of dirs)
    if (
      !(await rmdir(dir).then(
        () => true,
        () => false,
      ))
    )
      return;
}

/** Every record kept, whatever its file: what `upgrade` and the runtime clean-up start from. */
export async function listRecords(env: Env): Promise<InstallRecord[]> {
  const dir = join(stateDir(env), 'installs');
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: InstallRecord[] = [];
  for (const name of names.filter((each) => each.endsWith('.json'))) {
    try {
      const value = JSON.parse(await readFile(join(dir, name), 'utf8')) as InstallRecord;
      if (valid(value, value.path, value.owner)) out.push(value);
    } catch {
      // not a record: left alone
    }
  }
  return out;
}
