import { existsSync } from 'node:fs';
import { installHarness } from '../../install/surfaces/kinds.js';
import { recordedRegistrations, removeRuntimes, unusedRuntimes } from '../../install/surfaces/registry.js';
import { reporting } from '../../install/harnesses/select.js';
import type { CommandInstaller } from '../program.js';
import { cliText } from '../../text.js';

interface Options {
  dryRun?: boolean;
}

// `waymark upgrade`: after the package is upgraded, every registration this user has, in every
// project, is rewritten for this version, and runtime copies nothing uses any more are removed.

export const upgradeCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('upgrade')
    .description(cliText.upgrade.description)
    .option('--dry-run', cliText.install.dryRunOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        const say = (line: string) => io.stdout(`${line}\n`);
        const dryRun = !!options.dryRun;
        const registrations = await recordedRegistrations(io.env);
        if (registrations.length === 0) say(cliText.upgrade.none);
        for (const each of registrations) {
          say(cliText.upgrade.section(each.harness.id, each.scope, each.path));
          if (each.scope === 'project' && !existsSync(each.project)) {
            say(cliText.upgrade.projectGone(each.project));
            continue;
          }
          try {
            const trustCommand = `waymark install --harness ${each.harness.id} --scope ${each.scope} --trust`;
            await installHarness(
              each.harness,
              each.scope,
              { project: each.project, env: io.env },
              { trust: each.trusted, dryRun, trustCommand },
              { out: say },
            );
          } catch (error) {
            io.stderr(`waymark: ${error instanceof Error ? error.message : String(error)}\n`);
            exit.code = 1;
          }
        }
        const unused = await unusedRuntimes(io.env, await recordedRegistrations(io.env), { keepCurrent: true });
        if (!dryRun) await removeRuntimes(unused);
        for (const dir of unused) say(dryRun ? cliText.upgrade.wouldRemoveRuntime(dir) : cliText.upgrade.removedRuntime(dir));
        say(cliText.upgrade.done(registrations.length, dryRun));
      }),
    );
};
