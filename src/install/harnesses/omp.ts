import { join, resolve } from 'node:path';
import type { ModuleHarness } from './harness.js';

// oh-my-pi imports extension modules in-process; it runs no hook commands (docs/vendors/omp.md).

export const omp: ModuleHarness = {
  id: 'omp',
  vendor: 'oh-my-pi',
  surface: 'module',
  contract: 'omp',
  binaries: ['omp'],
  skillDirs: [],
  environment: ['PI_CODING_AGENT'],
  // In-process: no shell. The project shim (templates/omp.js) loads nothing without a waymark on PATH.
  runs: { shell: 'in-process', desktop: false, onNotFound: 'the project shim loads nothing: no advice and no error (templates/omp.js)' },
  module: { template: 'omp.js', entry: join('dist', 'omp.js') },
  // Only the cwd's `.omp` is read for the project; `PI_CONFIG_DIR` replaces `.omp` for the agent dir
  // (docs/vendors/omp.md#settings-files-and-scopes [source]).
  settingsPath: (scope, { project, home, env }) =>
    scope === 'project'
      ? join(project, '.omp', 'extensions', 'waymark.js')
      : join(resolve(home, env.PI_CONFIG_DIR || '.omp'), 'agent', 'extensions', 'waymark.js'),
  // The project shim names no path of a user's: the team may commit it (and must not git-ignore it).
  personalProjectFile: false,
  notes: () => [],
};
