import { join } from 'node:path';
import template from '../../../templates/codex.json';
import type { Harness, Template } from '../harness.js';
import { claudeShaped } from './samples.js';

export function codexHome({ home, env }: { home: string; env: Readonly<Record<string, string | undefined>> }): string {
  return env.CODEX_HOME || join(home, '.codex');
}

export const codex: Harness = {
  id: 'codex',
  vendor: 'Codex CLI',
  contract: 'codex',
  template: template as Template,
  settingsPath: (scope, where) => (scope === 'project' ? join(where.project, '.codex', 'hooks.json') : join(codexHome(where), 'hooks.json')),
  // PreToolUse additionalContext becomes a developer message (shared/vendors/codex.md, Replies [observed]).
  events: [
    { vendor: 'SessionStart', binds: 'SessionStart', matchers: false },
    { vendor: 'PreToolUse', binds: 'PreToolUse', matchers: true },
  ],
  // The shell tool is reported as `Bash`; file edits arrive as `apply_patch` (shared/vendors/codex.md, Tools [observed]).
  tools: { Bash: 'Bash', apply_patch: 'Edit' },
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'Bash') => ({ payload: claudeShaped(event, cwd, tool, codex.tools) }),
  notes: () => [],
};
