import type { Call } from './normalise.js';

// Commands that write into the folder they run in when no destination is named: `git init`, a project scaffolder
// (`npm init -y`, `npx create-vite app`, `cargo new app`), `curl -O URL`, `wget URL`, `unzip x.zip`. Their written
// word is relative, so it is resolved against the line's current folder: inside the project it stays silent, after a
// `cd ..` or `cd ~` it lands outside (held-out round 78). A destination option (`curl --output-dir`, `wget -P`,
// `unzip -d`) is read by its line of rules/shell-writes.json instead.

/** The file or folder name a URL's last path segment gives (`…/rink-ui.git` → `rink-ui`), or `.` when it gives none. */
function urlName(url: string | undefined, strip = /$^/): string {
  // Cut at the query or fragment and drop trailing slashes by index, not by regex: linear on any word.
  const cut = (url ?? '').search(/[?#]/);
  let path = cut < 0 ? (url ?? '') : (url ?? '').slice(0, cut);
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  path = path.slice(0, end);
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf(':')) + 1).replace(strip, '');
  return /^[\w.@+-]{1,200}$/.test(name) && name !== '..' && name !== '.' ? name : '.';
}

/** The folder a clone with no folder named writes: the source's last segment without `.git` (`git clone git@h:o/rink-ui.git`). */
export const clonedName = (source: string | undefined) => urlName(source, /\.git$/);

/** The operands of `words` from `from` on, stepping over the options of `values` that take the next word. */
function operandsOf(words: readonly string[], from: number, values: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (let i = from; i < words.length && i < 200; i++) {
    const word = words[i]!;
    if (values.has(word)) i++;
    else if (!word.startsWith('-') || word === '-') out.push(word);
  }
  return out;
}

const GIT_INIT_VALUES = new Set(['--template', '--separate-git-dir', '-b', '--initial-branch', '--object-format', '--ref-format']);
const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
/**
 * A scaffolder by its subcommand: the folder it makes is the operand at `at` (from the subcommand's first word, 1 by
 * default); with none named, `init` makes the project in the current folder and `new` in a folder named otherwise.
 */
interface Scaffold {
  subs: readonly (string | RegExp)[];
  at?: number;
  /** Its options that take the next word (`rails new -d postgresql app`), stepped over. */
  values?: ReadonlySet<string>;
}
// `cargo new app`, `cargo init [dir]`, `poetry new app`, `uv init [dir]`, `rails new app`, `mix new app` and a Mix
// archive's generator (`mix phx.new ../club_admin`, `mix nerves.new`, `mix igniter.new`), `deno init [dir]`, `flutter
// create dir`, `dart create dir`, `composer create-project vendor/pkg [dir]`, `django-admin startproject name [dir]`,
// `dune init project name [path]`. https://hexdocs.pm/phoenix/Mix.Tasks.Phx.New.html, https://guides.rubyonrails.org/command_line.html#rails-new,
// https://getcomposer.org/doc/03-cli.md#create-project, https://docs.djangoproject.com/en/stable/ref/django-admin/#startproject,
// https://dune.readthedocs.io/en/stable/reference/cli/init.html
const SCAFFOLDS: Readonly<Record<string, Scaffold>> = {
  cargo: { subs: ['new', 'init'], values: new Set(['--vcs', '--edition', '--name', '--registry', '--color', '--config', '-Z']) },
  poetry: { subs: ['new', 'init'], values: new Set(['--name', '--readme', '--python', '--dependency', '--description', '--author']) },
  uv: { subs: ['init'], values: new Set(['--name', '-p', '--python', '--build-backend', '--vcs', '--author-from', '--description']) },
  rails: {
    subs: ['new'],
    values: new Set([
      '-d',
      '--database',
      '-j',
      '--javascript',
      '-c',
      '--css',
      '-m',
      '--template',
      '-r',
      '--ruby',
      '-a',
      '--asset-pipeline',
    ]),
  },
  mix: {
    subs: [/^(?:\w{1,40}\.)?new(?:\.\w{1,20})?$/],
    values: new Set(['--app', '--module', '--database', '--adapter']),
  },
  deno: { subs: ['init'] },
  flutter: {
    subs: ['create'],
    values: new Set([
      '--org',
      '--project-name',
      '-t',
      '--template',
      '-i',
      '--ios-language',
      '-a',
      '--android-language',
      '--platforms',
      '--description',
    ]),
  },
  dart: { subs: ['create'], values: new Set(['-t', '--template']) },
  composer: { subs: ['create-project'], at: 2, values: new Set(['--repository', '--repository-url', '-s', '--stability']) },
  'django-admin': {
    subs: ['startproject', 'startapp'],
    at: 2,
    values: new Set(['--template', '-e', '--extension', '-n', '--name', '-x', '--exclude']),
  },
  dune: {
    subs: ['init project', 'init proj', 'init executable', 'init exe', 'init library', 'init lib', 'init test'],
    at: 3,
    values: new Set(['--libs', '--ppx', '--public', '--kind', '--inline-tests']),
  },
};
/** The subcommand of `subs` the operands begin with (a word pattern, or one or more words). */
const scaffoldSub = (subs: Scaffold['subs'], operands: readonly string[]) =>
  subs.find((sub) => (typeof sub === 'string' ? sub.split(' ').every((word, at) => operands[at] === word) : sub.test(operands[0] ?? '')));
// unzip's modes that write nothing (list, test, to stdout, comment, zipinfo).
const UNZIP_READS = /^-[a-zA-Z]*[ltpvcZz]/;
// wget's modes that write nothing here or name their own place (`-O`, `-P` are its line's).
const WGET_ELSEWHERE = /^(?:-[a-zA-Z]*[OP]|--output-document|--directory-prefix|--spider)/;
// curl's `-O`/`--remote-name` (also in a cluster: `-fsSLO`) names the file after the URL; `--output-dir` is its line's.
const curlRemote = (word: string) => (/^-[a-zA-Z]+$/.test(word) && word.includes('O')) || /^--remote-name(?:-all)?$/.test(word);

/** The paths, relative to the current folder, that a command writes there when it is given no destination. */
export function hereWrites(call: Call): string[] {
  const words = call.words;
  const name = call.name;
  if (name === 'git') {
    const at = words.indexOf('init');
    if (at < 1 || words.slice(1, at).some((word) => !word.startsWith('-'))) return [];
    if (words.slice(1, at).includes('-C')) return [];
    return [operandsOf(words, at + 1, GIT_INIT_VALUES)[0] ?? '.'];
  }
  if (PACKAGE_MANAGERS.has(name)) {
    const operands = operandsOf(words, 1);
    if (operands[0] === 'init' && operands.length === 1) return ['package.json'];
    // `npm create vite@latest app`, `npm init react-app app`, `yarn create next-app app`: the scaffold lands in the folder named.
    if ((operands[0] === 'create' || operands[0] === 'init') && operands[1] !== undefined) return [operands[2] ?? '.'];
    return [];
  }
  // `npx create-react-app app`, `npx create-next-app@latest app` run the scaffolder by its own name.
  if (/^create-[\w-]{1,60}(?:@[\w.-]{1,40})?$/.test(name)) return [operandsOf(words, 1)[0] ?? '.'];
  const scaffold = Object.hasOwn(SCAFFOLDS, name) ? SCAFFOLDS[name] : undefined;
  if (scaffold !== undefined) {
    const operands = operandsOf(words, 1, scaffold.values);
    const sub = scaffoldSub(scaffold.subs, operands);
    if (sub === undefined) return [];
    return [operands[scaffold.at ?? 1] ?? (sub === 'init' ? '.' : '')].filter(Boolean);
  }
  if (name === 'curl') {
    if (!words.some(curlRemote) || words.some((word) => word.startsWith('--output-dir'))) return [];
    return operandsOf(words, 1)
      .filter((word) => /^(?:https?|ftp):\/\//.test(word))
      .map((url) => urlName(url));
  }
  if (name === 'wget') {
    if (words.some((word) => WGET_ELSEWHERE.test(word))) return [];
    const urls = words.filter((word) => /^(?:https?|ftp):\/\//.test(word));
    return urls.map((url) => urlName(url));
  }
  if (name === 'unzip') {
    if (words.some((word) => UNZIP_READS.test(word) || word === '-d')) return [];
    return operandsOf(words, 1).length > 0 ? ['.'] : [];
  }
  return [];
}
