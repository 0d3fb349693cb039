import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { guardContext } from '../../support/guardContext.js';

// The harness's own notes and memory under home are written by design; its settings and
// instructions beside them are not notes and speak.
const write = (file_path: string): CanonicalEvent =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content: '- a note\n' } }) as CanonicalEvent;
const detect = (path: string) => outsideProject.detect(write(path), guardContext('/home/u'));

describe('outside-project: harness notes and memory under home', () => {
  test.each([
    '/home/u/.claude/plans/plan.md',
    '/home/u/.claude/notes/session-notes.md',
    '/home/u/.claude/projects/-home-u-proj/memory/MEMORY.md',
  ])('%s stays silent', (path) => expect(detect(path)).toBeUndefined());

  test.each([
    '/home/u/.claude/settings.json',
    '/home/u/.claude/CLAUDE.md',
    '/home/u/.claude/projects/-home-u-proj/session.jsonl',
    '/home/u/.claude/projects/memory/a.md',
  ])('%s speaks', (path) => expect(detect(path)).toBeDefined());
});
