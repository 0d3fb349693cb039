import type { Scope } from '../../install/harnesses/harness.js';
import { projectOption, reporting, scopeOption, selection, SELECTABLE } from '../../install/harnesses/select.js';
import { verifyHarness } from '../../install/surfaces/kinds.js';
import { teamHarnesses } from '../../install/surfaces/teamList.js';
import type { SurfaceReport } from '../../install/surfaces/verify.js';
import { withFixes, type Checked } from '../../install/report/verifyReport.js';
import type { CommandInstaller } from '../program.js';
import { withSelection } from './selectionOptions.js';
import { cliText, opsText } from '../../text.js';
import { configReport } from '../report.js';
import { configSection } from '../configSection.js';

interface Options {
  harness?: string[];
  all?: boolean;
  scope?: string;
  project?: string;
  json?: boolean;
}

function show(report: Checked): string {
  const lines = [`${report.harness} (${report.scope}): ${report.status} - ${report.path}${report.detail ? `\n  ${report.detail}` : ''}`];
  for (const entry of report.entries) {
    lines.push(`  ${entry.event}${entry.matcher ? ` [${entry.matcher}]` : ''}: ${entry.status}${entry.detail ? ` - ${entry.detail}` : ''}`);
  }
  if (report.fix) lines.push(`  fix: ${report.fix}`);
  return `${lines.join('\n')}\n`;
}

export const verifyCommand: CommandInstaller = (program, io, exit) => {
  withSelection(program.command('verify').description(cliText.install.verifyDescription), cliText.install.everyOption)
    .option('--json', cliText.install.jsonOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        const scope = scopeOption(options.scope);
        const scopes: Scope[] = scope ? [scope] : ['project', 'user'];
        const project = projectOption(io, options.project);
        const named = selection(options, { project, env: io.env }, 'every').harnesses;
        const harnesses = named.length > 0 ? named : SELECTABLE;
        const explicit = !!options.harness || !!options.all;
        // The harnesses the repository says it uses (.waymark/config.json): each is reported, present or not.
        const team = new Set((await teamHarnesses(project)) ?? []);
        // Progress goes to a person watching a terminal, never into a pipe or a file.
        const progress = io.stderrTTY && !options.json ? (line: string) => io.stderr(`\r\u001b[2K${line}`) : undefined;
        const reports: SurfaceReport[] = [];
        for (const harness of harnesses) {
          const found: SurfaceReport[] = [];
          for (const each of scopes) {
            progress?.(cliText.install.verifyProgress(harness.id, each));
            const running =
              progress &&
              ((event: string, matcher: string | undefined) => progress(cliText.install.verifyRunning(harness.id, each, event, matcher)));
            found.push(await verifyHarness(harness, each, { project, env: io.env }, running));
          }
          // Without a scope, a harness is checked where it is installed; asked for by name, it is reported even when missing.
          const present = found.filter((report) => report.status !== 'missing');
          const listed = team.has(harness.id) && scopes.includes('project') && !present.some((report) => report.scope === 'project');
          if (listed) {
            // A clone has the team's shared files; a personal registration is each teammate's to make.
            const own = found.find((report) => report.scope === 'project')!;
            reports.push({ ...own, status: 'missing', detail: cliText.install.team.missingForYou(harness.vendor, harness.id) }, ...present);
          } else if (present.length > 0 || (explicit && scope)) reports.push(...(present.length > 0 && !scope ? present : found));
          else if (explicit) reports.push(found[0]!);
        }
        progress?.('');
        const checked = withFixes(reports);
        // A broken config is a problem found too; a project's attempt at a user-only key is only a warning.
        const config = configReport(project);
        const entries = checked.flatMap((report): { status: string }[] => (report.entries.length > 0 ? report.entries : [report]));
        const working = entries.filter((entry) => entry.status === 'registered').length;
        const problems = checked.filter((report) => report.status !== 'registered').length;
        if (options.json) {
          const nothing = {
            installed: false,
            problem: cliText.install.nothingInstalled,
            fix: cliText.install.nothingInstalledFix,
            reports: [],
          };
          io.stdout(`${JSON.stringify(checked.length === 0 ? nothing : checked, null, 2)}\n`);
        } else if (checked.length === 0) {
          if (config.length > 0) io.stdout(configSection(config));
          io.stderr(`waymark: ${cliText.install.nothingInstalled}\n`);
        } else
          io.stdout(
            `${checked.map(show).join('')}${config.length > 0 ? configSection(config) : ''}` +
              `${cliText.install.verifySummary(working, entries.length, problems)}${opsText.config.summary(config)}\n`,
          );
        if (checked.length === 0 || checked.some((report) => report.status !== 'registered')) exit.code = 1;
        if (config.some((problem) => !problem.warning)) exit.code = 1;
      }),
    );
};
