import { join } from 'node:path';
import template from '../../../templates/codex.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';
import { codexTrustCompanion } from '../surfaces/codexTrustCompanion.js';

export function codexHome({ home, env }: { home: string; env: Readonly<Record<string, string | undefined>> }): string {
  return env.CODEX_HOME || join(home, '.codex');
}

export const codex: Harness = {
  id: 'codex',
  vendor: 'Codex CLI',
  contract: 'codex',
  surface: 'settings',
  binaries: ['codex'],
  skillDirs: ['.codex/skills', '.agents/skills'],
  // Codex runs commands with its sandbox markers and thread id; hooks get CODEX_MANAGED_BY_NPM.
  environment: ['CODEX_SANDBOX', 'CODEX_SANDBOX_NETWORK_DISABLED', 'CODEX_THREAD_ID', 'CODEX_CI', 'CODEX_MANAGED_BY_NPM'],
  runs: {
    shell: 'login',
    desktop: false,
    onNotFound: 'exit 127: the hook fails on every call and nothing reaches the model (docs/vendors/codex.md#failure-modes)',
  },
  template: template as Template,
  companions: [codexTrustCompanion(codexHome)],
  settingsPath: (scope, where) =>
    scope === 'project' ? join(where.project, '.codex', 'hooks.json') : join(codexHome(where), 'hooks.json'),
  // No personal, git-ignored project file (docs/vendors/codex.md): a project install writes `waymark dispatch` from PATH.
  personalProjectFile: false,
  // PreToolUse additionalContext becomes a developer message (docs/vendors/codex.md#reply-shape [observed]);
  // PostToolUse's is read the same way (contracts/codex.json, PostToolUse).
  events: ['SessionStart', 'PreToolUse', 'PostToolUse'],
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'Bash') => ({ payload: claudeShaped(event, cwd, tool, toolsOf(codex)) }),
  notes: (scope) => (scope === 'project' ? [cliText.install.notes.codexLoginShell] : []),
};
