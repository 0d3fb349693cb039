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

/**
 * The files of a Codex `apply_patch` text (`*** Begin Patch` … `*** End Patch`): file headers name
 * the paths, `+` lines are added, `-` lines removed. Anything unrecognised is skipped.
 */
export function parsePatch(patch: string): PatchedFile[] {
  const files: PatchedFile[] = [];
  let current: PatchedFile | undefined;
  for (const line of patch.replace(/\r\n?/g, '\n').split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      current = { action: header[1]!.toLowerCase() as PatchedFile['action'], path: header[2]!.trim(), removed: [], added: [] };
      files.push(current);
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
  return files.map((file): Payload => ({
    ...payload,
    tool_name: file.action === 'add' ? 'Write' : 'Edit',
    tool_input:
      file.action === 'add'
        ? { file_path: file.path, content: file.added.join('\n') }
        : { file_path: file.path, old_string: file.removed.join('\n'), new_string: file.added.join('\n') },
  }));
};
