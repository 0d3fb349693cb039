import { installHarness } from '../../install/surfaces/kinds.js';
import { recordTeamHarnesses, teamHarnesses, teamListPath } from '../../install/surfaces/teamList.js';
import { pruneState } from '../../state/prune.js';
import { stateDir } from '../../state/state.js';
import { recordedRegistrations, removeRuntimes, staleRegistrations, unusedRuntimes } from '../../install/surfaces/registry.js';
import { HARNESS_IDS, projectOption, reporting, scopeOption, selection, SELECTABLE, UsageError } from '../../install/harnesses/select.js';
import { summary, type Outcome } from '../../install/report/summary.js';
import { loadLibrary, whereOf } from '../../install/surfaces/surface.js';
import { receivesTable } from '../../install/report/coverage.js';
import type { CommandInstaller } from '../program.js';
import { withSelection } from './selectionOptions.js';
import { cliText } from '../../text.js';

interface Options {
  harness?: string[];
  all?: boolean;
  scope?: string;
  project?: string;
  trust?: boolean;
  dryRun?: boolean;
  json?: boolean;
}

const quoted = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);

export const installCommand: CommandInstaller = (program, io, exit) => {
  withSelection(program.command('install').description(cliText.install.description), cliText.install.installAllOption, 'project')
    .option('--trust', cliText.install.trustOption)
    .option('--dry-run', cliText.install.dryRunOption)
    .option('--json', cliText.install.jsonOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        const scope = scopeOption(options.scope) ?? 'project';
        const project = projectOption(io, options.project);
        // With --json every line goes into the one object printed at the end.
        const messages: string[] = [];
        const paths = new Map<string, string>();
        const say = (line: string) => (options.json ? void messages.push(line) : io.stdout(`${line}\n`));
        // No harness named: the ones the repository says it uses (a teammate's clone).
        const team = !options.harness && !options.all && scope === 'project' ? await teamHarnesses(project) : undefined;
        if (!options.harness && !options.all && !team) throw new UsageError(cliText.install.nameOne(HARNESS_IDS));
        if (team) say(cliText.install.team.using(teamListPath(project), team));
        const { harnesses, detected } = selection(team ? { harness: team } : options, { project, env: io.env }, 'detected');
        if (options.project === undefined && project !== io.cwd) say(cliText.install.projectRoot(project));
        const outcomes: Outcome[] = [];
        if (options.all) {
          for (const harness of SELECTABLE) {
            const found = detected.get(harness.id) ?? [];
            if (found.length > 0) say(cliText.install.detected(harness.id, found));
            else if (!harnesses.includes(harness)) outcomes.push({ id: harness.id, status: 'skipped', why: cliText.install.notDetected });
          }
          if (harnesses.length === 0) throw new Error(cliText.install.noneDetected);
        }
        const out = { out: say };
        for (const harness of harnesses) {
          if (harnesses.length > 1) say(cliText.install.section(harness.id, scope));
          try {
            const trustCommand = [
              'waymark',
              'install',
              '--harness',
              harness.id,
              '--scope',
              scope,
              ...(scope === 'project' ? ['--project', project] : []),
              '--trust',
            ]
              .map(quoted)
              .join(' ');
            const done = await installHarness(
              harness,
              scope,
              { project, env: io.env },
              { trust: !!options.trust, dryRun: !!options.dryRun, trustCommand },
              out,
            );
            if (harness.surface !== 'module') {
              paths.set(harness.id, harness.settingsPath(scope, whereOf({ project, env: io.env }).where));
              for (const line of receivesTable(harness, loadLibrary())) say(line);
            }
            outcomes.push({ id: harness.id, ...done, noted: harness.notes(scope, whereOf({ project, env: io.env }).where).length > 0 });
          } catch (error) {
            // One harness's refusal (a file it cannot rewrite) does not stop the others.
            if (harnesses.length === 1) throw error;
            io.stderr(`waymark: ${error instanceof Error ? error.message : String(error)}\n`);
            outcomes.push({ id: harness.id, status: 'failed', why: error instanceof Error ? error.message : String(error) });
            exit.code = 1;
          }
        }
        // `install --all` at project scope records what the repository uses, for teammates.
        if (options.all && scope === 'project') {
          const done = outcomes
            .filter((outcome) => outcome.status === 'installed' || outcome.status === 'up to date' || outcome.status === 'would change')
            .map((outcome) => outcome.id);
          if (done.length > 0) await recordTeamHarnesses(project, done, io.env, !!options.dryRun, out);
        }
        // Registrations elsewhere that an upgrade of the package left on an older runtime copy.
        const stale = (await staleRegistrations(await recordedRegistrations(io.env))).filter(
          (each) => !(each.project === project && harnesses.includes(each.harness)),
        );
        if (stale.length > 0) say(cliText.upgrade.hint(stale.length));
        // Old sessions and per-call markers go at most once a day (the hook's own sweep does the same).
        if (!options.dryRun) pruneState(stateDir(io.env));
        if (!options.dryRun) await removeRuntimes(await unusedRuntimes(io.env, await recordedRegistrations(io.env), { keepCurrent: true }));
        if (options.json) {
          const harnesses = outcomes.map((outcome) => ({ ...outcome, ...(paths.has(outcome.id) ? { path: paths.get(outcome.id) } : {}) }));
          io.stdout(`${JSON.stringify({ dryRun: !!options.dryRun, scope, project, harnesses, messages }, null, 2)}\n`);
        } else say(summary(outcomes, !!options.dryRun));
      }),
    );
};
