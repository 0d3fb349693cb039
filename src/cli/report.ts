import { configSchema, readConfigFiles, type ConfigProblem } from '../config/config.js';
import { GUARDS } from '../guards/index.js';
import { MESSAGES_DIR } from '../home.js';
import { projectMessages } from '../messages/library.js';
import { didYouMean } from '../nearest.js';
import { projectRoot } from '../project/projectRoot.js';
import { text } from '../text.js';
import { nearestId, packRuleIds } from '../quiet/ruleIds.js';

/**
 * Everything in the configuration that dispatch ignores, for `waymark explain` and `waymark verify`
 * to show (dispatch itself stays silent about it): invalid config files, project messages skipped
 * (a rejected `when:` regex, a name taken from waymark), `guards.<id>` keys naming no guard, and
 * top-level keys the schema does not have (the file's other keys still apply), and settings only
 * the user's own config may make, found in a project's.
 */
export function configReport(cwd: string, options: { builtinDir?: string; userFile?: string } = {}): ConfigProblem[] {
  const root = projectRoot(cwd);
  const files = readConfigFiles(root, options.userFile);
  const extra = projectMessages(options.builtinDir ?? MESSAGES_DIR, root, files);
  const known = new Set([...GUARDS.keys(), ...extra.messages.map((message) => message.name)]);
  const problems = files.flatMap((file) => [
    ...(file.problem ? [file.problem] : []),
    ...(file.dropped ?? []),
    ...(file.ignored ?? []).map((each) => ({ ...each, warning: true })),
  ]);
  // From the schema itself, so a key another part of waymark adds is known here too.
  const keys = Object.keys(configSchema().shape);
  for (const { file, config, scope } of files) {
    for (const key of Object.keys(config ?? {})) {
      if (!keys.includes(key))
        problems.push({ file, problem: text.config.unknownTopKey(key, didYouMean(key, keys)), fix: text.config.fixUnknownKey(keys) });
    }
    for (const id of Object.keys(config?.guards ?? {})) {
      if (!known.has(id))
        problems.push({ file, problem: text.config.unknownGuard(id), fix: text.config.fixUnknownGuard([...known].sort()) });
    }
    for (const id of new Set([...Object.keys(config?.rules ?? {}), ...Object.keys(scope?.switches ?? {})])) {
      if (!packRuleIds().has(id))
        problems.push({ file, problem: text.rules.unknown(id, nearestId(id, packRuleIds())), fix: text.rules.fixUnknown });
    }
  }
  return [...problems, ...extra.problems];
}
