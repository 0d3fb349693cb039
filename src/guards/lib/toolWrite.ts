import type { CanonicalEvent } from '../../contracts/event.js';

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
