import { destructive, findDestructive, findWritten } from '../../src/guards/destructive.js';
import { RULES } from '../../src/guards/guard.js';
import { guardContext } from './guardContext.js';

// The rule ids the destructive guard speaks with for a call in /home/dev/proj, joined, or 'none':
// the one-line-per-class specs compare them with what the class expects.

const context = () => guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} });

/** The ids for a Bash command. */
export const commandIds = (command: string): string =>
  findDestructive(command, context())
    .map((hit) => hit.rule)
    .join(' ') || 'none';

/** The ids for a Write of `content` to `path` (relative to the project). */
export const writtenIds = (path: string, content: string): string =>
  findWritten(`/home/dev/proj/${path}`, content, context())
    .map((hit) => hit.rule)
    .join(' ') || 'none';

/** What the guard finds for an Edit of `path` (relative to the project) from `old_string` to `new_string`. */
const editFinding = (path: string, old_string: string, new_string: string) =>
  destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: `/home/dev/proj/${path}`, old_string, new_string } },
    context(),
  ) as Record<PropertyKey, unknown> | undefined;

/** The ids for an Edit of `path` (relative to the project), or 'none'. */
export const editedIds = (path: string, old_string: string, new_string: string): string =>
  (editFinding(path, old_string, new_string)?.[RULES] as string | undefined) ?? 'none';

/** Whether the guard speaks on an Edit of `path` (relative to the project). */
export const editSpeaks = (path: string, old_string: string, new_string: string): boolean =>
  editFinding(path, old_string, new_string) !== undefined;

/** Whether the guard speaks on a Write of `content` to `path` (relative to the project). */
export const writeSpeaks = (path: string, content: string): boolean =>
  destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${path}`, content } },
    context(),
  ) !== undefined;
