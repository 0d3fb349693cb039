import { readAdvice } from '../../adviceLog/readAdvice.js';
import { now } from '../../quiet/clock.js';
import { ruleRows } from '../../quiet/ruleIds.js';
import { stateDir } from '../../state/state.js';
import type { CommandInstaller } from '../program.js';
import { opsText } from '../../text.js';
import { adviceFilter } from './logCommand.js';
import { measureHeeded, type HeededRow } from '../../heeded/heeded.js';
import { resolve } from 'node:path';
import { ReplayError } from '../replay.js';

const DEFAULT_SINCE = '30d';

export const statsCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('stats')
    .description(opsText.stats.description)
    .option('--since <when>', opsText.stats.sinceOption)
    .option('--harness <id>', opsText.log.harnessOption)
    .option('--json', opsText.log.jsonOption)
    .option('--heeded <sessions...>', opsText.stats.heededOption)
    .action(async (options: { since?: string; harness?: string; json?: boolean; heeded?: string[] }) => {
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
      const packs = [...new Set(ruleRows().map((row) => `${row.family}/${row.pack}`))].filter(
        (pack) => !ruleRows().some((row) => spoke.has(row.id) && row.id.startsWith(`${pack}/`)),
      );
      const since = new Date(filter.since ?? now(io.env)).toISOString();
      // Beside how often each rule speaks, how often the model heeded it in recorded sessions (all harnesses together).
      let heeded: ReturnType<typeof heededByRule> | undefined;
      try {
        if (options.heeded)
          heeded = heededByRule(
            (
              await measureHeeded(
                options.heeded.map((path) => resolve(io.cwd, path)),
                { env: io.env, cwd: io.cwd },
              )
            ).rows,
          );
      } catch (error) {
        if (!(error instanceof ReplayError)) throw error;
        io.stderr(`waymark stats: ${error.message}\n`);
        exit.code = 2;
        return;
      }
      if (options.json) {
        const json = {
          since,
          until: new Date(now(io.env)).toISOString(),
          advisories: entries.length,
          byRule: Object.fromEntries(byRule),
          byHarness: Object.fromEntries(byHarness),
          never: never.map((row) => row.id),
          silentPacks: packs,
        };
        return io.stdout(`${JSON.stringify(heeded ? { ...json, heeded: Object.fromEntries(heeded) } : json, null, 2)}\n`);
      }
      const width = Math.max(1, ...[...byRule, ...byHarness].map(([, n]) => String(n).length));
      const judged = (rule: string) => {
        const row = heeded?.get(rule);
        return row ? `  (${opsText.stats.heeded(row.heeded, row.heeded + row.ignored)})` : '';
      };
      const lines = [
        opsText.stats.heading(entries.length, since),
        '',
        opsText.stats.byRule,
        ...byRule.map(([rule, n]) => `  ${String(n).padStart(width)}  ${rule}${judged(rule)}`),
        '',
        opsText.stats.byHarness,
        ...byHarness.map(([harness, n]) => `  ${String(n).padStart(width)}  ${harness}`),
        '',
        opsText.stats.never(packs, never.length),
      ];
      io.stdout(`${lines.join('\n')}\n`);
    });
};

/** The heeded counts of each rule id, summed over harnesses and over sessions recorded with or without waymark. */
function heededByRule(rows: readonly HeededRow[]): Map<string, { given: number; heeded: number; ignored: number; unclear: number }> {
  const out = new Map<string, { given: number; heeded: number; ignored: number; unclear: number }>();
  for (const row of rows.filter((each) => each.kind === 'rule')) {
    const sum = out.get(row.rule) ?? { given: 0, heeded: 0, ignored: 0, unclear: 0 };
    out.set(row.rule, {
      given: sum.given + row.given,
      heeded: sum.heeded + row.heeded,
      ignored: sum.ignored + row.ignored,
      unclear: sum.unclear + row.unclear,
    });
  }
  return out;
}
