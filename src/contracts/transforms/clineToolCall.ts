import { isPayload, type Payload, type Transform } from './transform.js';

// Cline (CLI 3.0.65, @cline/core 0.0.86) sends the SDK's own envelope, not Claude's: the call is in
// `tool_call` (PreToolUse) or `tool_result` (PostToolUse) as {id, name, input[, output]}, the task
// is `taskId`, the workspace `workspaceRoots` (docs/vendors/cline.md#payload-keys [observed]).
// One `run_commands` call runs several shell commands: each is its own canonical Bash call, so a
// risky second command is judged as itself. `editor` writes a file when it has no `old_text`, and
// edits one otherwise; `insert_line` inserts.

function editorCall(input: Payload): Payload {
  const file_path = input.path;
  if (typeof input.old_text === 'string')
    return { tool_name: 'Edit', tool_input: { file_path, old_string: input.old_text, new_string: input.new_text } };
  if (input.insert_line !== undefined && input.insert_line !== null)
    return { tool_name: 'Edit', tool_input: { file_path, old_string: '', new_string: input.new_text } };
  return { tool_name: 'Write', tool_input: { file_path, content: input.new_text } };
}

function readCall(input: Payload): Payload[] {
  const listed = input.files ?? input.file_paths ?? input.path ?? input.file_path;
  const files: unknown[] = Array.isArray(listed) ? listed : [listed];
  return files.map((file) => ({ tool_name: 'Read', tool_input: { file_path: isPayload(file) ? file.path : file } }));
}

export const clineToolCall: Transform = (payload) => {
  const roots = payload.workspaceRoots;
  const base: Payload = { ...payload };
  if (typeof base.cwd !== 'string' && Array.isArray(roots) && typeof roots[0] === 'string') base.cwd = roots[0];
  if (typeof base.session_id !== 'string' && typeof payload.taskId === 'string') base.session_id = payload.taskId;
  const call = isPayload(payload.tool_call) ? payload.tool_call : isPayload(payload.tool_result) ? payload.tool_result : undefined;
  if (!call || typeof call.name !== 'string') return [base];
  const input = isPayload(call.input) ? call.input : {};
  const common: Payload = {
    ...base,
    tool_use_id: typeof call.id === 'string' ? call.id : undefined,
    ...(call === payload.tool_result ? { tool_response: call.output } : {}),
  };
  switch (call.name) {
    case 'run_commands': {
      const commands = (Array.isArray(input.commands) ? input.commands : [input.command])
        .map((each) => (isPayload(each) ? each.command : each))
        .filter((each): each is string => typeof each === 'string');
      return (commands.length > 0 ? commands : ['']).map((command) => ({ ...common, tool_name: 'Bash', tool_input: { command } }));
    }
    case 'editor':
      return [{ ...common, ...editorCall(input) }];
    case 'read_files':
      return readCall(input).map((each) => ({ ...common, ...each }));
    default:
      // apply_patch keeps its name: the applyPatch transform reads its text (`input`).
      return [{ ...common, tool_name: call.name, tool_input: input }];
  }
};
