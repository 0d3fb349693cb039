import { findDestructive, findWritten } from '../../src/guards/destructive.js';
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
