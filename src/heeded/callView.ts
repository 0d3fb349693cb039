import type { RecordedCall } from '../cli/replay.js';

/** A recorded call as the classifier compares calls: one tool vocabulary across the harnesses. */
export interface CallView {
  /** Bash, Write, Edit, MultiEdit, Patch (a Codex patch), Read, or the harness's own name. */
  tool: string;
  /** What the call runs or writes: the command, the written content, the patch's added lines. */
  text: string;
  /** The files it names. */
  paths: string[];
  /** A shell command's program, after wrappers (`sudo`, `env X=1`, `time`): `git`, `rm`. */
  program?: string;
}

type Json = Record<string, unknown>;

// Gemini CLI's names, as contracts/gemini.json maps them (@google/gemini-cli-core@0.61.0
// tools/definitions/base-declarations.js); Codex's shell calls arrive as Bash from replay.
const TOOLS: Readonly<Record<string, string>> = {
  run_shell_command: 'Bash',
  write_file: 'Write',
  replace: 'Edit',
  read_file: 'Read',
  read_many_files: 'Read',
  apply_patch: 'Patch',
};

const WRAPPERS = new Set(['sudo', 'env', 'time', 'nohup', 'command', 'builtin', 'exec', 'nice', 'doas']);

/** The first program a shell command runs, past wrappers and `VAR=value` words. */
export function programOf(command: string): string | undefined {
  for (const word of command.trim().split(/\s+/)) {
    if (word === '' || /^\w+=/.test(word) || WRAPPERS.has(word) || (word.startsWith('-') && word.length > 1)) continue;
    return word
      .replace(/^["'(]+/, '')
      .split(/[\\/]/)
      .pop()
      ?.toLowerCase();
  }
  return undefined;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function viewCall(call: RecordedCall): CallView {
  const tool = TOOLS[call.tool] ?? call.tool;
  const input: Json = call.input;
  const paths = [input.file_path, input.path, input.absolute_path, input.notebook_path].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  if (Array.isArray(input.paths)) for (const path of input.paths) if (typeof path === 'string') paths.push(path);
  if (tool === 'Bash') {
    const command = str(input.command);
    return { tool, text: command, paths, program: programOf(command) };
  }
  if (tool === 'Patch') {
    const patch = str(input.command) || str(input.input) || str(input.patch);
    for (const match of patch.matchAll(/^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm)) paths.push(match[1]!.trim());
    const added = patch
      .split('\n')
      .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
      .map((line) => line.slice(1));
    return { tool, text: added.join('\n'), paths };
  }
  if (tool === 'MultiEdit' && Array.isArray(input.edits)) {
    return {
      tool,
      text: input.edits.map((edit) => (edit && typeof edit === 'object' ? str((edit as Json).new_string) : '')).join('\n'),
      paths,
    };
  }
  return { tool, text: str(input.content) || str(input.new_string) || str(input.new_source), paths };
}

const base = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** Two calls about the same thing: the same program, or a file of the same name. */
export function related(a: CallView, b: CallView): boolean {
  if (a.program && a.program === b.program) return true;
  const names = new Set(a.paths.map(base));
  return b.paths.some((path) => names.has(base(path)));
}
