import { join } from 'node:path';
import template from '../../../templates/antigravity.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';

export const antigravity: Harness = {
  id: 'antigravity',
  vendor: 'Antigravity CLI',
  contract: 'antigravity',
  surface: 'settings',
  binaries: ['agy'],
  skillDirs: [],
  // None documented yet.
  environment: [],
  runs: { shell: 'sh', desktop: true, onNotFound: 'documented only (docs/vendors/antigravity.md#failure-modes), unverified' },
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.agents', 'hooks.json') : join(home, '.gemini', 'antigravity-cli', 'hooks.json'),
  personalProjectFile: false,
  // Documented only: session start is the one event registered. PreToolUse is reported to fail closed
  // on a reply without a decision (docs/vendors/antigravity.md#failure-modes), so it is never registered.
  events: ['SessionStart'],
  matcherSyntax: 'anchored',
  reply: 'json',
  // Antigravity names no event in its payload (docs/vendors/antigravity.md#payload-keys).
  sample: () => ({ payload: { stepIdx: 0 } }),
  notes: () => [cliText.install.notes.antigravity],
};
