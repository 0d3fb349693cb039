import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readBounded } from '../project/boundedRead.js';
import { readConfigFiles, type ConfigFile, type ConfigProblem } from '../config/config.js';
import { declaration } from '../guards/declared.js';
import { isFile } from '../project/fileKind.js';
import { GUARDS } from '../guards/index.js';
import { builtMessages, type BuiltMessage } from './builtMessages.js';
import { parseMessage, type Bindings, type Message } from './message.js';
import { MESSAGES_DIR } from '../home.js';
import { didYouMean } from '../nearest.js';
import { isInside } from '../project/projectRoot.js';
import { text } from '../text.js';

// A message name is a plain file name: nothing a registration says can reach outside the library.
const NAME = /^[\w][\w.-]*$/;

/** Bounds on what a message folder may cost a hook: it is read on every call. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** One of waymark's own messages by the name a registration gives it, or undefined. */
export function loadMessage(dir: string, name: string): Message | undefined {
  const bare = name.replace(/\.md$/, '');
  if (!NAME.test(bare)) return undefined;
  const own = built(dir);
  if (own) return Object.hasOwn(own, bare) ? fromBuilt(dir, bare, own[bare]!) : undefined;
  const path = join(dir, `${bare}.md`);
  const read = readBounded(path, MAX_MESSAGE_BYTES);
  return read && !read.partial ? parseMessage(bare, path, read.text) : undefined;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort();
}

let builtHolds: boolean | undefined;

/**
 * The build's copy of the library, for waymark's own folder while it holds the same names (once
 * per process); else undefined, and the files are read, as from source.
 */
function built(dir: string): Readonly<Record<string, BuiltMessage>> | undefined {
  const own = dir === MESSAGES_DIR ? builtMessages() : undefined;
  if (!own) return undefined;
  if (builtHolds === undefined) {
    try {
      const files = markdownFiles(dir);
      builtHolds = files.length === Object.keys(own).length && files.every((file) => Object.hasOwn(own, file.slice(0, -3)));
    } catch {
      builtHolds = false;
    }
  }
  return builtHolds ? own : undefined;
}

function fromBuilt(dir: string, name: string, { body = '', ...message }: BuiltMessage): Message {
  return { name, path: join(dir, `${name}.md`), body, ...message };
}

/** The library's messages whose bindings `wanted` accepts, by file name; empty when there is no library. */
export function libraryMessagesWhere(dir: string, wanted: (bindings: Bindings) => boolean): Message[] {
  const own = built(dir);
  if (own)
    return Object.keys(own)
      .filter((name) => wanted(own[name]!.bindings))
      .map((name) => fromBuilt(dir, name, own[name]!));
  try {
    return markdownFiles(dir)
      .flatMap((file) => loadMessage(dir, file) ?? [])
      .filter((message) => wanted(message.bindings));
  } catch {
    return [];
  }
}

const MAX_FILES_PER_DIR = 200;

/** A folder of extra messages, and the folder its files (and links) must stay inside. */
interface Source {
  dir: string;
  within: string;
  /** Named by the project (its `.waymark/messages/` or its config), so it must lie inside it. */
  project: boolean;
  /** The config file that names it; none for `.waymark/messages/`, read whenever it exists. */
  config?: string;
}

function sourcesOf(root: string, files: readonly ConfigFile[]): Source[] {
  const projectConfig = files[files.length - 1]?.file;
  const sources: Source[] = [{ dir: join(root, '.waymark', 'messages'), within: root, project: true }];
  for (const { file, config } of files) {
    for (const each of config?.messageDirs ?? []) {
      const dir = resolve(dirname(file), each);
      // A folder named twice (or the project's own, named again) is read once.
      if (sources.some((source) => source.dir === dir)) continue;
      const project = file === projectConfig;
      sources.push({ dir, within: project ? root : dir, project, config: file });
    }
  }
  return sources;
}

function realpath(path: string): string | undefined {
  try {
    // A project without its own messages is the common case: asked without an exception.
    return existsSync(path) ? realpathSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The messages a project adds (its `.waymark/messages/`, and the `messageDirs` of the user's and
 * the project's config), after waymark's own, with why any was skipped. Data only: files are read
 * bounded, no link is followed outside the folder it may read, and no name of waymark's own
 * messages or guards can be taken over. The first folder to define a name wins.
 */
export function projectMessages(
  builtinDir: string,
  root: string,
  files: readonly ConfigFile[] = readConfigFiles(root),
): { messages: Message[]; problems: ConfigProblem[] } {
  const messages: Message[] = [];
  const problems: ConfigProblem[] = [];
  let builtins: Set<string>;
  try {
    const own = built(builtinDir);
    builtins = new Set(own ? Object.keys(own) : markdownFiles(builtinDir).map((file) => file.slice(0, -3)));
  } catch {
    builtins = new Set();
  }
  const taken = new Map<string, string>();
  const realRoot = realpath(root) ?? root;
  for (const source of sourcesOf(root, files)) {
    const report = (file: string, problem: string, fix: string) => problems.push({ file, problem, fix });
    const realDir = realpath(source.dir);
    if (!realDir) {
      if (source.config) report(source.config, text.config.dirUnreadable(source.dir), text.config.fixDirUnreadable);
      continue;
    }
    if (source.project && !isInside(realDir, realRoot)) {
      report(source.config ?? source.dir, text.config.dirOutside(source.dir), text.config.fixDirOutside);
      continue;
    }
    const within = realpath(source.within) ?? source.within;
    let names: string[];
    try {
      names = markdownFiles(realDir).slice(0, MAX_FILES_PER_DIR);
    } catch {
      if (source.config) report(source.config, text.config.dirUnreadable(source.dir), text.config.fixDirUnreadable);
      continue;
    }
    for (const file of names) {
      const name = file.slice(0, -3);
      const path = join(source.dir, file);
      if (!NAME.test(name)) continue;
      const target = realpath(path);
      if (!target || !isFile(target)) continue;
      if (!isInside(target, within)) {
        report(path, text.config.linkOutside(target), text.config.fixLinkOutside);
        continue;
      }
      if (builtins.has(name) || GUARDS.has(name)) {
        report(path, text.config.collision(name), text.config.fixRename);
        continue;
      }
      const first = taken.get(name);
      if (first) {
        report(path, text.config.duplicate(name, first), text.config.fixRename);
        continue;
      }
      const read = readBounded(target, MAX_MESSAGE_BYTES);
      if (!read) continue;
      if (read.partial) {
        report(path, text.config.tooBig(MAX_MESSAGE_BYTES), text.config.fixTooBig);
        continue;
      }
      const message = parseMessage(name, path, read.text);
      // A misspelt binding (`- evnt:`) is ignored; say so, whatever else is wrong with the file.
      for (const key of Object.keys(message.bindings).filter((key) => !BINDING_KEYS.includes(key))) {
        report(path, text.config.unknownBinding(key, didYouMean(key, BINDING_KEYS)), text.config.fixUnknownBinding(BINDING_KEYS));
      }
      const problem = checkProject(message);
      if (problem) {
        report(path, problem.problem, problem.fix);
        continue;
      }
      // A declared guard is a guard: its id, for `guards.<id>` in the config, is its name.
      if (message.bindings.when !== undefined) message.bindings.guard = name;
      taken.set(name, path);
      messages.push(message);
    }
  }
  return { messages, problems };
}

/** The keys a `## Bindings` section may hold (DESIGN §3; `when:` declares a guard in data). */
const BINDING_KEYS = ['event', 'matcher', 'guard', 'when'];

function checkProject(message: Message): { problem: string; fix: string } | undefined {
  const { bindings } = message;
  if (bindings.guard !== undefined) return { problem: text.config.namesGuard(bindings.guard), fix: text.config.fixNamesGuard };
  if (bindings.event === undefined) return { problem: text.config.noEvent, fix: text.config.fixNoEvent };
  if (bindings.when !== undefined) {
    const declared = declaration(bindings.when);
    if ('problem' in declared) return { problem: text.config.badWhen(declared.problem), fix: text.config.fixWhen };
  }
  return undefined;
}
