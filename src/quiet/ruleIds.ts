import { GUARDS } from '../guards/index.js';
import { ENGINE_RULES } from '../guards/rules/engineRules.js';
import { allPacks } from '../guards/rules/pack.js';
import { didYouMean } from '../nearest.js';

// The stable ids a person names to switch advice off or silence it: every family, pack and rule of
// the rule packs (`destructive`, `destructive/git`, `destructive/git/force-push`) and of the rules an
// engine judges (`destructive/edits/retention-cut`), and the guards
// that speak without rule packs (`outside-project`, `header`, …). `waymark list --rules` prints the
// rules; config and `waymark silence` check their ids against the same list.

export interface RuleRow {
  /** `<family>/<pack>/<rule>` */
  id: string;
  family: string;
  pack: string;
  /** What the rule says is at risk, as the advisory words it (`{target}` filled at run time). */
  risk: string;
  /** Where the rule's fact comes from (a doc URL), or the pack's. */
  source: string;
}

let rows: RuleRow[] | undefined;

/** Every rule of every pack, in pack order, each family's engine rules after its packs'. */
export function ruleRows(): readonly RuleRow[] {
  if (rows) return rows;
  const packed: RuleRow[] = allPacks().flatMap((pack) =>
    pack.rules.map((rule) => ({
      id: `${pack.family}/${pack.pack}/${rule.id}`,
      family: pack.family,
      pack: pack.pack,
      risk: rule.risk,
      source: rule.source ?? pack.source ?? '',
    })),
  );
  const judged: RuleRow[] = ENGINE_RULES.map(({ id, risk, source }) => {
    const [family = '', pack = ''] = id.split('/');
    return { id, family, pack, risk, source };
  });
  rows = ruleFamilies().flatMap((family) => [...packed, ...judged].filter((row) => row.family === family));
  return rows;
}

/** The families (`destructive`, …) the packs define. */
export function ruleFamilies(): string[] {
  return [...new Set(allPacks().map((pack) => pack.family))];
}

let packIds: Set<string> | undefined;

/** Every id a config's `rules` may switch: each family, pack and rule. */
export function packRuleIds(): ReadonlySet<string> {
  if (!packIds) {
    packIds = new Set();
    for (const pack of allPacks()) {
      packIds.add(pack.family).add(`${pack.family}/${pack.pack}`);
      for (const rule of pack.rules) packIds.add(`${pack.family}/${pack.pack}/${rule.id}`);
    }
    for (const { id } of ENGINE_RULES) packIds.add(id.split('/').slice(0, 2).join('/')).add(id);
  }
  return packIds;
}

/** Every id `waymark silence` accepts: the pack ids, and the guards that speak without packs. */
export function silenceableIds(): ReadonlySet<string> {
  const families = new Set(ruleFamilies());
  return new Set([...packRuleIds(), ...[...GUARDS.keys()].filter((id) => !families.has(id))]);
}

/** The known id nearest to a mistyped one, for "did you mean". */
export function nearestId(id: string, known: ReadonlySet<string>): string | undefined {
  return didYouMean(id, [...known]);
}
