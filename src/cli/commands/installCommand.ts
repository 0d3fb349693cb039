import { install } from '../../install/install.js';
import { installOmp, isOmp, ompSurface } from '../../install/omp.js';
import { harnessOption, HARNESS_IDS, projectOption, reporting, scopeOption } from '../../install/select.js';
import { loadLibrary, surfaceOf } from '../../install/surface.js';
import { receivesTable } from '../../install/coverage.js';
import type { CommandInstaller } from '../program.js';
import { text } from '../../text.js';

interface Options {
  harness: string;
  scope?: string;
  project?: string;
  trust?: boolean;
  dryRun?: boolean;
}

const quoted = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);

export const installCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('install')
    .description(text.install.description)
    .requiredOption('--harness <id>', text.install.harnessOption(HARNESS_IDS))
    .option('--scope <scope>', text.install.scopeOption, 'project')
    .option('--project <dir>', text.install.projectOption)
    .option('--trust', text.install.trustOption)
    .option('--dry-run', text.install.dryRunOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        const harness = harnessOption(options.harness);
        const scope = scopeOption(options.scope) ?? 'project';
        const project = projectOption(io, options.project);
        const out = { out: (line: string) => io.stdout(`${line}\n`) };
        if (isOmp(harness)) return installOmp(ompSurface(scope, { project, env: io.env }), !!options.dryRun, out);
        const trustCommand = ['waymark', 'install', '--harness', harness.id, '--scope', scope, ...(scope === 'project' ? ['--project', project] : []), '--trust'].map(quoted).join(' ');
        await install(surfaceOf(harness, scope, { project, env: io.env }), { trust: !!options.trust, dryRun: !!options.dryRun, trustCommand }, out);
        for (const line of receivesTable(harness, loadLibrary())) out.out(line);
      }),
    );
};
