import { isOmp, ompSurface, uninstallOmp } from '../../install/omp.js';
import { harnessOption, HARNESS_IDS, projectOption, reporting, scopeOption } from '../../install/select.js';
import { surfaceOf } from '../../install/surface.js';
import { uninstall } from '../../install/uninstall.js';
import type { CommandInstaller } from '../program.js';
import { text } from '../../text.js';

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
        const scope = scopeOption(options.scope) ?? 'project';
        const where = { project: projectOption(io, options.project), env: io.env };
        const out = { out: (line: string) => io.stdout(`${line}\n`) };
        const done = isOmp(harness) ? await uninstallOmp(ompSurface(scope, where), !!options.dryRun, out) : await uninstall(surfaceOf(harness, scope, where), !!options.dryRun, out);
        if (!done) exit.code = 1;
      }),
    );
};
