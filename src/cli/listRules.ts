import { table } from './list.js';
import { nearestId, ruleFamilies, ruleRows, type RuleRow } from '../quiet/ruleIds.js';
import type { Style } from './style.js';
import { opsText } from '../text.js';

/** A usage error of `list --rules`: an unknown family. */
export class RuleListError extends Error {}

/** The rules of one family, or of all of them (`family` true or undefined). */
export function rulesOf(family: string | true | undefined): readonly RuleRow[] {
  if (family === undefined || family === true) return ruleRows();
  const families = ruleFamilies();
  if (!families.includes(family))
    throw new RuleListError(opsText.rules.unknownFamily(family, families, nearestId(family, new Set(families))));
  return ruleRows().filter((row) => row.family === family);
}

export function renderRules(rows: readonly RuleRow[], style: Style): string {
  return `${[
    ...table(
      opsText.rules.header,
      rows.map((row) => [row.id, row.risk, row.source]),
      style,
    ),
    '',
    opsText.rules.count(rows.length),
  ].join('\n')}\n`;
}
