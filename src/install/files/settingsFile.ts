import { chmod, lstat, open, readFile, readlink, realpath, stat, unlink, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { byteString, bytesOf } from './bytes.js';
import { JsonSyntaxError, parseTree } from './jsonTree.js';
import { realOf } from './linkedPath.js';
import { makeDirs } from './makeDirs.js';
import { cliText } from '../../text.js';

// Reading and writing a harness's settings file. Anything waymark cannot rewrite without loss is
// refused before a byte is written. Files are read and written as bytes (src/install/files/bytes.ts).

/** A file waymark will not touch: the message says which, why, and what to do. */
export class Refusal extends Error {}

export interface SettingsFile {
  path: string;
  /** The file's bytes as a byte string (src/install/files/bytes.ts); undefined when there is no file yet. */
  text?: string;
  /** Permission bits to keep on rewrite. */
  mode?: number;
  /** The file's real path (symlinks resolved; for a file yet to be made, its parent's). */
  real?: string;
  /** Hard links to the file: more than one means it is rewritten in place, keeping the inode. */
  links?: number;
}

/** No settings file is this large; a larger one is refused rather than read whole. */
export const MAX_SETTINGS_BYTES = 16 * 1024 * 1024;

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Refuses when the directory a write would go into (or its nearest existing ancestor) is not writable: an atomic write makes a temp file there. */
async function checkWritableDir(path: string): Promise<void> {
  let dir = dirname(path);
  for (;;) {
    const info = await stat(dir).catch((error: unknown) => (code(error) === 'ENOENT' ? undefined : Promise.reject(error)));
    if (info) {
      if (!info.isDirectory()) throw new Refusal(cliText.install.parentNotDirectory(path));
      // Mode bits, as for the file: root writes anywhere, and a read-only directory was meant.
      if ((info.mode & 0o222) === 0) throw new Refusal(cliText.install.readOnlyDir(dir, path));
      return;
    }
    if (dirname(dir) === dir) return;
    dir = dirname(dir);
  }
}

/** Reads and checks a settings file; throws Refusal for a directory, a read-only (when writing), unreadable, oversized or malformed file, or JSON with comments. */
export async function readSettings(path: string, forWrite: boolean, json = true): Promise<SettingsFile> {
  let info: Stats;
  try {
    info = await lstat(path);
  } catch (error) {
    if (code(error) === 'ENOENT') {
      if (forWrite) await checkWritableDir(path);
      return { path, real: await realOf(path) };
    }
    if (code(error) === 'ENOTDIR') throw new Refusal(cliText.install.parentNotDirectory(path));
    throw new Refusal(cliText.install.unreadable(path, error));
  }
  if (info.isSymbolicLink()) {
    let target: string;
    try {
      target = await realpath(path);
    } catch (error) {
      const link = await readlink(path).catch(() => '?');
      throw new Refusal(
        code(error) === 'ELOOP' ? cliText.install.symlinkLoop(path) : cliText.install.danglingSymlink(path, resolve(dirname(path), link)),
      );
    }
    return { ...(await readSettings(target, forWrite, json)), path };
  }
  if (info.isDirectory()) throw new Refusal(cliText.install.isDirectory(path));
  if (!info.isFile()) throw new Refusal(cliText.install.notAFile(path));
  if (info.size > MAX_SETTINGS_BYTES) throw new Refusal(cliText.install.tooLarge(path, MAX_SETTINGS_BYTES));
  // Checked on the mode bits, not by trying: root may write anywhere, and a user who made the file read-only meant it.
  if (forWrite && (info.mode & 0o222) === 0) throw new Refusal(cliText.install.readOnly(path));
  if (forWrite && info.nlink <= 1) await checkWritableDir(path);
  let source: string;
  try {
    source = byteString(await readFile(path));
  } catch (error) {
    throw new Refusal(cliText.install.unreadable(path, error));
  }
  try {
    if (json) parseTree(source);
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      if (error.comment) throw new Refusal(cliText.install.comments(path, error.message));
      if (error.tooDeep) throw new Refusal(cliText.install.tooDeep(path, error.message));
      throw new Refusal(cliText.install.malformed(path, error.message));
    }
    throw error;
  }
  return { path, text: source, mode: info.mode & 0o7777, real: await realOf(path), links: info.nlink };
}

/** Writes all of `bytes` from offset 0: a short write (a full disk) is continued, and one that makes no progress throws. */
async function writeFully(handle: FileHandle, bytes: Buffer): Promise<void> {
  for (let at = 0; at < bytes.length; ) {
    const { bytesWritten } = await handle.write(bytes, at, bytes.length - at, at);
    if (bytesWritten <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    at += bytesWritten;
  }
}

/**
 * Rewrites a file's bytes in place (same inode), for a file with hard links that an atomic rename
 * would split. Complete or undone: on any failure the original bytes are put back (they fit, the
 * file held them) and the write is refused.
 */
async function writeInPlace(path: string, bytes: Buffer, original: Buffer): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    try {
      await writeFully(handle, bytes);
      await handle.truncate(bytes.length);
      await handle.sync();
    } catch (error) {
      await writeFully(handle, original)
        .then(() => handle.truncate(original.length))
        .then(() => handle.sync())
        .catch(() => undefined);
      throw new Refusal(cliText.install.incompleteWrite(path, error));
    }
  } finally {
    await handle.close();
  }
}

/**
 * Writes `next` (a byte string), keeping the file's mode; `undefined` deletes it. Follows a symlink
 * to its target. Atomic (temp file, rename), except for a file with hard links: that one is
 * rewritten in place, so every name keeps pointing at the same file. Returns the directories it
 * created, deepest first.
 */
export async function writeSettings(file: SettingsFile, next: string | undefined): Promise<string[]> {
  const target = file.text === undefined ? file.path : await realpath(file.path);
  if (next === undefined) {
    await unlink(target);
    return [];
  }
  const created = await makeDirs(dirname(target));
  const bytes = bytesOf(next);
  try {
    if ((file.links ?? 1) > 1) await writeInPlace(target, bytes, bytesOf(file.text ?? ''));
    else await writeFileAtomic(target, bytes, file.mode === undefined ? {} : { mode: file.mode });
    // A new file takes the umask, but never group or world write: anyone could change what runs.
    if (file.mode === undefined) {
      const info = await stat(target);
      if ((info.mode & 0o022) !== 0) await chmod(target, info.mode & 0o7755);
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(cliText.install.cannotWrite(target, error));
  }
  return created;
}
