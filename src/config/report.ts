import { readConfigFiles, type ConfigProblem } from './config.js';
import { GUARDS } from '../guards/index.js';
import { MESSAGES_DIR } from '../home.js';
import { projectMessages } from '../messages/library.js';
import { projectRoot } from '../project/projectRoot.js';
import { text } from '../text.js';

/**
 * Everything in the configuration that dispatch ignores, for `waymark explain` and `waymark verify`
 * to show (dispatch itself stays silent about it): invalid config files, project messages skipped
 * (a rejected `when:` regex, a name taken from waymark), `guards.<id>` keys naming no guard, and
 * settings only the user's own config may make, found in a project's.
 */
export function configReport(cwd: string, options: { builtinDir?: string; userFile?: string } = {}): ConfigProblem[] {
  const root = projectRoot(cwd);
  const files = readConfigFiles(root, options.userFile);
  const extra = projectMessages(options.builtinDir ?? MESSAGES_DIR, root, files);
  const known = new Set([...GUARDS.keys(), ...extra.messages.map((message) => message.name)]);
  const problems = files.flatMap((file) => [...(file.problem ? [file.problem] : []), ...(file.ignored ?? [])]);
  for (const { file, config } of files) {
    for (const id of Object.keys(config?.guards ?? {})) {
      if (!known.has(id)) problems.push({ file, problem: text.config.unknownGuard(id), fix: text.config.fixUnknownGuard([...known].sort()) });
    }
  }
  return [...problems, ...extra.problems];
}
