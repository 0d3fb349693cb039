import { harnessOption, HARNESS_IDS, projectOption, reporting, scopeOption } from '../install/select.js';
import { surfaceOf } from '../install/surface.js';
import { uninstall } from '../install/uninstall.js';
import type { CommandInstaller } from '../program.js';
import { text } from '../text.js';

interface Options {
  harness: string;
  scope?: string;
  project?: string;
  dryRun?: boolean;
}

export const uninstallCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('uninstall')
    .description(text.install.uninstallDescription)
    .requiredOption('--harness <id>', text.install.harnessOption(HARNESS_IDS))
    .option('--scope <scope>', text.install.scopeOption, 'project')
    .option('--project <dir>', text.install.projectOption)
    .option('--dry-run', text.install.dryRunOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        const harness = harnessOption(options.harness);
        const surface = surfaceOf(harness, scopeOption(options.scope) ?? 'project', { project: projectOption(io, options.project), env: io.env });
        const done = await uninstall(surface, !!options.dryRun, { out: (line) => io.stdout(`${line}\n`) });
        if (!done) exit.code = 1;
      }),
    );
};
