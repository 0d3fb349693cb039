import { isPayload, type Transform } from './transform.js';

// Editor tools that take a sub-command (`str_replace_editor` in Copilot, `fs_write`/`write` in Kiro):
// whether the call writes a whole file or edits one is in `command`, not in the tool's name.
const EDITOR_TOOLS = new Set(['str_replace_editor', 'fs_write', 'write']);

export const editorCommand: Transform = (payload) => {
  const input = payload.tool_input;
  if (!EDITOR_TOOLS.has(String(payload.tool_name)) || !isPayload(input)) return [payload];
  // `command` names the sub-command, not a shell command: it must not reach the shell guards.
  const { command, ...rest } = input;
  const file_path = input.file_path ?? input.path;
  switch (command) {
    case 'create':
      return [{ ...payload, tool_name: 'Write', tool_input: { ...rest, file_path, content: input.content ?? input.file_text } }];
    case 'str_replace':
    case 'insert':
    case 'append':
      return [
        {
          ...payload,
          tool_name: 'Edit',
          tool_input: { ...rest, file_path, old_string: input.old_str ?? '', new_string: input.new_str ?? input.file_text },
        },
      ];
    case 'view':
      return [{ ...payload, tool_name: 'Read', tool_input: { ...rest, file_path } }];
    default:
      return [payload];
  }
};
