import type { Config, ConfigProblem } from '../config/config.js';
import { GUARDS } from '../guards/index.js';
import type { GuardMeta } from '../guards/guard.js';
import { text } from '../text.js';

// A repository may switch off advice about work inside it, never advice that protects the user
// beyond it (DESIGN §2.6). The rule families guard both, so a project's "off" for them is not
// applied to the whole call: it is set aside here and decided per finding (src/quiet/quiet.ts),
// holding only when the finding's target is inside the project. Credentials always reach beyond
// it, and so does a write outside the project: those "offs" are dropped.

/** What a project's "off" does to the guard of this id, or to the family of this id's rules (GuardMeta.projectOff). */
function projectOff(id: string, family: boolean): GuardMeta['projectOff'] {
  const guard = [...GUARDS.values()].find((each) => (family ? each.meta.family?.id : each.id) === id);
  return guard?.meta.projectOff;
}

export interface ProjectScope {
  /** The project's rule switches set aside (`destructive/git`: false), most specific first when read. */
  switches: Record<string, boolean>;
  file: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The project's config without the switches decided per finding, those switches, and a warning for each. */
export function splitProjectScope(config: Config, file: string): { config: Config; scope?: ProjectScope; ignored: ConfigProblem[] } {
  const ignored: ConfigProblem[] = [];
  const switches: Record<string, boolean> = {};
  const out: Json = { ...config };
  const family = (id: string) => id.split('/')[0]!;
  if (isObject(config.guards)) {
    const guards: Json = { ...config.guards };
    for (const [id, setting] of Object.entries(config.guards)) {
      if (setting !== false) continue;
      const off = projectOff(id, false);
      if (typeof off === 'function') {
        delete guards[id];
        ignored.push({ file, problem: off(`guards.${id}`), fix: text.hardening.fixProjectIgnored });
      } else if (off === 'per-finding') {
        delete guards[id];
        switches[id] = false;
        ignored.push({ file, problem: text.quiet.projectScoped(`guards.${id}`), fix: text.quiet.fixScoped });
      }
    }
    out.guards = guards;
  }
  if (isObject(config.rules)) {
    const rules: Record<string, boolean> = {};
    for (const [id, on] of Object.entries(config.rules as Record<string, boolean>)) {
      const off = projectOff(family(id), true);
      // Switching a rule on only adds advice: a project may.
      if (on || off === undefined) rules[id] = on;
      else if (typeof off === 'function') ignored.push({ file, problem: off(`rules.${id}`), fix: text.hardening.fixProjectIgnored });
      else {
        switches[id] = false;
        ignored.push({ file, problem: text.quiet.projectScoped(`rules.${id}`), fix: text.quiet.fixScoped });
      }
    }
    // A rule the project switches back on inside a family it switches off decides per finding too.
    for (const [id, on] of Object.entries(rules))
      if (on && Object.keys(switches).some((off) => id.startsWith(`${off}/`))) switches[id] = true;
    out.rules = rules;
  }
  // What was said is the user's record: a repository cannot switch the log off.
  if (out.adviceLog !== undefined) {
    delete out.adviceLog;
    ignored.push({ file, problem: text.hardening.projectIgnored('adviceLog', text.quiet.whyLog), fix: text.hardening.fixProjectIgnored });
  }
  return { config: out as Config, scope: Object.keys(switches).length > 0 ? { switches, file } : undefined, ignored };
}

/** The project's setting for a rule: the most specific switch, or undefined when it says nothing. */
export function scopedSetting(scope: ProjectScope, rule: string): boolean | undefined {
  const parts = rule.split('/');
  for (let n = parts.length; n > 0; n--) {
    const setting = scope.switches[parts.slice(0, n).join('/')];
    if (setting !== undefined) return setting;
  }
  return undefined;
}

const scopes = new WeakMap<Config, ProjectScope>();

/** Remembers the project's scope with the merged config it belongs to. */
export function withScope(config: Config, scope: ProjectScope | undefined): Config {
  if (scope) scopes.set(config, scope);
  return config;
}

export function scopeOf(config: Config): ProjectScope | undefined {
  return scopes.get(config);
}
