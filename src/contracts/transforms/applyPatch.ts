import { isPayload, type Payload, type Transform } from './transform.js';

/** One file a patch touches: where the write lands, and what it removes and adds. */
export interface PatchedFile {
  action: 'add' | 'update' | 'delete';
  path: string;
  removed: string[];
  added: string[];
}

const HEADER = /^\*\*\* (Add|Update|Delete) File: (.+)$/;
const MOVE = /^\*\*\* Move to: (.+)$/;

/** Files of one patch passed on to the guards; the rest are not judged. */
export const MAX_PATCH_FILES = 100;

/**
 * The files of a Codex `apply_patch` text (`*** Begin Patch` … `*** End Patch`): file headers name
 * the paths, `+` lines are added, `-` lines removed. Anything unrecognised is skipped.
 */
export function parsePatch(patch: string): PatchedFile[] {
  const files: PatchedFile[] = [];
  // One file per path, however many sections name it, and at most MAX_PATCH_FILES: each becomes a
  // call through every write guard, and a guard may read the file it names.
  const byPath = new Map<string, PatchedFile>();
  let current: PatchedFile | undefined;
  for (const line of patch.replace(/\r\n?/g, '\n').split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      const action = header[1]!.toLowerCase() as PatchedFile['action'];
      const path = header[2]!.trim();
      const same = byPath.get(`${action}\u0000${path}`);
      if (same) current = same;
      else if (files.length >= MAX_PATCH_FILES) current = undefined;
      else {
        current = { action, path, removed: [], added: [] };
        byPath.set(`${action}\u0000${path}`, current);
        files.push(current);
      }
      continue;
    }
    if (!current) continue;
    const move = MOVE.exec(line);
    if (move) current.path = move[1]!.trim();
    else if (line.startsWith('***')) continue;
    else if (line.startsWith('+')) current.added.push(line.slice(1));
    else if (line.startsWith('-') && current.action === 'update') current.removed.push(line.slice(1));
  }
  return files;
}

/**
 * Codex reports every file write as `apply_patch` with the patch as text (observed, codex 0.171.0):
 * one canonical Write (added file) or Edit (updated or deleted file) per file, so write guards see
 * real paths and the added lines.
 */
export const applyPatch: Transform = (payload) => {
  const input = payload.tool_input;
  if (payload.tool_name !== 'apply_patch' || !isPayload(input)) return [payload];
  const patch = [input.command, input.patch, input.input].find((value) => typeof value === 'string') as string | undefined;
  const files = patch === undefined ? [] : parsePatch(patch);
  if (files.length === 0) return [payload];
  return files.map(
    (file): Payload => ({
      ...payload,
      tool_name: file.action === 'add' ? 'Write' : 'Edit',
      tool_input:
        file.action === 'add'
          ? { file_path: file.path, content: file.added.join('\n') }
          : { file_path: file.path, old_string: file.removed.join('\n'), new_string: file.added.join('\n') },
    }),
  );
};
