import type { Scope } from '../../install/harness.js';
import { HARNESSES } from '../../install/harnesses/index.js';
import { isOmp, OMP, ompSurface, verifyOmp } from '../../install/omp.js';
import { harnessOption, HARNESS_IDS, projectOption, reporting, scopeOption } from '../../install/select.js';
import { surfaceOf } from '../../install/surface.js';
import { verify, type SurfaceReport } from '../../install/verify.js';
import type { CommandInstaller } from '../program.js';
import { text } from '../../text.js';

interface Options {
  harness?: string;
  all?: boolean;
  scope?: string;
  project?: string;
  json?: boolean;
}

function show(report: SurfaceReport): string {
  const lines = [`${report.harness} (${report.scope}): ${report.status} - ${report.path}${report.detail ? `\n  ${report.detail}` : ''}`];
  for (const entry of report.entries) {
    lines.push(`  ${entry.event}${entry.matcher ? ` [${entry.matcher}]` : ''}: ${entry.status}${entry.detail ? ` - ${entry.detail}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

export const verifyCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('verify')
    .description(text.install.verifyDescription)
    .option('--harness <id>', text.install.harnessOption(HARNESS_IDS))
    .option('--all', text.install.allOption)
    .option('--scope <scope>', text.install.scopeOption)
    .option('--project <dir>', text.install.projectOption)
    .option('--json', text.install.jsonOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        const harnesses = options.harness ? [harnessOption(options.harness)] : [...HARNESSES, OMP];
        const scope = scopeOption(options.scope);
        const scopes: Scope[] = scope ? [scope] : ['project', 'user'];
        const project = projectOption(io, options.project);
        const explicit = !!options.harness || !!options.all;
        const reports: SurfaceReport[] = [];
        for (const harness of harnesses) {
          const found: SurfaceReport[] = [];
          for (const each of scopes) found.push(isOmp(harness) ? await verifyOmp(ompSurface(each, { project, env: io.env })) : await verify(surfaceOf(harness, each, { project, env: io.env })));
          // Without a scope, a harness is checked where it is installed; asked for by name, it is reported even when missing.
          const present = found.filter((report) => report.status !== 'missing');
          if (present.length > 0 || (explicit && scope)) reports.push(...(present.length > 0 && !scope ? present : found));
          else if (explicit) reports.push(found[0]!);
        }
        if (options.json) io.stdout(`${JSON.stringify(reports, null, 2)}\n`);
        else if (reports.length === 0) io.stderr(`waymark: ${text.install.nothingInstalled}\n`);
        else io.stdout(reports.map(show).join(''));
        if (reports.length === 0 || reports.some((report) => report.status !== 'registered')) exit.code = 1;
      }),
    );
};
