import { enabledByOptIn, guardOptions, readConfigFiles, type ConfigFile, type GuardOptions } from '../config/config.js';
import { configReport } from './report.js';
import { GUARDS } from '../guards/index.js';
import { MESSAGES_DIR } from '../home.js';
import { projectMessages } from '../messages/library.js';
import { projectRoot } from '../project/projectRoot.js';
import { table } from './list.js';
import type { Style } from './style.js';
import { cliText } from '../text.js';

// `waymark list`, for the project it runs in: the messages the project adds, the config files
// that apply, and each guard on or off with where that was decided.

/** Guards that stay quiet until the config turns them on: the setting that does, and the test for it. */
const OPT_IN: Readonly<Record<string, { setting: string; on: (options: GuardOptions) => boolean }>> = {
  stop: { setting: 'true', on: enabledByOptIn },
  header: { setting: '{ "text": "…" }', on: (options) => typeof options.text === 'string' && options.text.trim() !== '' },
};

export interface ProjectListing {
  root: string;
  configFiles: Array<{ file: string; status: 'applies' | 'absent' | 'ignored' }>;
  messages: Array<{ name: string; kind: 'base' | 'guard'; event: string | null; matcher: string | null; path: string }>;
  guards: Array<{ id: string; state: 'on' | 'off' | 'opt-in, off'; decidedBy: string }>;
  problems: number;
}

/** Where a guard's state was decided: the last config file that sets it (the project's merges over the user's). */
function decided(id: string, files: readonly ConfigFile[]): { setting: unknown; file: string } | undefined {
  for (const { file, config } of [...files].reverse()) {
    const setting = config?.guards && Object.hasOwn(config.guards, id) ? config.guards[id] : undefined;
    if (setting !== undefined) return { setting, file };
  }
  return undefined;
}

export function projectListing(cwd: string): ProjectListing {
  const root = projectRoot(cwd);
  const files = readConfigFiles(root);
  const extra = projectMessages(MESSAGES_DIR, root, files);
  const ids = [
    ...new Set([...GUARDS.keys(), ...extra.messages.filter((message) => message.bindings.guard).map((message) => message.name)]),
  ].sort();
  return {
    root,
    configFiles: files.map(({ file, config, problem }) => ({ file, status: problem ? 'ignored' : config ? 'applies' : 'absent' })),
    messages: extra.messages.map((message) => ({
      name: message.name,
      kind: message.bindings.guard ? 'guard' : 'base',
      event: message.bindings.event ?? null,
      matcher: message.bindings.matcher ?? null,
      path: message.path,
    })),
    guards: ids.map((id) => {
      const by = decided(id, files);
      const options = guardOptions({ guards: by ? { [id]: by.setting as boolean } : {} }, id);
      const optIn = Object.hasOwn(OPT_IN, id) ? OPT_IN[id] : undefined;
      const state = !options ? 'off' : optIn && !optIn.on(options) ? 'opt-in, off' : 'on';
      return {
        id,
        state,
        decidedBy: by ? cliText.list.setIn(by.file, id) : optIn ? cliText.list.optIn(id, optIn.setting) : cliText.list.byDefault,
      };
    }),
    problems: configReport(root).length,
  };
}

export function renderProjectListing(project: ProjectListing, style: Style): string {
  const lines = [style.bold(cliText.list.project(project.root))];
  for (const { file, status } of project.configFiles) lines.push(`  ${cliText.list.configStatus[status]}  ${file}`);
  lines.push('', style.bold(cliText.list.projectMessages));
  if (project.messages.length === 0) lines.push(`  ${cliText.list.noProjectMessages}`);
  else
    lines.push(
      ...table(
        cliText.list.projectMessageHeader,
        project.messages.map((m) => [m.name, m.kind, m.event ?? '—', m.matcher ?? '—', m.path]),
        style,
      ),
    );
  lines.push('', style.bold(cliText.list.guardStates));
  lines.push(
    ...table(
      cliText.list.guardStateHeader,
      project.guards.map((g) => [g.id, g.state, g.decidedBy]),
      style,
    ),
  );
  if (project.problems > 0) lines.push('', style.yellow(cliText.list.problems(project.problems)));
  return `${lines.join('\n')}\n`;
}
