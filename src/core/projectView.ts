import { mergeConfigFiles, readConfigFiles, type Config } from '../config/config.js';
import type { Message } from '../messages/message.js';
import { projectMessages } from '../messages/library.js';
import { callProjectRoot } from '../project/projectRoot.js';

/** What the project around a tool call adds to a dispatch, read once per call and per `cwd` and named project. */
export interface ProjectView {
  /** The git root above the directory the harness named (`project_dir`), else above `cwd`; or that directory itself. */
  root: string;
  /** The user's config with the project's merged over it. */
  config: Config;
  /** The project's own messages (`.waymark/messages/`, `messageDirs`), data only. */
  messages: Message[];
  /** What was ignored, one line each, for the debug log. */
  problems: string[];
  /** Whether the user's own config keeps the advice log (a project's cannot switch it off). */
  adviceLog: boolean;
}

/** `named`: the directory the harness says it was opened in (the event's `project_dir`), if any. */
export function viewProject(cwd: string, builtinDir: string, named?: string): ProjectView {
  const root = callProjectRoot(cwd, named);
  const files = readConfigFiles(root);
  const { config, problems } = mergeConfigFiles(files);
  const own = projectMessages(builtinDir, root, files);
  return {
    root,
    config,
    messages: own.messages,
    problems: [...problems, ...own.problems.map((problem) => `${problem.file}: ${problem.problem}`)],
    // The user's file is read first (readConfigFiles).
    adviceLog: files[0]?.config?.adviceLog !== false,
  };
}
