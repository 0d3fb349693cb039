import type { CanonicalEvent } from '../../src/core/event.js';
import { shellWrites } from '../../src/guards/engine/shellWrites.js';
import { evalGuard } from '../../src/guards/eval.js';
import type { Finding, Guard } from '../../src/guards/guard.js';
import { secrets } from '../../src/guards/secrets.js';
import { guardContext } from './guardContext.js';

// The one-line questions the held-out classes' unit specs ask of a guard: does it speak on this Write or this command,
// and what does a command write outside the project. Calls in `/home/dev/proj`, judged on the event alone.

const HOME = '/home/dev';
const ROOT = '/home/dev/proj';
const context = guardContext();

export const write = (file_path: string, content: string) =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }) as CanonicalEvent;
export const bash = (command: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;

const speaks = (guard: Guard, event: CanonicalEvent) => (guard.detect(event, context) as Finding | undefined) !== undefined;

export const evalSpeaks = (file: string, content: string) => speaks(evalGuard, write(file, content));
export const evalSpeaksIn = (command: string) => speaks(evalGuard, bash(command));
export const secretSpeaks = (file: string, content: string) => speaks(secrets, write(file, content));
export const secretSpeaksIn = (command: string) => speaks(secrets, bash(command));
/** The paths outside the project a shell command writes. */
export const outside = (command: string) => shellWrites(command, ROOT, HOME, ROOT).map((written) => written.path);
