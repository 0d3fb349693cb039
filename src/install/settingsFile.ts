import { lstat, mkdir, readFile, realpath, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { JsonSyntaxError, parseTree } from './jsonTree.js';
import { text } from '../text.js';

// Reading and writing a harness's settings file. Anything waymark cannot rewrite without loss is
// refused before a byte is written.

/** A file waymark will not touch: the message says which and why. */
export class Refusal extends Error {}

export interface SettingsFile {
  path: string;
  /** The file's text; undefined when there is no file yet. */
  text?: string;
  /** Permission bits to keep on rewrite. */
  mode?: number;
}

/** Reads and checks a settings file; throws Refusal for a directory, a read-only (when writing), unreadable or malformed file, or JSON with comments. */
export async function readSettings(path: string, forWrite: boolean, json = true): Promise<SettingsFile> {
  let info;
  try {
    info = await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { path };
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new Refusal(text.install.parentNotDirectory(path));
    throw new Refusal(text.install.unreadable(path, error));
  }
  if (info.isSymbolicLink()) return { ...(await readSettings(await realpath(path), forWrite, json)), path };
  if (info.isDirectory()) throw new Refusal(text.install.isDirectory(path));
  if (!info.isFile()) throw new Refusal(text.install.notAFile(path));
  // Checked on the mode bits, not by trying: root may write anywhere, and a user who made the file read-only meant it.
  if (forWrite && (info.mode & 0o222) === 0) throw new Refusal(text.install.readOnly(path));
  let source: string;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    throw new Refusal(text.install.unreadable(path, error));
  }
  try {
    if (json) parseTree(source);
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new Refusal(error.comment ? text.install.comments(path, error.message) : text.install.malformed(path, error.message));
    throw error;
  }
  return { path, text: source, mode: info.mode & 0o7777 };
}

/** Writes atomically, keeping the file's mode; `undefined` deletes it. Follows a symlink to its target. */
export async function writeSettings(file: SettingsFile, next: string | undefined): Promise<void> {
  const target = file.text === undefined ? file.path : await realpath(file.path);
  if (next === undefined) {
    await unlink(target);
    return;
  }
  await mkdir(dirname(target), { recursive: true });
  await writeFileAtomic(target, next, file.mode === undefined ? {} : { mode: file.mode });
}
