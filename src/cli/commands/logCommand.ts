import { adviceLogFile, adviceLogOn } from '../../adviceLog/appendAdvice.js';
import { readAdvice, type AdviceFilter } from '../../adviceLog/readAdvice.js';
import { now } from '../../quiet/clock.js';
import { parseSince } from '../../quiet/duration.js';
import { stateDir } from '../../state/state.js';
import { columns, fitColumns } from '../fitColumns.js';
import { table } from '../list.js';
import type { CliIO, CommandInstaller } from '../program.js';
import { createStyle } from '../style.js';
import { opsText } from '../../text.js';

interface Options {
  since?: string;
  rule?: string;
  harness?: string;
  json?: boolean;
}

/** The filter the options ask for, or a usage error's text. */
export function adviceFilter(io: CliIO, options: Options, defaultSince?: string): AdviceFilter | string {
  const since = options.since ?? defaultSince;
  const from = since === undefined ? undefined : parseSince(since, now(io.env));
  if (since !== undefined && from === undefined) return opsText.log.badSince(since);
  return { since: from, rule: options.rule, harness: options.harness };
}

export const logCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('log')
    .description(opsText.log.description)
    .option('--since <when>', opsText.log.sinceOption)
    .option('--rule <id>', opsText.log.ruleOption)
    .option('--harness <id>', opsText.log.harnessOption)
    .option('--json', opsText.log.jsonOption)
    .action((options: Options) => {
      const filter = adviceFilter(io, options);
      if (typeof filter === 'string') {
        io.stderr(`waymark log: ${filter}\n`);
        exit.code = 2;
        return;
      }
      const dir = stateDir(io.env);
      const entries = readAdvice(dir, filter);
      if (options.json) return io.stdout(`${JSON.stringify(entries, null, 2)}\n`);
      if (entries.length === 0) return io.stdout(`${adviceLogOn(io.env) ? opsText.log.empty(adviceLogFile(dir)) : opsText.log.off}\n`);
      const rows = entries.map((entry) => [
        entry.time.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
        entry.harness,
        `${entry.event}${entry.tool ? ` ${entry.tool}` : ''}`,
        entry.rules.join(' '),
        entry.target ?? '',
      ]);
      io.stdout(fitColumns(`${table(opsText.log.header, rows, createStyle(io.isTTY ?? false, io.env)).join('\n')}\n`, columns(io.env)));
    });
};
