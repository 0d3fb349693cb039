import type { Config } from '../../config/config.js';
import type { FamilyRecord } from './family.js';
import { resolveGlobSets } from './globSets.js';
import { PACKS, SLOTS } from './packs.js';

// The rule packs as the hook reads them: plain data (no zod here; the packs were validated at build
// time), each read on first use behind its gate, narrowed by the config's `rules` switches.

/** A family's id: the folder of its packs (rules/<id>/). What a family is, is its record (./family.ts). */
export type RuleFamily = string;

/** What every family's rule carries at hook time (`source` is stripped from the bundle). */
export interface BaseRule {
  id: string;
  risk: string;
  source?: string;
}

export interface RulePack<R extends BaseRule = BaseRule> {
  family: RuleFamily;
  pack: string;
  description: string;
  source?: string;
  rules: R[];
  /** Named glob sets its rules share (`"paths": ["@name"]`), resolved when the pack is read (./globSets.ts). */
  globs?: Record<string, string[]>;
}

/** A rule with the names that identify it: `destructive/git/force-push`, pack `git`. */
export interface ActiveRule<R extends BaseRule = BaseRule> {
  /** `<family>/<pack>/<id>` */
  fullId: string;
  pack: string;
  rule: R;
}

/**
 * What a call must name for one of a pack's rules to apply, so that a call reads only the packs it
 * could need (the hook bundle keeps each pack in a file of its own and the gates in the bundle).
 */
export interface PackGate {
  /**
   * eval, secrets: the rules' keywords, lower-cased (a rule runs only on text holding one);
   * destructive: the command names its rules match (`mkfs*` a prefix, `*` any); dependency: the
   * package managers' command names, lower-cased.
   */
  words: string[];
  /** eval: by language family, the keywords of its rules that read it. */
  languages?: Record<string, string[]>;
  /** dependency: the manifest and lockfile names, and name patterns, of its file rules. */
  files?: string[];
  filePatterns?: string[];
}

/** A pack with its gate, read on first use. */
export interface PackSlot {
  name: string;
  gate: PackGate;
  load(): RulePack;
}

/** The hook bundle's packs, gates built in (scripts/build.js); from source, made from the imported JSON. */
const builtSlots = SLOTS as Readonly<Record<string, readonly PackSlot[]>> | undefined;
const sourceSlots = new Map<RuleFamily, readonly PackSlot[]>();

/** The family's packs, in file order, each read on first use. */
export function familySlots<R extends BaseRule>(family: FamilyRecord<R>): readonly PackSlot[] {
  if (builtSlots) return builtSlots[family.id] ?? [];
  let slots = sourceSlots.get(family.id);
  if (!slots) {
    slots = ((PACKS[family.id] ?? []) as RulePack[]).map(resolveGlobSets).map((pack) => ({
      name: pack.pack,
      gate: family.gate(pack.rules as R[]),
      load: () => pack,
    }));
    sourceSlots.set(family.id, slots);
  }
  return slots;
}

/** Every pack of every family, as built (reads them all). */
export function allPacks(): readonly RulePack[] {
  return (Object.values(PACKS).flat() as RulePack[]).map(resolveGlobSets);
}

/**
 * Whether the config leaves a rule on. `rules` maps a family, a pack (`destructive/git`) or a rule
 * (`destructive/git/force-push`) to false; the most specific setting wins, so `true` on a rule
 * re-enables it inside a pack turned off.
 */
export function ruleEnabled(config: Config, fullId: string): boolean {
  const switches = config.rules;
  if (!switches) return true;
  const parts = fullId.split('/');
  for (let n = parts.length; n > 0; n--) {
    const setting = switches[parts.slice(0, n).join('/')];
    if (typeof setting === 'boolean') return setting;
  }
  return true;
}

const cache = new WeakMap<Config, Map<PackSlot, ActiveRule[]>>();

/** The pack's rules the config leaves on, in file order; computed once per config. */
export function packRules<R extends BaseRule>(family: FamilyRecord<R>, config: Config, slot: PackSlot): ActiveRule<R>[] {
  let bySlot = cache.get(config);
  if (!bySlot) cache.set(config, (bySlot = new Map()));
  let rules = bySlot.get(slot);
  if (!rules) {
    const pack = slot.load();
    rules = pack.rules
      .map((rule) => ({ fullId: `${family.id}/${pack.pack}/${rule.id}`, pack: pack.pack, rule }))
      .filter((active) => ruleEnabled(config, active.fullId));
    bySlot.set(slot, rules);
  }
  return rules as ActiveRule<R>[];
}

/** The family's rules the config leaves on, in pack order (reads every pack of the family). */
export function activeRules<R extends BaseRule>(family: FamilyRecord<R>, config: Config): ActiveRule<R>[] {
  return familySlots(family).flatMap((slot) => packRules(family, config, slot));
}
