import { isCline, uninstallCline } from '../../install/cline.js';
import type { Harness } from '../../install/harness.js';
import { isOmp, ompSurface, uninstallOmp } from '../../install/omp.js';
import { HARNESS_IDS, projectOption, reporting, scopeOption, selection, UsageError } from '../../install/select.js';
import { surfaceOf } from '../../install/surface.js';
import { uninstall } from '../../install/uninstall.js';
import type { CommandInstaller } from '../program.js';
import { withSelection } from './selectionOptions.js';
import { cliText } from '../../text.js';

interface Options {
  harness?: string[];
  all?: boolean;
  scope?: string;
  project?: string;
  dryRun?: boolean;
  json?: boolean;
}

export const uninstallCommand: CommandInstaller = (program, io, exit) => {
  withSelection(program.command('uninstall').description(cliText.install.uninstallDescription), cliText.install.everyOption, 'project')
    .option('--dry-run', cliText.install.dryRunOption)
    .option('--json', cliText.install.jsonOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        if (!options.harness && !options.all) throw new UsageError(cliText.install.nameOne(HARNESS_IDS));
        const scope = scopeOption(options.scope) ?? 'project';
        const where = { project: projectOption(io, options.project), env: io.env };
        // With --json every line goes into the one object printed at the end.
        const messages: string[] = [];
        const say = (line: string) => (options.json ? void messages.push(line) : io.stdout(`${line}\n`));
        if (options.project === undefined && where.project !== io.cwd) say(cliText.install.projectRoot(where.project));
        const out = { out: say };
        const harnesses: Array<{ id: string; path: string; ok: boolean }> = [];
        for (const harness of selection(options, where, 'every').harnesses) {
          const surface = isOmp(harness) ? ompSurface(scope, where) : surfaceOf(harness as Harness, scope, where);
          const done = isOmp(harness)
            ? await uninstallOmp(ompSurface(scope, where), !!options.dryRun, out)
            : isCline(harness)
              ? await uninstallCline(surfaceOf(harness as Harness, scope, where), !!options.dryRun, out)
              : await uninstall(surfaceOf(harness, scope, where), !!options.dryRun, out);
          harnesses.push({ id: harness.id, path: surface.path, ok: !!done });
          if (!done) exit.code = 1;
        }
        if (options.json) io.stdout(`${JSON.stringify({ dryRun: !!options.dryRun, scope, project: where.project, harnesses, messages }, null, 2)}\n`);
      }),
    );
};
