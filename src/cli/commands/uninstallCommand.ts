import { HARNESS_IDS, projectOption, reporting, scopeOption, selection, UsageError } from '../../install/harnesses/select.js';
import { uninstallHarness } from '../../install/surfaces/kinds.js';
import { anyRuntime, recordedRegistrations, removeRuntimes, unusedRuntimes } from '../../install/surfaces/registry.js';
import { removeState } from '../../state/prune.js';
import { stateDir } from '../../state/state.js';
import { whereOf } from '../../install/surfaces/surface.js';
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
          const done = await uninstallHarness(harness, scope, where, !!options.dryRun, out);
          harnesses.push({
            id: harness.id,
            path: harness.surface === 'module' ? '' : harness.settingsPath(scope, whereOf(where).where),
            ok: !!done,
          });
          if (!done) exit.code = 1;
        }
        const report = () =>
          options.json &&
          io.stdout(`${JSON.stringify({ dryRun: !!options.dryRun, scope, project: where.project, harnesses, messages }, null, 2)}\n`);
        if (options.dryRun) return void report();
        // Nothing of waymark's stays behind: runtime copies no registration uses, and with the last
        // registration gone, all of its state (records, sessions, markers).
        const left = await recordedRegistrations(io.env);
        const unused = await unusedRuntimes(io.env, left, { keepCurrent: false });
        await removeRuntimes(unused);
        for (const dir of unused) out.out(cliText.upgrade.removedRuntime(dir));
        if (left.length === 0 && !(await anyRuntime())) {
          removeState(stateDir(io.env));
          out.out(cliText.install.stateRemoved(stateDir(io.env)));
        }
        report();
      }),
    );
};
