import { readAdvice } from '../../adviceLog/readAdvice.js';
import { now } from '../../quiet/clock.js';
import { ruleRows } from '../../quiet/ruleIds.js';
import { stateDir } from '../../state/state.js';
import type { CommandInstaller } from '../program.js';
import { opsText } from '../../text.js';
import { adviceFilter } from './logCommand.js';

const DEFAULT_SINCE = '30d';

export const statsCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('stats')
    .description(opsText.stats.description)
    .option('--since <when>', opsText.stats.sinceOption)
    .option('--harness <id>', opsText.log.harnessOption)
    .option('--json', opsText.log.jsonOption)
    .action((options: { since?: string; harness?: string; json?: boolean }) => {
      const filter = adviceFilter(io, options, DEFAULT_SINCE);
      if (typeof filter === 'string') {
        io.stderr(`waymark stats: ${filter}\n`);
        exit.code = 2;
        return;
      }
      const entries = readAdvice(stateDir(io.env), filter);
      const count = (keys: string[]) => {
        const counts = new Map<string, number>();
        for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
        return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      };
      const byRule = count(entries.flatMap((entry) => entry.rules));
      const byHarness = count(entries.map((entry) => entry.harness));
      const spoke = new Set(byRule.map(([rule]) => rule));
      const never = ruleRows().filter((row) => !spoke.has(row.id));
      const packs = [...new Set(ruleRows().map((row) => `${row.family}/${row.pack}`))].filter((pack) => !ruleRows().some((row) => spoke.has(row.id) && row.id.startsWith(`${pack}/`)));
      const since = new Date(filter.since ?? now(io.env)).toISOString();
      if (options.json) {
        return io.stdout(`${JSON.stringify({ since, until: new Date(now(io.env)).toISOString(), advisories: entries.length, byRule: Object.fromEntries(byRule), byHarness: Object.fromEntries(byHarness), never: never.map((row) => row.id), silentPacks: packs }, null, 2)}\n`);
      }
      const width = Math.max(1, ...[...byRule, ...byHarness].map(([, n]) => String(n).length));
      const lines = [opsText.stats.heading(entries.length, since), '', opsText.stats.byRule, ...byRule.map(([rule, n]) => `  ${String(n).padStart(width)}  ${rule}`), '', opsText.stats.byHarness, ...byHarness.map(([harness, n]) => `  ${String(n).padStart(width)}  ${harness}`), '', opsText.stats.never(packs, never.length)];
      io.stdout(`${lines.join('\n')}\n`);
    });
};
