import { familyOf, maskCode, type Family } from './lib/codeText.js';
import { displayPath, resolveToolPath } from '../project/projectRoot.js';
import { shellView } from './lib/shellCommand.js';
import { toolWrite } from './lib/toolWrite.js';
import type { Guard } from './guard.js';

interface Primitive {
  pattern: RegExp;
  families: Family[];
  /** Decides, from the unmasked source, whether this occurrence is the risky form. */
  risky?: (source: string, callStart: number) => boolean;
  /** The name the advisory gives it; by default the matched call, e.g. `pickle.loads`. */
  label?: string;
}

const SCRIPT: Family[] = ['js', 'py', 'rb', 'php', 'generic'];

const PRIMITIVES: Primitive[] = [
  // `model.eval()`, `regex.exec(s)`, `$obj->eval()` are methods, not the builtin.
  { pattern: /(?<![\w$.>:])(?:(?:window|globalThis|global|self)\s*\.\s*)?eval\s*\(/g, families: SCRIPT },
  { pattern: /\bnew\s+Function\s*\(/g, families: ['js', 'generic'] },
  { pattern: /\bvm\s*\.\s*(?:runInContext|runInNewContext|runInThisContext|compileFunction)\s*\(|\bnew\s+vm\s*\.\s*Script\s*\(/g, families: ['js', 'generic'] },
  { pattern: /(?<![\w$.>:])exec\s*\(/g, families: ['py'] },
  { pattern: /\b(?:c?pickle|_pickle|dill|cloudpickle|joblib)\s*\.\s*(?:loads?|Unpickler)\s*\(/gi, families: ['py', 'generic'] },
  { pattern: /\bmarshal\s*\.\s*loads?\s*\(/g, families: ['py', 'generic'] },
  { pattern: /\byaml\s*\.\s*unsafe_load(?:_all)?\s*\(/g, families: ['py', 'generic'] },
  { pattern: /\byaml\s*\.\s*load(?:_all)?\s*\(/g, families: ['py', 'generic'], risky: (source, at) => !/\b(?:C?SafeLoader|BaseLoader)\b/.test(callArguments(source, at)) },
  { pattern: /\bshelve\s*\.\s*open\s*\(/g, families: ['py', 'generic'] },
  {
    pattern: /\bsubprocess\s*\.\s*(?:run|call|Popen|check_output|check_call)\s*\(/g,
    families: ['py', 'generic'],
    risky: (source, at) => /\bshell\s*=\s*True\b/.test(callArguments(source, at)) && interpolated(callArguments(source, at)),
    label: 'subprocess(…, shell=True)',
  },
  { pattern: /\bsubprocess\s*\.\s*(?:getoutput|getstatusoutput)\s*\(/g, families: ['py', 'generic'], risky: (source, at) => interpolated(callArguments(source, at)) },
  { pattern: /\bos\s*\.\s*(?:system|popen)\s*\(/g, families: ['py', 'generic'], risky: (source, at) => interpolated(callArguments(source, at)) },
  { pattern: /\bMarshal\s*\.\s*load\b/g, families: ['rb', 'generic'] },
  { pattern: /\binstance_eval\b/g, families: ['rb', 'generic'] },
  { pattern: /\bunserialize\s*\(/g, families: ['php', 'generic'] },
  { pattern: /\bnew\s+ObjectInputStream\s*\(/g, families: ['java', 'generic'] },
  { pattern: /\.\s*readObject\s*\(\s*\)/g, families: ['java', 'generic'] },
  // Shell: `eval` as a command word, and a download piped or substituted into a shell.
  {
    // `[ \t]*`, not `\s*`: from every newline of a blanked heredoc, `\s*` would rescan the blank rest.
    pattern: /(?:^|[;&|({`\n]|\$\(|\b(?:then|do|else)\b)[ \t]*eval(?=\s|$)/g,
    families: ['sh'],
    risky: (source, at) => !SHELL_INIT_EVAL.test(source.slice(source.indexOf('eval', at) + 4, source.indexOf('eval', at) + 200)),
    label: 'eval',
  },
  // Anchored at the start of a pipeline stage (after `;`, `&`, `|`, `(` or a newline): matching from
  // every `curl` of a stage would rescan the stage each time, quadratic on `curl curl curl …`.
  { pattern: /(?:^|[\n;&|(])\s*(?:[A-Za-z_]\w*=\S*\s+)*(?:sudo\s+(?:-\S+\s+)*)?(?:curl|wget)\b[^\n;&|]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:(?:ba|z|k|da|fi)?sh|python[\d.]*|node|ruby|perl|php)\b/g, families: ['sh'], label: 'curl … | sh' },
];

// Raw-text checks: the masked view blanks the `$(curl …)` inside quotes that these look for.
const SHELL_RAW: Array<[RegExp, string]> = [
  [/\b(?:ba|z|k|da)?sh\s+(?:-c\s+)?["']?\$\(\s*(?:curl|wget)\b/, 'sh -c "$(curl …)"'],
  [/\b(?:ba|z|k|da)?sh\s+<\(\s*(?:curl|wget)\b/, 'sh <(curl …)'],
];

// `eval "$(ssh-agent -s)"`, `eval "$(pyenv init -)"`: environment set-up idioms, not untrusted input.
const SHELL_INIT_EVAL =
  /^\s*["']?[$`]\(?\s*(?:[\w./-]*\/)?(?:ssh-agent|pyenv|rbenv|nodenv|jenv|goenv|plenv|direnv|brew|conda|mamba|micromamba|starship|zoxide|fnm|mise|rtx|opam|dircolors|keychain|thefuck|gpg-agent|luarocks|fzf|register-python-argcomplete|rustup|docker-machine|minikube|gh)\b/;

/** The text between a call's parentheses (bounded), given the offset where the match began. */
function callArguments(source: string, at: number): string {
  const open = source.indexOf('(', at);
  if (open < 0) return '';
  let depth = 0;
  const limit = Math.min(source.length, open + 2000);
  for (let i = open; i < limit; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1, limit);
}

/** Whether a call's first argument is built from input (f-string, format, concatenation, a variable) rather than a fixed literal. */
function interpolated(args: string): boolean {
  const first = args.split(/,(?![^([{]*[)\]}])/)[0]?.trim() ?? '';
  if (first === '') return false;
  return !/^(?:[rRbBuU]{0,2}"(?:[^"\\{]|\\.)*"|[rRbBuU]{0,2}'(?:[^'\\{]|\\.)*'|\[[^\]]*\])$/.test(first) || /%\s*[(\w]/.test(first);
}

function label(match: RegExpExecArray, primitive: Primitive): string {
  if (primitive.label) return primitive.label;
  // `new  Function (` → `new Function`; `.readObject()` → `readObject`
  return match[0].replace(/^[^\w$]+/, '').replace(/\s*\(\s*\)?$/, '').replace(/\s+/g, ' ').replace(/\s*\.\s*/g, '.');
}

/** The primitives found in `source`, read as the given family. */
export function findPrimitives(source: string, family: Family): string[] {
  return family === 'prose' || !MENTIONS.test(source) ? [] : scan(source, maskCode(source, family), family);
}

// Every primitive's name, in one pass: text that names none of them needs no masking (the costly
// part on a large write).
const MENTIONS = /eval|Function|vm\s*\.|exec|pickle|_pickle|dill|joblib|marshal|yaml|shelve|subprocess|os\s*\.\s*(?:system|popen)|instance_eval|unserialize|ObjectInputStream|readObject|curl|wget/i;

function scan(source: string, masked: string, family: Family): string[] {
  const found: string[] = [];
  for (const primitive of PRIMITIVES) {
    if (!primitive.families.includes(family)) continue;
    primitive.pattern.lastIndex = 0;
    for (let match = primitive.pattern.exec(masked); match; match = primitive.pattern.exec(masked)) {
      if (!primitive.risky || primitive.risky(source, match.index)) found.push(label(match, primitive));
    }
  }
  if (family === 'sh') for (const [regex, name] of SHELL_RAW) if (regex.test(source)) found.push(name);
  return found;
}

function commandPrimitives(command: string): string[] {
  if (!MENTIONS.test(command)) return [];
  const view = shellView(command);
  const found = scan(command, view.masked, 'sh');
  for (const segment of view.segments) found.push(...findPrimitives(segment.text, segment.family));
  return found;
}

function notebookSource(json: string): string | undefined {
  try {
    const notebook = JSON.parse(json) as { cells?: Array<{ source?: string | string[] }> };
    return (notebook.cells ?? []).map((cell) => (Array.isArray(cell.source) ? cell.source.join('') : cell.source ?? '')).join('\n');
  } catch {
    return undefined;
  }
}

/** Eval and unsafe-deserialisation primitives in written code or a shell command. */
export const evalGuard: Guard = {
  id: 'eval',
  detect(event, { root, cwd }) {
    let found: string[];
    let where: string;
    if (event.tool_name === 'Bash') {
      const command = event.tool_input?.command;
      if (!command) return undefined;
      found = commandPrimitives(command);
      where = 'this shell command';
    } else {
      const write = toolWrite(event);
      if (!write || !write.text) return undefined;
      const family = familyOf(write.path);
      const isNotebookFile = event.tool_name === 'Write' && write.path?.endsWith('.ipynb');
      const text = isNotebookFile ? notebookSource(write.text) ?? '' : write.text;
      found = findPrimitives(text, family);
      where = write.path ? displayPath(resolveToolPath(write.path, cwd), root) : 'this edit';
    }
    if (found.length === 0) return undefined;
    return { primitives: [...new Set(found)].map((name) => `\`${name}\``).join(', '), where };
  },
};
