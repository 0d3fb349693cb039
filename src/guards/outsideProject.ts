import { join, relative, sep } from 'node:path';
import { isInside } from '../project/projectRoot.js';
import { scratchDirs } from './lib/scratch.js';
import { toolPath } from './lib/toolPath.js';
import { toolWrite } from './lib/toolWrite.js';
import { shellWrites } from './engine/shellWrites.js';
import { shownCommand } from './lib/shownCommand.js';
import { described } from '../config/described.js';
import { text } from '../text.js';
import type { Guard } from './guard.js';

// Where harnesses keep their own notes for a session (Claude Code's plan mode writes its plan to
// ~/.claude/plans/, its auto memory to ~/.claude/projects/<project>/memory/); writing there is the
// harness working as designed, not a stray write. A `*` stands for one folder name. The harness's
// settings, instructions (CLAUDE.md, rules, commands, agents) and hooks are not notes: they speak.
const HARNESS_NOTES = [
  '.claude/plans',
  '.claude/todos',
  '.claude/notes',
  '.claude/memory',
  '.claude/memories',
  '.claude/projects/*/memory',
  '.codex/plans',
  '.codex/notes',
];

/** A folder writes may reach without advice, and why (for `waymark explain`). */
type Exempt = [string, (dir: string) => string];

/** The folder under home a harness-notes entry names for this target, `*` matching the target's own folder. */
function notesDir(home: string, entry: string, target: string): string {
  if (!entry.includes('*')) return join(home, entry);
  const parts = entry.split('/');
  const rel = relative(home, target).split(sep);
  return join(home, ...parts.map((part, i) => (part === '*' && rel[i] && rel[i] !== '..' ? rel[i] : part)));
}

/** A write, by a write tool or a shell command, whose path resolves outside the project root (the temp dir is scratch, not outside). */
export const outsideProject: Guard = {
  id: 'outside-project',
  meta: {
    options: (z) => z.strictObject({ allow: z.optional(described(z, z.array(z.string()), text.options.outsideProject.allow)) }),
    userOnly: { allow: text.hardening.whyAllow },
    // Advice about leaving the project protects what lies beyond it: a project may not switch it off.
    projectOff: (key) => text.hardening.projectIgnored(key, text.hardening.whyAllow),
    words: ['options.outsideProject.allow', 'hardening.whyAllow', 'why.scratch', 'why.harnessNotes', 'why.allowed'],
  },
  detect(event, context) {
    const command = event.tool_name === 'Bash' ? event.tool_input?.command : undefined;
    const write = toolWrite(event);
    const targets: { path: string; command?: string; named?: true }[] =
      typeof command === 'string' && command
        ? shellWrites(command, context.cwd, context.home, context.root)
        : write?.path
          ? [{ path: toolPath(write.path, context) }]
          : [];
    const allowed = Array.isArray(context.options.allow)
      ? context.options.allow.filter((entry): entry is string => typeof entry === 'string')
      : [];
    // The scratch and allowed folders are the same for every target; a harness's notes folder may name the target's own.
    const scratch = scratchDirs(context.env).map((dir): Exempt => [dir, text.why.scratch]);
    const allowedDirs = allowed.map((dir): Exempt => [toolPath(dir, { cwd: context.root, home: context.home }), text.why.allowed]);
    for (const target of targets) {
      // A path kept under its folder variable (`$SPLUNK_HOME/etc/apps`) is outside by its variable, and in no exempt folder.
      const { named } = target;
      if (!named && isInside(target.path, context.root)) continue;
      const notes = HARNESS_NOTES.map((entry): Exempt => [notesDir(context.home, entry, target.path), text.why.harnessNotes]);
      const exempt = [...scratch, ...notes, ...allowedDirs];
      const by = named ? undefined : exempt.find(([dir]) => isInside(target.path, dir));
      if (by) {
        context.aside?.(by[1](by[0]));
        continue;
      }
      return { path: target.path, root: context.root, by: target.command ? text.rules.writtenBy(shownCommand(target.command)) : '' };
    }
    return undefined;
  },
};
