import { join } from 'node:path';
import template from '../../../templates/devin.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const devin: Harness = {
  id: 'devin',
  vendor: 'Devin Local',
  contract: 'devin',
  surface: 'settings',
  binaries: ['devin'],
  skillDirs: [],
  environment: ['DEVIN_PROJECT_DIR'],
  runs: { shell: 'sh', desktop: false, onNotFound: 'logged as an error, no block (docs/vendors/devin.md#failure-modes)' },
  reads: [{ harness: 'claude-code', scope: 'project', when: 'unless read_config_from turns it off' }],
  template: template as Template,
  settingsPath: (scope, { project, home, env, platform }) => {
    if (scope === 'project') return join(project, '.devin', 'config.local.json');
    // https://docs.devin.ai/cli/extensibility (docs/vendors/devin.md#settings-files-and-scopes).
    return platform === 'win32' && env.APPDATA ? join(env.APPDATA, 'devin', 'config.json') : join(home, '.config', 'devin', 'config.json');
  },
  // .devin/config.local.json is personal, git-excluded (docs/vendors/devin.md#settings-files-and-scopes).
  personalProjectFile: true,
  // Tool events reply `none` (contracts/devin.json): registered all the same, their advice is kept
  // by dispatch and given with the next UserPromptSubmit's additionalContext.
  events: ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'],
  matcherSyntax: 'anchored',
  reply: 'json',
  // Devin sends no cwd: the project comes from DEVIN_PROJECT_DIR (docs/vendors/devin.md#payload-keys).
  sample: (event, cwd, tool = 'exec') => {
    const { cwd: _, transcript_path: __, ...payload } = claudeShaped(event, cwd, tool, toolsOf(devin));
    return { payload, env: { DEVIN_PROJECT_DIR: cwd } };
  },
  notes: () => [cliText.install.notes.devin],
};
