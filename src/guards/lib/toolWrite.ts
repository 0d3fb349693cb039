import { countScanned } from './opCount.js';
import type { CanonicalEvent } from '../../core/event.js';

/** What a write-like tool call puts on disk: where, and only the new text. */
export interface ToolWrite {
  path: string | undefined;
  text: string;
}

// Content guards scan at most this much: a multi-megabyte generated file is not read whole on the
// path of every tool call.
const MAX_SCAN = 512 * 1024;

export function toolWrite(event: CanonicalEvent): ToolWrite | undefined {
  const input = event.tool_input;
  if (!input) return undefined;
  let text: string | undefined;
  let path = input.file_path;
  switch (event.tool_name) {
    case 'Write':
      text = input.content;
      break;
    case 'Edit':
      text = input.new_string;
      break;
    case 'MultiEdit':
      text = input.edits?.map((edit) => edit.new_string ?? '').join('\n');
      break;
    case 'NotebookEdit':
      text = input.new_source;
      path = input.notebook_path ?? path;
      break;
    default:
      return undefined;
  }
  return { path, text: (text ?? '').slice(0, MAX_SCAN) };
}

/** One replacement of an Edit or MultiEdit: the text it replaces and the text it puts there. */
export interface ToolEdit {
  old: string;
  new: string;
}

/** The replacements of an Edit or MultiEdit call, in order; undefined for other tools. */
export function toolEdits(event: CanonicalEvent): ToolEdit[] | undefined {
  const input = event.tool_input;
  if (!input) return undefined;
  if (event.tool_name === 'Edit') return [{ old: input.old_string ?? '', new: input.new_string ?? '' }];
  if (event.tool_name === 'MultiEdit')
    return (input.edits ?? []).map((edit) => ({ old: edit.old_string ?? '', new: edit.new_string ?? '' }));
  return undefined;
}

/**
 * Characters an edit application may touch: each replacement searches and rebuilds the whole text,
 * so 20,000 edits of a large file would cost 20,000 passes over it. Past this much work the result
 * is not computed, and the caller judges the edits by their own text.
 */
export const MAX_EDIT_WORK = 4 * 1024 * 1024;

/** The file's text after the replacements (each replaces its first occurrence), or undefined when one does not apply or the work would pass `budget` characters. */
export function applyEdits(text: string, edits: readonly ToolEdit[], budget = MAX_EDIT_WORK): string | undefined {
  let result = text;
  let spent = 0;
  for (const edit of edits) {
    spent += result.length;
    if (spent > budget) return undefined;
    countScanned(result.length);
    const at = edit.old === '' ? -1 : result.indexOf(edit.old);
    if (at < 0) return undefined;
    result = result.slice(0, at) + edit.new + result.slice(at + edit.old.length);
  }
  return result;
}

/** A shell script, whose commands mean the same however they are indented or spaced within a line. */
const SHELL_SCRIPT = /\.(?:sh|bash|zsh|ksh|bats)$/i;

/** find's actions that only print the paths it walks (`-print`, `-print0`, `-ls`): they run nothing. */
const FIND_PRINTS = / -(?:print0?|ls)(?= |$)/g;

/** What a text's lines run: indentation and runs of spaces or tabs made one space, find's printing left out, blank lines dropped. */
const runs = (text: string): string =>
  text
    .split('\n')
    .map((line) => ` ${line.replace(/[ \t\r]+/g, ' ').trim()}`.replace(FIND_PRINTS, '').trim())
    .filter((line) => line !== '')
    .join('\n');

/**
 * The text an Edit or MultiEdit adds, for judging what it runs: its new text without the replacements that run nothing the
 * file did not run before. In a shell script, those that only reindent or respace lines already there (`find "$ARCHIVE_DIR"
 * … -delete` moved into an `if`), or add or take out find's printing (`-print -delete` for `-delete`) (held-out rounds 77 and
 * 105); in any file, those `unchanged` reads as the same work (engine/lengthenedAges.ts: a delete by age given a longer age,
 * held-out round 111). A replacement that changes anything else is judged with the whole new text, as given.
 */
export function addedText(event: CanonicalEvent, path: string, written: string, unchanged?: (old: string, now: string) => boolean): string {
  const edits = toolEdits(event);
  if (edits === undefined || written.length >= MAX_SCAN) return written;
  const shell = SHELL_SCRIPT.test(path);
  const read = (text: string): string => (shell ? runs(text) : text);
  const changed = edits.filter((edit) => {
    const [old, now] = [read(edit.old), read(edit.new)];
    return !(shell && old === now) && !(unchanged?.(old, now) ?? false);
  });
  return changed.length === edits.length ? written : changed.map((edit) => edit.new).join('\n');
}
