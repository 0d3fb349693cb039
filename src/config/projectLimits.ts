import { dirname, isAbsolute, resolve } from 'node:path';
import { GUARDS } from '../guards/index.js';
import { isInside } from '../project/projectRoot.js';
import { text } from '../text.js';
import type { Config, ConfigProblem } from './config.js';

// A cloned repository's `.waymark/config.json` is written by whoever wrote the repository, not by
// the user. It may narrow what waymark does or add advice; it may not let waymark deny a tool call,
// silence advice about leaving the project, or widen what waymark reads beyond the project. Those
// settings count only in the user's own config; in a project's they are dropped, and `waymark
// explain` and `verify` say which and why.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The project's config with what only the user may set taken out, and a problem for each. */
export function limitProjectConfig(config: Config, file: string, root: string): { config: Config; ignored: ConfigProblem[] } {
  const ignored: ConfigProblem[] = [];
  const drop = (key: string, why: string) =>
    ignored.push({ file, problem: text.hardening.projectIgnored(key, why), fix: text.hardening.fixProjectIgnored });
  const out: Json = { ...config };
  const guards = isObject(config.guards) ? { ...config.guards } : undefined;
  if (guards) {
    // Each guard names the options only the user may set (GuardMeta.userOnly).
    for (const guard of GUARDS.values()) {
      const setting = Object.hasOwn(guards, guard.id) ? guards[guard.id] : undefined;
      if (!isObject(setting)) continue;
      for (const [key, why] of Object.entries(guard.meta.userOnly ?? {})) {
        const current = guards[guard.id] as Json;
        if (current[key] === undefined) continue;
        const { [key]: _, ...rest } = current;
        guards[guard.id] = rest;
        drop(`guards.${guard.id}.${key}`, why);
      }
    }
    out.guards = guards;
  }
  const within = (path: string, from: string) => !isAbsolute(path) && !path.startsWith('~') && isInside(resolve(from, path), root);
  if (config.messageDirs) {
    const kept = config.messageDirs.filter((dir) => within(dir, dirname(file)));
    if (kept.length < config.messageDirs.length) drop('messageDirs', text.hardening.whyOutside);
    out.messageDirs = kept;
  }
  for (const key of ['plan', 'knowledgeBase'] as const) {
    const paths = config[key]?.paths;
    if (!paths) continue;
    const kept = paths.filter((path) => within(path, root) && !path.split(/[\\/]/).includes('..'));
    if (kept.length < paths.length) drop(`${key}.paths`, text.hardening.whyOutside);
    out[key] = { ...config[key], paths: kept };
  }
  return { config: out as Config, ignored };
}
