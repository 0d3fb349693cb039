import { doctor, type DoctorReport } from '../../doctor/doctor.js';
import { doctorFix } from '../../doctor/doctorFix.js';
import { projectOption, reporting } from '../../install/harnesses/select.js';
import type { CommandInstaller } from '../program.js';
import { opsText } from '../../text.js';

interface Options {
  project?: string;
  json?: boolean;
  fix?: boolean;
}

const t = opsText.doctor;

function render(report: DoctorReport, fixed: readonly string[]): string {
  const lines: string[] = [t.heading(report.version)];
  lines.push('', t.install);
  if (report.install.length === 0) lines.push(`  ${t.noInstall}`);
  for (const each of report.install)
    lines.push(`  ${each.harness} (${each.scope}): ${each.status} - ${each.path}${each.fix ? `\n    fix: ${each.fix}` : ''}`);
  lines.push('', t.paths);
  if (report.paths.length === 0) lines.push(`  ${t.noPaths}`);
  for (const each of report.paths)
    lines.push(
      `  ${each.harness} (${each.how}): waymark ${each.waymark ? `${each.waymark} ${each.version ?? '?'}` : t.notOnPath}`,
      `    PATH=${each.PATH}`,
    );
  lines.push('', t.config(report.config.user, report.config.project));
  if (report.config.problems.length === 0) lines.push(`  ${t.noConfigProblems}`);
  for (const each of report.config.problems)
    lines.push(`  ${each.warning ? 'warning' : 'problem'}: ${each.file}`, `    ${each.problem}`, `    fix: ${each.fix}`);
  lines.push('', t.runtimes(report.runtimes.installed, report.runtimes.copies));
  for (const each of report.runtimes.registered)
    lines.push(`  ${each.path}: ${each.versions.length > 0 ? each.versions.join(', ') : t.onPathForm}`);
  lines.push('', t.state(report.state.dir, report.state.exists, report.state.mode, report.state.files, report.state.bytes));
  lines.push(t.log(report.log.file, report.log.on, report.log.entries, report.log.bytes, report.log.last));
  lines.push(t.silences(report.silences.active, report.silences.expired));
  if (fixed.length > 0) lines.push('', t.fixed, ...fixed.map((line) => `  ${line}`));
  lines.push('');
  if (report.warnings.length > 0) lines.push(t.warnings(report.warnings.length), ...report.warnings.map((line) => `  - ${line}`));
  if (report.problems.length > 0) lines.push(t.problems(report.problems.length), ...report.problems.map((line) => `  - ${line}`));
  else lines.push(t.ok);
  return `${lines.join('\n')}\n`;
}

export const doctorCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('doctor')
    .alias('status')
    .description(t.description)
    .option('--project <dir>', t.projectOption)
    .option('--json', t.jsonOption)
    .option('--fix', t.fixOption)
    .action((options: Options) =>
      reporting(io, exit, async () => {
        const project = projectOption(io, options.project);
        const progress = io.stderrTTY && !options.json ? (line: string) => io.stderr(`\r\u001b[2K${t.progress(line)}`) : undefined;
        let report = await doctor({ project, env: io.env, progress });
        let fixed: string[] = [];
        if (options.fix) {
          fixed = await doctorFix(report, { project, env: io.env });
          // What is left after the fixes is what the exit code reports.
          if (fixed.length > 0) report = await doctor({ project, env: io.env, progress });
        }
        progress?.('');
        if (progress) io.stderr('\r\u001b[2K');
        io.stdout(options.json ? `${JSON.stringify({ ...report, ...(options.fix ? { fixed } : {}) }, null, 2)}\n` : render(report, fixed));
        if (!report.ok) exit.code = 1;
      }),
    );
};
